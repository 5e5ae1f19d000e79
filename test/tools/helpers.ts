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

export function makeCtx(workspace: string, extra: Partial<ToolContext> = {}): ToolContext {
  return {
    workspace,
    signal: new AbortController().signal,
    env: scrubbedEnv(process.env),
    log: () => {},
    ...extra,
  };
}
