import { execFileSync } from "node:child_process";
import { mkdtemp, realpath, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ToolContext } from "../../src/tools/types.js";
import { scrubbedEnv } from "../../src/util/env.js";

export interface Workspace {
  dir: string;
  cleanup(): Promise<void>;
}

/** A fresh, symlink-resolved temp directory. */
export async function makeWorkspace(prefix = "pb-tools-"): Promise<Workspace> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), prefix)));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export function git(dir: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd: dir,
    encoding: "utf8",
    env: {
      ...scrubbedEnv(process.env),
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@t",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@t",
    },
  });
}

export function makeCtx(workspace: string, extra: Partial<ToolContext> = {}): ToolContext {
  return {
    workspace,
    signal: new AbortController().signal,
    env: scrubbedEnv(process.env),
    log: () => {},
    ...extra,
  };
}
