/**
 * A disk that fills up during a run. The repository lives on a small
 * tmpfs (mounted in a mount namespace of its own: as root, or as a user where
 * unprivileged user namespaces are allowed); the agent writes a file that still
 * fits, and the checkpoint of it does not. The run ends `failed` with one
 * sentence that says the disk is full and what to do — never "Internal error …
 * please report this" — the earlier checkpoint stands, and no temporary pack or
 * crash report is left in .git. With space freed, the next run is consistent.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { CLI, requireBundle } from "../helpers/kill.js";
import { buildRepo } from "../helpers/repo.js";
import { tempTree } from "../helpers/tmp.js";

let tree: { dir: string; cleanup: () => Promise<void> } | undefined;
afterEach(async () => {
  await tree?.cleanup();
  tree = undefined;
});

/** `unshare` with a mount namespace we may mount in: as root directly, else in a user namespace of our own. */
function unshareArgs(): string[] {
  const root = process.getuid?.() === 0;
  const args = root ? ["--mount"] : ["--mount", "--map-root-user"];
  const probe = spawnSync("unshare", [...args, "true"], { encoding: "utf8" });
  if (probe.status !== 0)
    throw new Error(
      `this test mounts a small tmpfs in a mount namespace and needs root or unprivileged user namespaces (unshare ${args.join(" ")} said: ${(probe.stderr || probe.error?.message || "").trim()}); run it as root, as CI does`,
    );
  return args;
}

const SCRIPT = `
set -u
out="$1"; seed="$2"; cli="$3"; fits="$4"; after="$5"
mnt="$out/mnt"; mkdir -p "$mnt"
mount -t tmpfs -o size=4m tmpfs "$mnt" || exit 90
cp -a "$seed" "$mnt/repo"
cd "$mnt/repo"
avail=$(df --output=avail -B1 "$mnt" | tail -1)
# Room for the agent's file (about 100 KB) but not also for the pack holding it.
head -c $((avail - 150000)) /dev/zero > "$mnt/filler"
node "$cli" run --prompt "fill the disk" --model "replay:$fits" > "$out/run1.txt" 2>&1; echo $? > "$out/rc1"
{ ls -a .git; ls -a .git/objects/pack; } > "$out/leftovers"
git log --format=%s > "$out/log1"
rm "$mnt/filler"
node "$cli" run --prompt "fill the disk" --model "replay:$after" > "$out/run2.txt" 2>&1; echo $? > "$out/rc2"
git status --porcelain=v1 --untracked-files=all > "$out/status"
git fsck --no-dangling > "$out/fsck" 2>&1; echo $? >> "$out/fsck"
git log --format=%s > "$out/log2"
git show HEAD:src/big.txt > "$out/big"
`;

it("a disk that fills up during a run: a named outcome, the earlier checkpoint kept, no temporary files left", async () => {
  requireBundle();
  const unshare = unshareArgs();
  tree = await tempTree();
  const seed = path.join(tree.dir, "seed");
  buildRepo(seed, {
    files: {
      ".github/patchbay.yml":
        'sandbox:\n  mode: off\napproval:\n  default: deny\n  rules:\n    - allow: [write_to_file]\n      paths: ["src/**"]\n',
      "src/a.txt": "a\n",
    },
  });

  // Random text does not compress: the pack needs about as much room as the file.
  const big = randomBytes(75_000).toString("base64");
  const fits = path.join(tree.dir, "fits.yml");
  await writeFile(
    fits,
    `turns:
  - tool_calls:
      - { name: write_to_file, input: { path: src/small.txt, content: "small\\n" } }
  - tool_calls:
      - { name: write_to_file, input: { path: src/big.txt, content: "${big}" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: done } }
`,
  );
  const after = path.join(tree.dir, "after.yml");
  await writeFile(
    after,
    `turns:
  - tool_calls:
      - { name: write_to_file, input: { path: src/big.txt, content: "smaller now\\n" } }
  - tool_calls:
      - { name: attempt_completion, input: { result: done } }
`,
  );
  const ran = spawnSync("unshare", [...unshare, "bash", "-c", SCRIPT, "script", tree.dir, seed, CLI, fits, after], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: tree.dir, TMPDIR: tree.dir, GIT_CONFIG_NOSYSTEM: "1" },
    timeout: 120_000,
  });
  expect(ran.status, `${ran.stdout}${ran.stderr}`).toBe(0);
  const read = (name: string) => readFile(path.join(tree?.dir ?? "", name), "utf8");
  const run1 = await read("run1.txt");

  expect((await read("rc1")).trim(), run1).toBe("1");
  expect(run1).toMatch(
    /failed: Stopped because the disk is full \(fatal: .*(Out of diskspace|No space left on device)\)/,
  );
  expect(run1).toContain("free some space (or give the job a bigger disk) and run again");
  expect(run1).not.toMatch(/Internal error|please report/);
  expect((await read("log1")).trim().split("\n")).toEqual(["write_to_file: src/small.txt (created)", "initial"]);
  expect((await read("leftovers")).split("\n").filter((f) => /^tmp_|fast_import_crash_|\.keep$/.test(f))).toEqual([]);

  const run2 = await read("run2.txt");
  expect((await read("rc2")).trim(), run2).toBe("0");
  expect(await read("status")).toBe("");
  expect((await read("fsck")).trim()).toBe("0");
  // The file the full disk kept out of a commit is committed by the next run, as it now is.
  expect((await read("log2")).trim().split("\n")[0]).toMatch(
    /^patchbay, write_to_file: changes the last run made and could not commit/,
  );
  expect(await read("big")).toBe("smaller now\n");
}, 180_000);
