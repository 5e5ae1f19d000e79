/**
 * Fork pull requests (docs/decisions/0010-containment.md): nothing from the PR head runs
 * outside the sandbox, and nothing from it speaks with the base's authority.
 * - Instruction files (AGENTS.md, …) come from the base revision, read through
 *   git into a scratch folder; the head's versions are never read.
 * - A stdio server whose command is a file of the repository is refused: the
 *   fork could have rewritten it. Servers that name an installed program
 *   (npx, uvx, a binary on PATH) start — inside the sandbox, as everything does.
 */

import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { McpServerConfig } from "../../config/schema.js";
import { readConfigText } from "../../config/source.js";
import { scrubbedEnv } from "../../util/env.js";
import { hostGit } from "../../util/host-git.js";

/** The base revision's instruction files, copied into a folder of their own; remove it with `dispose`. */
export async function baseInstructions(opts: {
  repo: string;
  ref: string;
  fetchRef?: string;
  names: string[];
  tempDir: string;
  env: Record<string, string | undefined>;
}): Promise<{ dir: string; dispose: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(opts.tempDir, "patchbay-base-instructions-"));
  const source = { repo: opts.repo, ref: opts.ref, fetchRef: opts.fetchRef, env: opts.env };
  for (const name of opts.names) {
    const listed = await hostGit(opts.repo, ["ls-tree", "-r", "--name-only", opts.ref, "--", name], {
      cwd: opts.repo,
      env: { ...scrubbedEnv(opts.env), GIT_TERMINAL_PROMPT: "0" },
      timeoutMs: 30_000,
    });
    const files = listed.exitCode === 0 ? listed.stdout.split("\n").filter(Boolean) : [];
    for (const file of files) {
      const text = await readConfigText(source, file);
      if (text === undefined) continue;
      const target = path.join(dir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text);
    }
  }
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The servers a fork's run may start, and why the others may not. A command
 * or an argument that names an existing file in the work tree is the fork's code.
 */
export function forkSafeServers(
  servers: Record<string, McpServerConfig>,
  repo: string,
): { servers: Record<string, McpServerConfig>; refused: string[] } {
  const kept: Record<string, McpServerConfig> = {};
  const refused: string[] = [];
  for (const [name, server] of Object.entries(servers)) {
    const file = server.command ? repositoryFile(server, repo) : undefined;
    if (file === undefined) kept[name] = server;
    else
      refused.push(
        `MCP server "${name}" was not started: this pull request comes from a fork and the server runs ${file} from the repository, which the fork can change. Publish the server as a package (npx/uvx) or run it from a path outside the repository.`,
      );
  }
  return { servers: kept, refused };
}

function repositoryFile(server: McpServerConfig, repo: string): string | undefined {
  const cwd = server.cwd ? path.resolve(repo, server.cwd) : repo;
  for (const word of [server.command ?? "", ...server.args]) {
    if (word === "" || word.startsWith("-")) continue;
    // A bare name ("node", "npx") is a program on PATH; a path is a file.
    if (!word.includes("/") && !/\.(m?js|cjs|ts|py|sh|rb)$/.test(word)) continue;
    const absolute = path.resolve(cwd, word);
    const inside = !path.relative(repo, absolute).startsWith("..") && !path.isAbsolute(path.relative(repo, absolute));
    if (inside && existsSync(absolute)) return path.relative(repo, absolute) || ".";
  }
  return undefined;
}
