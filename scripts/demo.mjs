// `npm run demo`: Patchbay's whole job on a bundled example, on this machine,
// with no key and no network. The built action (dist/index.js) runs exactly as
// a runner would run it, on an `issues.labeled` event, against a copy of
// examples/demo-repo whose `origin` is a bare repository in a temp dir.
//
//   npm run demo                                        # replay cassette
//   npm run demo -- --model anthropic/claude-sonnet-4-5 # a real model (key in env)
//   npm run demo -- --keep                              # keep the temp dir
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const modelFlag = args.includes("--model") ? args[args.indexOf("--model") + 1] : undefined;
const keep = args.includes("--keep");

if (!existsSync(path.join(root, "dist/index.js"))) {
  console.error("dist/index.js is missing: run `npm run build` first.");
  process.exit(1);
}

const cleanups = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), "patchbay-demo-"));
const work = path.join(tmp, "demo-math");
const remote = path.join(tmp, "origin.git");
const gitEnv = {
  PATH: process.env.PATH,
  HOME: tmp,
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "Octocat",
  GIT_AUTHOR_EMAIL: "octocat@example.com",
  GIT_COMMITTER_NAME: "Octocat",
  GIT_COMMITTER_EMAIL: "octocat@example.com",
};
const git = (cwd, ...a) => execFileSync("git", a, { cwd, env: gitEnv, encoding: "utf8" }).trim();

const heading = (text) => console.log(`\n\x1b[1m── ${text} ${"─".repeat(Math.max(0, 70 - text.length))}\x1b[0m`);

try {
  heading("Set-up");
  cpSync(path.join(root, "examples/demo-repo"), work, { recursive: true });
  git(tmp, "init", "-q", "--bare", "-b", "main", remote);
  git(work, "init", "-q", "-b", "main");
  git(work, "add", "-A");
  git(work, "commit", "-q", "-m", "demo-math: add() and multiply()");
  git(work, "remote", "add", "origin", `file://${remote}`);
  git(work, "push", "-q", "origin", "main");
  console.log(`repository  ${work}`);
  console.log(`origin      file://${remote}`);
  console.log('event       issues.labeled — issue #1 "add() returns the wrong sum", label `patchbay`');
  console.log(`model       ${modelFlag ?? "replay (examples/demo/cassette.yml): no model is called, cost n/a"}`);

  heading("The action run (node dist/index.js, as a runner calls it)");
  // The sandbox hides Patchbay's own folder, /tmp and the runner's home from tool commands and MCP
  // servers, as on a runner. The demo's tools (tsx for `npm test`, the filesystem MCP server) come from
  // Patchbay's node_modules, so they go where a sandboxed process can read them: a linked copy (hard
  // links: instant on one file system; a real copy otherwise) in a folder the sandbox leaves visible.
  const tools = mkdtempSync(path.join(existsSync("/var/tmp") ? "/var/tmp" : tmp, "patchbay-demo-tools-"));
  cleanups.push(tools);
  const linked = spawnSync("cp", ["-al", path.join(root, "node_modules"), tools]);
  if (linked.status !== 0)
    cpSync(path.join(root, "node_modules"), path.join(tools, "node_modules"), { recursive: true });
  const env = {
    PATH: `${path.join(tools, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
    HOME: tmp,
    GIT_CONFIG_NOSYSTEM: "1",
    PATCHBAY_ROOT: tools,
    // Not GITHUB_ACTIONS: under Actions a run with no github_token fails closed (it
    // cannot check who asked); this demo has no GitHub and says so.
    GITHUB_EVENT_NAME: "issues",
    GITHUB_EVENT_PATH: path.join(root, "examples/events/issues.labeled.json"),
    GITHUB_WORKSPACE: work,
    GITHUB_REPOSITORY: "octo-org/example",
    GITHUB_RUN_ID: "4242",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_OUTPUT: path.join(tmp, "output.txt"),
    GITHUB_STEP_SUMMARY: path.join(tmp, "summary.md"),
    GITHUB_STATE: path.join(tmp, "state.txt"),
    RUNNER_TEMP: tmp,
    INPUT_MODEL: modelFlag ?? `replay:${path.join(root, "examples/demo/cassette.yml")}`,
    INPUT_DRY_RUN: "false",
    INPUT_CONFIG: ".github/patchbay.yml",
  };
  // The runner creates these files before a step runs.
  for (const file of [env.GITHUB_OUTPUT, env.GITHUB_STEP_SUMMARY, env.GITHUB_STATE]) writeFileSync(file, "");
  // A real model needs its key: pass the provider keys through, nothing else.
  for (const key of [
    "ANTHROPIC_API_KEY",
    "OPENAI_API_KEY",
    "GOOGLE_GENERATIVE_AI_API_KEY",
    "OPENAI_COMPATIBLE_API_KEY",
  ])
    if (process.env[key]) env[key] = process.env[key];
  const run = spawnSync(process.execPath, [path.join(root, "dist/index.js")], { env, stdio: "inherit" });

  heading("Action outputs");
  const outputs = readFileSync(env.GITHUB_OUTPUT, "utf8");
  const values = {};
  for (const m of outputs.matchAll(/^(\w+)<<(ghadelimiter_[^\n]+)\n([\s\S]*?)\n\2$/gm)) values[m[1]] = m[3];
  // summary is the job summary's Markdown (printed below); final_message is shown in full there too.
  for (const [k, v] of Object.entries(values))
    if (k !== "summary") console.log(`${k.padEnd(14)}${v.includes("\n") ? `${v.split("\n")[0]} …` : v}`);
  if (!values.pr_url)
    console.log(
      "\n(pr_url is empty: the demo runs without a GitHub token, so no pull request is opened — the branch went to the local bare origin)",
    );

  heading("Job summary (GITHUB_STEP_SUMMARY, Markdown)");
  console.log(readFileSync(env.GITHUB_STEP_SUMMARY, "utf8").trim() || "(empty)");

  const branch = values.branch;
  if (branch) {
    heading(`git log ${branch} on the bare remote (with trailers)`);
    const log = git(remote, "log", "--reverse", "--format=%h %s%n%(trailers)%x00", `main..${branch}`);
    for (const entry of log
      .split("\0")
      .map((e) => e.trim())
      .filter(Boolean)) {
      const [subject, ...trailers] = entry.split("\n");
      console.log(subject);
      for (const t of trailers) if (t.trim()) console.log(`        ${t}`);
    }
    heading("What changed");
    console.log(git(remote, "diff", "--stat", `main...${branch}`));
  }
  if (values.transcript)
    console.log(`\ntranscript: ${values.transcript}${keep ? "" : " (deleted with the temp dir; --keep keeps it)"}`);
  if (run.status !== 0 || values.outcome !== "completed") {
    console.error(`\nThe demo run ended as ${values.outcome ?? "unknown"} (exit ${run.status}).`);
    process.exitCode = 1;
  }
} finally {
  if (keep) console.log(`\nkept: ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
  for (const dir of cleanups) rmSync(dir, { recursive: true, force: true });
}
