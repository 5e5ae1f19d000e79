/**
 * Fork PRs (docs/decisions/0005-a-checkpoint-per-tool-call.md): nothing is pushed to the fork; the reporter posts the
 * work as a `git format-patch` series that `git am` applies.
 */
import type { GitRunner } from "./runner.js";

export async function formatPatch(runner: GitRunner, base: string, head: string): Promise<string> {
  const res = await runner.exec(
    ["format-patch", "--stdout", "--no-signature", "--binary", "--no-color", `${base}..${head}`],
    { maxOutputBytes: 256 * 1024 * 1024 },
  );
  return res.stdout;
}
