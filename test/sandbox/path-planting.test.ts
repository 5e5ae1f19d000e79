/**
 * The programs that build a command's way into the sandbox (`sh` joining the
 * pids cgroup, `nsenter`, `sudo`, then `setpriv` and `prlimit` inside) run with
 * privileges the command must not have: on the host, or inside before every
 * capability is dropped. A workflow that puts the work tree's
 * `node_modules/.bin` on PATH (`echo "$PWD/node_modules/.bin" >> $GITHUB_PATH`)
 * hands the agent a directory on that PATH: it plants programs with those names
 * in one command, and the next command — or Patchbay's own next git — would start
 * them instead of the real ones.
 */
import { constants } from "node:fs";
import { access, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { type ChildRun, commandTurn, replayRun, runnerDirs } from "./helpers.js";

/**
 * The sandbox's way in; the git Patchbay runs on the host; what git itself starts by name
 * (ssh for a push, `true` as the editor, git-lfs from an LFS hook).
 */
const PLANTED = ["sh", "nsenter", "setpriv", "prlimit", "sudo", "git", "ssh", "true", "git-lfs"];

/** Each planted program notes that it ran (on the host: in RUNNER_TEMP, hidden inside) and then does the real thing. */
function plant(hostMarker: string): string {
  const writes = PLANTED.map((name) => {
    const real = name === "sh" ? "/bin/sh" : `/usr/bin/${name}`;
    const note = `echo "${name} $(grep CapEff /proc/self/status)"`;
    const content = `#!/bin/sh\n${note} >> ${hostMarker} 2>/dev/null\n${note} >> out/planted.txt 2>/dev/null\nexec ${real} "$@"\n`;
    return `      - { name: write_to_file, input: { path: node_modules/.bin/${name}, content: ${JSON.stringify(content)} } }\n`;
  });
  // A hook where the repository's core.hooksPath points (husky's layout): git on the host would run it.
  const hook = `#!/bin/sh\necho "post-checkout hook" >> ${hostMarker}\n`;
  writes.push(
    `      - { name: write_to_file, input: { path: .husky/post-checkout, content: ${JSON.stringify(hook)} } }\n`,
  );
  return `  - tool_calls:\n${writes.join("")}${commandTurn("mkdir -p out && chmod +x node_modules/.bin/* .husky/post-checkout && echo planted")}`;
}

describe("programs planted on PATH in the work tree", () => {
  let repo: TestRepo;
  let dirs: Awaited<ReturnType<typeof runnerDirs>>;
  let run: ChildRun;
  let hostMarker: string;

  beforeAll(async () => {
    dirs = await runnerDirs();
    hostMarker = path.join(dirs.runnerTemp, "planted-ran-on-host.txt");
    repo = await repoWithRemote({
      // Nothing the agent writes is committed, so the run ends by checking the starting branch out again.
      ".gitignore": "node_modules/\nout/\n.husky/\n",
      ".github/patchbay.yml": `sandbox:
  mode: required
approval:
  default: deny
  rules:
    - allow: execute_command
      allow_redirects: true
    - allow: write_to_file
`,
    });
    repo.git("config", "core.hooksPath", ".husky");
    run = await replayRun({
      root: repo.root,
      work: repo.work,
      prompt: "plant",
      dirs,
      turns: `${plant(hostMarker)}${commandTurn("echo second > out/second.txt")}${commandTurn("echo third > out/third.txt")}`,
      // Absolute, as $GITHUB_PATH adds it, and relative, as a hand-written PATH may have it.
      path: `${repo.work}/node_modules/.bin:node_modules/.bin:${process.env.PATH ?? "/usr/bin:/bin"}`,
    });
  }, 120_000);

  afterAll(async () => {
    await repo?.cleanup();
    await dirs?.cleanup();
  });

  it("the commands after the planting run, in the sandbox, and the run ends on the branch it started from", async () => {
    expect(run.stdout, run.stdout + run.stderr).toContain("■ no_changes");
    expect(run.stdout).toContain("switched back to main");
    expect(await readFile(path.join(repo.work, "out/second.txt"), "utf8")).toBe("second\n");
    expect(await readFile(path.join(repo.work, "out/third.txt"), "utf8")).toBe("third\n");
  });

  it("none of the planted programs ran: not on the host, not inside before the privileges were dropped", async () => {
    // The planting itself worked: the programs are there, on PATH, executable.
    await access(path.join(repo.work, "node_modules/.bin/nsenter"), constants.X_OK);
    expect(await readFile(hostMarker, "utf8").catch(() => "")).toBe("");
    const planted = await readFile(path.join(repo.work, "out/planted.txt"), "utf8").catch(() => "");
    expect(planted).toBe("");
  });
});
