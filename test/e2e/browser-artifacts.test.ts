/**
 * The action's side of browser_action's screenshots: a run (the action entry, a
 * real e2e.origin, Chromium) saves each step's screenshot under RUNNER_TEMP, sets the
 * `artifacts` output to that folder for actions/upload-artifact, and the job summary
 * lists the screenshots with a link to the workflow run's artifacts.
 */
import { readdir } from "node:fs/promises";
import { expect, test } from "vitest";
import { examplePayload, writeCassette } from "./harness.js";
import { useE2e } from "./use-e2e.js";

/** Puts itself in the background (its own session) and says where it listens. */
const SERVER = `const { spawn } = require("node:child_process");
if (process.argv[2] !== "serve") {
  spawn(process.execPath, [__filename, "serve"], { detached: true, stdio: "ignore" }).unref();
  const probe = () => require("node:net").connect(8199, "127.0.0.1", function () { this.end(); console.log("up"); }).on("error", () => setTimeout(probe, 100));
  probe();
} else require("node:http").createServer((q, s) => s.end("<title>Shop</title><h1>Cart</h1>")).listen(8199, "127.0.0.1");
`;

const e2e = useE2e({
  config: `sandbox:
  mode: required
tools:
  browser: true
approval:
  default: deny
  rules:
    - allow: execute_command
      commands: ["node server.js"]
    - allow: browser_action
`,
  files: { "server.js": SERVER },
});

test("a browser step's screenshot is a run artifact: the artifacts output, and the job summary's link", async () => {
  e2e.gh.gate();
  const run = await e2e.run({
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    inputs: {
      dry_run: "true",
      model: `replay:${await writeCassette(e2e.origin, [
        { tool_calls: [{ name: "execute_command", input: { command: "node server.js" } }] },
        { tool_calls: [{ name: "browser_action", input: { action: "launch", url: "http://localhost:8199/" } }] },
        { tool_calls: [{ name: "attempt_completion", input: { result: "The cart page shows." } }] },
      ])}`,
    },
  });
  expect(run.exitCode, run.log).toBe(0);
  const dir = run.outputs.artifacts ?? "";
  expect(dir).toMatch(/patchbay-.*-artifacts$/);
  expect(await readdir(dir)).toEqual(["browser-001-launch.png"]);
  expect(run.summary).toContain("### Screenshots");
  expect(run.summary).toMatch(/\[patchbay-artifacts\]\(.*\/actions\/runs\/\d+#artifacts\)/);
  expect(run.summary).toContain("- step 2: `browser-001-launch.png`");
}, 120_000);
