/**
 * The bundle's single entry (dist/index.js). One bundle serves three callers so
 * dist/ holds the dependencies once:
 *   - the action's main step:  node dist/index.js
 *   - the action's post step:  node dist/post.js   (sets the entry to "post")
 *   - the CLI:                 bin/patchbay.js     (sets the entry to "cli")
 * Each path loads only what it needs, lazily.
 */
type Entry = "action" | "post" | "cli";

const entry: Entry = (globalThis as { __patchbayEntry?: Entry }).__patchbayEntry ?? "action";

// Before anything is started: no descriptor Patchbay's parent left open reaches git, the sandbox or a command.
const { closeInheritedDescriptors } = await import("./util/inherited-fds.js");
closeInheritedDescriptors();

if (entry === "cli") {
  const { runCli } = await import("./cli/process.js");
  process.exitCode = await runCli(process.argv.slice(2));
} else if (entry === "post") {
  const { runPost } = await import("./action/post.js");
  await runPost();
} else {
  const { runAction } = await import("./action/main.js");
  await runAction();
}
