/**
 * Where config text comes from: the working tree, or — on pull-request events —
 * a git ref of the base branch, so a PR cannot add servers or loosen rules for
 * its own run (docs/decisions/0002-one-config-file-with-safe-defaults.md). Reading through git, not the working tree, is the point.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { scrubbedEnv } from "../util/env.js";
import { hostGit } from "../util/host-git.js";
import { ConfigError } from "./errors.js";

export interface ConfigSource {
  repo: string;
  /** A commit or ref to read from instead of the working tree (the PR's base sha). */
  ref?: string;
  /** The base branch name, fetched when `ref` is not in the clone (depth-1 checkouts). */
  fetchRef?: string;
  env: Record<string, string | undefined>;
}

/** The file's text, or undefined when it does not exist there. */
export async function readConfigText(source: ConfigSource, file: string): Promise<string | undefined> {
  const absolute = path.resolve(source.repo, file);
  if (!source.ref) {
    try {
      return await readFile(absolute, "utf8");
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw new ConfigError([{ file, message: `cannot read: ${(e as Error).message}` }]);
    }
  }
  const relative = path.relative(source.repo, absolute).split(path.sep).join("/");
  if (relative.startsWith("..")) {
    throw new ConfigError([
      {
        file,
        message: "on pull-request events the config must be inside the repository (it is read from the base branch)",
      },
    ]);
  }
  await ensureRef({ ...source, ref: source.ref });
  const result = await git(source, ["cat-file", "blob", `${source.ref}:${relative}`]);
  if (result.exitCode === 0) return result.stdout;
  const missing = await git(source, ["cat-file", "-e", `${source.ref}:${relative}`]);
  if (missing.exitCode !== 0) return undefined;
  throw new ConfigError([{ file, message: `cannot read from ${source.ref}: ${result.stderr.trim()}` }]);
}

/** The revision `source.ref` is in the clone: fetched (depth 1) from origin when a shallow checkout lacks it. */
export async function ensureRef(source: ConfigSource & { ref: string }): Promise<void> {
  const ref = source.ref;
  if ((await git(source, ["cat-file", "-e", `${ref}^{commit}`])).exitCode === 0) return;
  const fetched = await git(source, ["fetch", "--no-tags", "--depth=1", "origin", source.fetchRef ?? ref]);
  const present = await git(source, ["cat-file", "-e", `${ref}^{commit}`]);
  if (present.exitCode !== 0) {
    throw new ConfigError([
      {
        file: source.repo,
        message: `the base revision ${ref} is not in the clone and could not be fetched (${fetched.stderr.trim() || "no output"}); use actions/checkout with fetch-depth: 0`,
      },
    ]);
  }
}

function git(source: ConfigSource, args: string[]) {
  return hostGit(source.repo, args, {
    cwd: source.repo,
    env: { ...scrubbedEnv(source.env), GIT_TERMINAL_PROMPT: "0" },
    timeoutMs: 60_000,
  });
}
