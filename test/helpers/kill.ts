/**
 * For the crash tests (docs/decisions/0012-faults-leave-the-repository-consistent.md): the built bundle as a real process, killed at a
 * chosen moment, and what a repository must look like afterwards.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { git } from "./git.js";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CLI = path.join(ROOT, "bin/patchbay.js");

/** The bundle the tests run; CI builds it before the tests. */
export function requireBundle(): void {
  if (!existsSync(path.join(ROOT, "dist/index.js")))
    throw new Error("dist/index.js is missing: run `npm run build` before these tests.");
}

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `node <script> ...args` in its own process group (so the whole group can be killed, as a runner does). */
export function startNode(script: string, args: string[], opts: { cwd: string; env: Record<string, string> }): Started {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: opts.cwd,
    env: opts.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => out, exited };
}

/** A small seeded generator, so a failing trial can be told apart and repeated (PATCHBAY_KILL_SEED). */
export function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** Files dead git processes leave: temporary packs, fast-import's crash reports and .keep marks, lock files. */
export async function gitLeftovers(repo: string): Promise<string[]> {
  const gitDir = path.join(repo, ".git");
  const packDir = path.join(gitDir, "objects/pack");
  const found: string[] = [];
  for (const name of await readdir(packDir)) {
    if (name.startsWith("tmp_")) found.push(`objects/pack/${name}`);
    if (name.endsWith(".keep") && (await readFile(path.join(packDir, name), "utf8")).trim() === "fast-import")
      found.push(`objects/pack/${name}`);
  }
  for (const name of await readdir(gitDir)) if (/^fast_import_crash_|\.lock$/.test(name)) found.push(name);
  return found;
}

/** `git status` as a list: empty when work tree, index and branch agree. */
export function statusLines(repo: string): string[] {
  return git(repo, "status", "--porcelain=v1", "--untracked-files=all").split("\n").filter(Boolean);
}
