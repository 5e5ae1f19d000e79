/**
 * A stand-in npm registry on 127.0.0.1 serving packages packed from folders
 * (`npm pack`, no network), so real npm installs real packages in the tests
 * without reaching the internet. Enough of the registry API for `npm install
 * name[@version]`: the packument, and the tarball.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type HttpFixture, listen } from "./http-servers.js";

export interface Registry extends HttpFixture {
  /** The registry's URL, for npm_config_registry. */
  registry: string;
  /** Requests the registry answered, by path. */
  requests: () => string[];
}

export interface FixturePackage {
  name: string;
  version: string;
  /** package.json's `bin` */
  bin: Record<string, string>;
  files: Record<string, string>;
  scripts?: Record<string, string>;
}

export async function npmRegistry(packages: FixturePackage[]): Promise<Registry> {
  const work = await mkdtemp(path.join(tmpdir(), "patchbay-registry-"));
  const tarballs = new Map<string, Buffer>();
  const packuments = new Map<string, object>();
  let origin = "";
  const seen: string[] = [];
  for (const pkg of packages) {
    const dir = path.join(work, pkg.name.replace("/", "__"));
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, "package.json"),
      JSON.stringify({ name: pkg.name, version: pkg.version, type: "module", bin: pkg.bin, scripts: pkg.scripts }),
    );
    for (const [file, text] of Object.entries(pkg.files)) await writeFile(path.join(dir, file), text, { mode: 0o755 });
    const packed = execFileSync("npm", ["pack", "--silent", "--pack-destination", work], {
      cwd: dir,
      encoding: "utf8",
      env: { PATH: process.env.PATH, HOME: work, npm_config_update_notifier: "false" },
    }).trim();
    const tgz = await readFile(path.join(work, packed.split("\n").at(-1) as string));
    const file = `${pkg.name.split("/").at(-1)}-${pkg.version}.tgz`;
    tarballs.set(`/${pkg.name}/-/${file}`, tgz);
    packuments.set(`/${pkg.name.replace("/", "%2f")}`, {
      name: pkg.name,
      "dist-tags": { latest: pkg.version },
      versions: {
        [pkg.version]: {
          name: pkg.name,
          version: pkg.version,
          bin: pkg.bin,
          scripts: pkg.scripts,
          hasInstallScript: pkg.scripts ? true : undefined,
          dist: {
            tarball: `__ORIGIN__/${pkg.name}/-/${file}`,
            shasum: createHash("sha1").update(tgz).digest("hex"),
            integrity: `sha512-${createHash("sha512").update(tgz).digest("base64")}`,
          },
        },
      },
    });
  }
  const fixture = await listen((req, res) => {
    const url = decodeURIComponent(req.url ?? "/").replace(/\/$/, "");
    seen.push(url);
    const tgz = tarballs.get(url);
    if (tgz) {
      res.writeHead(200, { "Content-Type": "application/octet-stream" }).end(tgz);
      return;
    }
    const doc = packuments.get(url.replace(/^\/(@[^/]+)\//, "/$1%2f"));
    if (doc) {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(doc).replaceAll("__ORIGIN__", origin));
      return;
    }
    res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "Not found" }));
  }, "/");
  origin = new URL(fixture.url).origin;
  return {
    ...fixture,
    registry: `${origin}/`,
    requests: () => [...seen],
    close: async () => {
      await fixture.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}

/** A dependency-free MCP server (line JSON on stdio) with one tool, `hello`, that says where it runs. */
export const TINY_SERVER = `#!/usr/bin/env node
import { writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
// The package's own folder is in Patchbay's cache: the server must not be able to change it.
function writeSelf() { try { writeFileSync(new URL("./planted.js", import.meta.url), "x"); return "written"; } catch (e) { return e.code; } }
createInterface({ input: process.stdin }).on("line", (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  const result = m.method === "initialize"
    ? { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "tiny", version: "1" } }
    : m.method === "tools/list"
      ? { tools: [{ name: "hello", description: "Says hello, and what it sees", inputSchema: { type: "object" } }] }
      : { content: [{ type: "text", text: JSON.stringify({ hello: "from a package", home: process.env.HOME, seen: process.env.SEEN_HOME ?? null, args: process.argv.slice(2), writeOwnFolder: writeSelf() }) }] };
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: m.id, result }) + "\\n");
});
`;
