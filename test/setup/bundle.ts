/**
 * The system tests run what ships — dist/index.js and bin/patchbay.js — so dist/
 * must be what `npm run build` makes of the sources being tested. The build stamps
 * dist/ with a hash of its inputs (scripts/source-hash.mjs); when the tree at hand
 * hashes differently (an edited src/, a fresh dependency), dist/ is rebuilt here
 * first, once for the whole run, and the tests never see a stale bundle.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { STAMP, sourceHash } from "../../scripts/source-hash.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export default function setup(): void {
  const want = sourceHash(ROOT);
  let built = "";
  try {
    built = readFileSync(path.join(ROOT, "dist", STAMP), "utf8").trim();
  } catch {
    // no stamp: never built here
  }
  if (built === want) return;
  process.stderr.write("dist/ is not built from these sources: building it (npm run build) before the system tests…\n");
  execFileSync(process.execPath, [path.join(ROOT, "scripts/build.mjs")], { cwd: ROOT, stdio: "inherit" });
}
