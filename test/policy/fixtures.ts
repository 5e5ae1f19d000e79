/** Shared set-up for the policy tests: a real workspace in a temp dir and a config parsed by the real schema. */
import { mkdir, mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { CliIO } from "../../src/cli/io.js";
import { type Config, configSchema } from "../../src/config/schema.js";

export function config(yaml: string): Config {
  return configSchema.parse(parseYaml(yaml) ?? {});
}

/** The rules the command table is judged against. */
export const TABLE_CONFIG_YAML = `
approval:
  default: ask
  rules:
    - allow: execute_command
      commands: ["npm test", "npm run *", "git diff *", "git status", "echo *", "ls *", "cat *", "grep *",
                 "wc *", "sort *", "head *", "true", "date", "printf *"]
    - deny: execute_command
      commands: ["curl *", "wget *", "rm -rf *", "nc *", "sudo *"]
      reason: no network or mass deletion
    - ask: execute_command
      commands: ["git push *"]
    - allow: execute_command
      commands: ["npm test > test-output.txt", "echo $(date)"]
    - allow: execute_command
      commands: ["tsc *"]
      allow_redirects: true
`;

export async function workspace(
  files: Record<string, string> = {},
): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), "patchbay-policy-")));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export function memoryIO(cwd: string): { io: CliIO; out: () => string; err: () => string } {
  let stdout = "";
  let stderr = "";
  return {
    io: {
      stdout: (t) => {
        stdout += t;
      },
      stderr: (t) => {
        stderr += t;
      },
      env: { PATH: process.env.PATH },
      cwd,
      isTTY: false,
    },
    out: () => stdout,
    err: () => stderr,
  };
}
