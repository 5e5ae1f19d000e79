/**
 * Tool subprocesses get a scrubbed environment, and secret values are
 * redacted wherever they would be shown — checked on the helpers and on a real
 * run whose model asks a command to print its environment.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Redactor } from "../../src/secrets/redactor.js";
import { isSecretName, scrubbedEnv } from "../../src/util/env.js";
import { runCli } from "../helpers/cli.js";
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

describe("which variables hold secrets", () => {
  it("by a whole word of the name, never a part of one", () => {
    for (const name of [
      "GITHUB_TOKEN",
      "NODE_AUTH_TOKEN",
      "NPM_CONFIG__AUTH",
      "INPUT_ANTHROPIC_API_KEY",
      "OPENAI_APIKEY",
      "AWS_SECRET_ACCESS_KEY",
      "AWS_ACCESS_KEY_ID",
      "DEPLOY_PRIVATE_KEY",
      "DB_PASSWORD",
      "session-cookie",
    ])
      expect(isSecretName(name), name).toBe(true);
    for (const name of [
      "GIT_AUTHOR_NAME",
      "GIT_AUTHOR_EMAIL",
      "OAUTHLIB_INSECURE_TRANSPORT",
      "XDG_SESSION_TYPE",
      "TOKENIZERS_PARALLELISM",
      "KEYBOARD_LAYOUT",
      "GOOGLE_APPLICATION_CREDENTIALS",
      "INPUT_DRY_RUN",
    ])
      expect(isSecretName(name), name).toBe(false);
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
    const run = await runCli(
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

/** An MCP server with nothing to offer (line-JSON): it connects, lists no tools, and waits. */
const QUIET_SERVER = `import { createInterface } from "node:readline";
createInterface({ input: process.stdin }).on("line", (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  const result = m.method === "initialize"
    ? { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "quiet", version: "1" } }
    : { tools: [] };
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: m.id, result }) + "\\n");
});
`;

describe("secrets by what they are, in a run of the bundle", () => {
  let repo: TestRepo | undefined;
  afterEach(async () => {
    await repo?.cleanup();
  });

  it("masks a credential in a variable of any name and what a config hands a server; leaves the author's name alone", async () => {
    const token = "ghp_16C7e42F292c6912E7710c838347Ae178B4a";
    const handed = "handed-to-the-server-on-purpose";
    repo = await repoWithRemote({
      "notes.txt": `token ${token}\nhanded ${handed}\nedge cases, by edge\n`,
      "server.mjs": QUIET_SERVER,
      ".github/patchbay.yml": `approval:
  rules:
    - allow: read_file
mcp_servers:
  docs:
    command: node
    args: [server.mjs]
    env:
      DOCS_SETTING: \${DOCS_SETTING}
`,
    });
    const cassette = path.join(repo.root, "read.yml");
    await writeFile(
      cassette,
      "turns:\n  - tool_calls:\n      - { name: read_file, input: { path: notes.txt } }\n  - tool_calls:\n      - { name: attempt_completion, input: { result: read } }\n",
    );
    const transcript = path.join(repo.root, "t.jsonl");
    const run = await runCli(
      ["run", "--prompt", "read the notes", "--model", `replay:${cassette}`, "--transcript", transcript],
      {
        cwd: repo.work,
        env: {
          PATH: process.env.PATH,
          HOME: repo.root,
          // Not a secret name: a credential by what it is (secretlint's GitHub rule).
          DEPLOY_KEYS_FOR_CI: token,
          // Handed to a server by the config.
          DOCS_SETTING: handed,
          // A name, not a secret: it used to count as one for the AUTH in AUTHOR.
          GIT_AUTHOR_NAME: "edge",
        },
      },
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const everything = `${run.stdout}${await readFile(transcript, "utf8")}`;
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(handed);
    expect(everything).toContain("edge cases, by edge");
  });
});
