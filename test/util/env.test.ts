/**
 * DESIGN §9: tool subprocesses get a scrubbed environment, and secret values are
 * redacted wherever they would be shown — checked on the helpers and on a real
 * run whose model asks a command to print its environment.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Redactor } from "../../src/config/secrets.js";
import { scrubbedEnv } from "../../src/util/env.js";
import { runCliInMemory } from "../helpers/cli.js";
import { repoWithRemote, type TestRepo } from "../helpers/repo.js";

const RUNNER_ENV = {
  PATH: "/usr/bin:/bin",
  HOME: "/home/runner",
  GITHUB_TOKEN: "ghs_runnertoken1234567890",
  INPUT_GITHUB_TOKEN: "ghs_runnertoken1234567890",
  INPUT_ANTHROPIC_API_KEY: "sk-ant-input-key-123456",
  ANTHROPIC_API_KEY: "sk-ant-env-key-1234567",
  ACTIONS_RUNTIME_TOKEN: "runtime-token-abcdef",
  ACTIONS_ID_TOKEN_REQUEST_URL: "https://token.actions.example/oidc",
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: "oidc-request-token-abcdef",
  INPUT_DRY_RUN: "false",
  AWS_SECRET_ACCESS_KEY: "aws-secret-abcdef",
  LANG: "C.UTF-8",
};

describe("scrubbedEnv", () => {
  it("passes the harmless variables and nothing that grants access", () => {
    const env = scrubbedEnv(RUNNER_ENV);
    expect(env).toEqual({ PATH: "/usr/bin:/bin", HOME: "/home/runner", LANG: "C.UTF-8" });
  });

  it("passes what a config entry gives on purpose", () => {
    expect(scrubbedEnv(RUNNER_ENV, { NPM_TOKEN: "given-on-purpose" }).NPM_TOKEN).toBe("given-on-purpose");
  });
});

describe("Redactor", () => {
  it("masks the runner's secrets but not ordinary inputs", () => {
    const r = new Redactor();
    r.addFromEnv(RUNNER_ENV);
    const text = `token ghs_runnertoken1234567890 key sk-ant-env-key-1234567 oidc oidc-request-token-abcdef dry_run=false`;
    expect(r.redact(text)).toBe("token *** key *** oidc *** dry_run=false");
  });
});

describe("a command the model runs", () => {
  let repo: TestRepo | undefined;
  afterEach(async () => {
    await repo?.cleanup();
  });

  it("sees none of the runner's tokens, and the transcript shows none of them", async () => {
    repo = await repoWithRemote({
      "README.md": "x\n",
      ".github/patchbay.yml": "approval:\n  rules:\n    - allow: execute_command\n      commands: [env]\n",
    });
    const cassette = path.join(repo.root, "env.yml");
    await writeFile(
      cassette,
      "turns:\n  - tool_calls:\n      - { name: execute_command, input: { command: env } }\n  - tool_calls:\n      - { name: attempt_completion, input: { result: looked } }\n",
    );
    const transcript = path.join(repo.root, "t.jsonl");
    const run = await runCliInMemory(
      [
        "run",
        "--prompt",
        "show env",
        "--repo",
        repo.work,
        "--model",
        `replay:${cassette}`,
        "--transcript",
        transcript,
        "--dry-run",
      ],
      { cwd: repo.root, env: { ...process.env, ...RUNNER_ENV, PATH: process.env.PATH } },
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const lines = (await readFile(transcript, "utf8")).split("\n").filter(Boolean);
    const command = lines.map((l) => JSON.parse(l)).find((e) => e.type === "tool" && e.name === "execute_command");
    expect(command.ok).toBe(true);
    expect(command.output).toContain("PATH=");
    for (const name of [
      "GITHUB_TOKEN",
      "ANTHROPIC_API_KEY",
      "ACTIONS_RUNTIME_TOKEN",
      "ACTIONS_ID_TOKEN_REQUEST",
      "INPUT_",
      "AWS_SECRET",
    ])
      expect(command.output).not.toContain(name);
    const everything = `${run.stdout}${run.stderr}${lines.join("\n")}`;
    for (const secret of [
      "ghs_runnertoken1234567890",
      "sk-ant-env-key-1234567",
      "runtime-token-abcdef",
      "oidc-request-token-abcdef",
    ])
      expect(everything).not.toContain(secret);
  });
});
