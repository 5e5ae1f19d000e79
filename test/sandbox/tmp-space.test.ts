/**
 * A local run's sandbox has a real /tmp and HOME (docs/decisions/0013-local-runs-like-a-local-tool.md): its own tmpfs of
 * `sandbox.limits.tmp_mb` (2 GiB by default), where `npx -y` keeps its cache and
 * test runners their scratch files — not the 64 KiB cover that hid the host's /tmp
 * when Patchbay's temp folder was /tmp itself. /dev/shm has a total size too. Run
 * through the bundle, as `patchbay run` in a checkout.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";
import { commandTurn } from "./helpers.js";

/** What a test runner or `npx -y` does: write megabytes to $HOME and /tmp. */
const PROBE = `mkdir -p out
df -m --output=size /tmp /dev/shm | tail -n +2 | tr -d ' ' | paste -sd' ' > out/sizes.txt
if head -c 8M /dev/zero > "$HOME/cache.bin"; then echo home-ok; else echo home-failed; fi > out/home.txt
if head -c 8M /dev/zero > /tmp/scratch.bin; then echo tmp-ok; else echo tmp-failed; fi > out/tmp.txt
`;

let repo: TestRepo | undefined;
afterEach(async () => {
  await repo?.cleanup();
  repo = undefined;
});

async function probe(limits: string): Promise<{ sizes: string; home: string; tmp: string }> {
  const r = await repoWithRemote({
    "probe.sh": PROBE,
    ".github/patchbay.yml": `sandbox:
  mode: required
${limits}approval:
  default: deny
  rules:
    - allow: execute_command
    - allow: write_to_file
      paths: ["out/**"]
`,
  });
  repo = r;
  const cassette = path.join(r.root, "c.yml");
  await writeFile(
    cassette,
    `turns:\n${commandTurn("bash probe.sh")}  - tool_calls:\n      - { name: attempt_completion, input: { result: probed } }\n`,
  );
  // No TMPDIR: Patchbay's own temp folder is /tmp, as on most machines.
  const run = await runCli(["run", "--prompt", "probe", "--model", `replay:${cassette}`], {
    cwd: r.work,
    env: { PATH: process.env.PATH, HOME: r.root },
  });
  expect(run.code, `${run.stdout}${run.stderr}`).toBe(0);
  const read = (name: string) => readFile(path.join(r.work, "out", name), "utf8").then((t) => t.trim());
  return { sizes: await read("sizes.txt"), home: await read("home.txt"), tmp: await read("tmp.txt") };
}

describe("the sandbox's /tmp and HOME in a local run", () => {
  it("have real space: 2 GiB by default, /dev/shm 256 MiB", async () => {
    const seen = await probe("");
    expect(seen).toEqual({ sizes: "2048 256", home: "home-ok", tmp: "tmp-ok" });
  });

  it("are bounded by sandbox.limits.tmp_mb", async () => {
    const seen = await probe("  limits:\n    tmp_mb: 4\n");
    expect(seen).toEqual({ sizes: "4 256", home: "home-failed", tmp: "tmp-failed" });
  });
});
