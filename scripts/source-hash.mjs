// What dist/ is built from, as one hash: every file under src/, the build scripts,
// the lockfile and tsconfig. The build writes it to dist/.source-hash; the tests
// that run the bundle compare it with the tree they test and rebuild when it
// differs (test/setup/bundle.ts), so they always run what `npm run build` makes
// of the sources at hand.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const INPUTS = ["src", "scripts/build.mjs", "scripts/copy-wasm.mjs", "package-lock.json", "tsconfig.json"];
export const STAMP = ".source-hash";

function files(root, rel) {
  const full = path.join(root, rel);
  let entries;
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch {
    return [rel];
  }
  return entries.flatMap((e) => files(root, path.join(rel, e.name)));
}

export function sourceHash(root) {
  const hash = createHash("sha256");
  for (const rel of INPUTS.flatMap((i) => files(root, i)).sort()) {
    hash.update(`${rel}\0`);
    hash.update(readFileSync(path.join(root, rel)));
    hash.update("\0");
  }
  return hash.digest("hex");
}
