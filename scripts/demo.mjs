// `npm run demo`: Patchbay's whole job on a bundled example, on this machine,
// with no key and no network. The built action (dist/index.js) runs exactly as
// a runner would run it, on an `issues.labeled` event, against a copy of
// examples/demo-repo whose `origin` is a bare repository in a temp dir, and
// with GITHUB_API_URL pointed at a local stand-in for GitHub's REST API
// (scripts/demo-github.mjs, on 127.0.0.1) that records the progress comment
// and the pull request the run makes, so the demo can print them.
//
//   npm run demo                                        # replay cassette
//   npm run demo -- --model anthropic/claude-sonnet-4-5 # a real model (key in env)
//   npm run demo -- --keep                              # keep the temp dir
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startGitHubStandIn } from "./demo-github.mjs";

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

// Bold headings on a terminal only, and never with NO_COLOR (a log file gets plain text).
const bold = process.stdout.isTTY && !process.env.NO_COLOR ? (t) => `\x1b[1m${t}\x1b[0m` : (t) => t;
const heading = (text) => console.log(`\n${bold(`── ${text} ${"─".repeat(Math.max(0, 70 - text.length))}`)}`);

// Not a real token: the stand-in accepts only this one, and it must show up in no output,
// comment, pull request or file the run writes (the demo checks, below).
const STAND_IN_TOKEN = "demo-stand-in-token-4242-not-a-github-token";
const event = JSON.parse(readFileSync(path.join(root, "examples/events/issues.labeled.json"), "utf8"));
let github;

/** GitHub's rendering, roughly, for a terminal: hidden HTML comments dropped, layout tags unwrapped. */
const asText = (markdown) =>
  markdown
    .replace(/<!--[\s\S]*?-->\n?/g, "")
    .replace(/<\/?(sub|sup|details|summary|br)\s*\/?>/g, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

/**
 * Runs the action as a child (the stand-in answers it from this process, so no spawnSync) and
 * echoes its output line by line as a runner's log shows it: `::add-mask::` commands are the
 * runner's to consume (they carry the secret to mask), so they are neither shown nor kept;
 * a `::group::` is shown as its title.
 */
function runAction(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "dist/index.js")], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const shown = [];
    const echo = (stream, out) => {
      let pending = "";
      const emit = (raw) => {
        if (raw.startsWith("::add-mask::") || raw === "::endgroup::") return;
        // A runner shows `::group::TITLE` as a collapsible section; here, as its title.
        const line = raw.startsWith("::group::") ? `▸ ${raw.slice("::group::".length)}` : raw;
        shown.push(line);
        out.write(`${line}\n`);
      };
      stream.setEncoding("utf8");
      stream.on("data", (text) => {
        const lines = (pending + text).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) emit(line);
      });
      stream.on("end", () => pending && emit(pending));
    };
    echo(child.stdout, process.stdout);
    echo(child.stderr, process.stderr);
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, output: shown.join("\n") }));
  });
}

try {
  heading("Set-up");
  cpSync(path.join(root, "examples/demo-repo"), work, { recursive: true });
  git(tmp, "init", "-q", "--bare", "-b", "main", remote);
  git(work, "init", "-q", "-b", "main");
  git(work, "add", "-A");
  git(work, "commit", "-q", "-m", "demo-math: add() and multiply()");
  git(work, "remote", "add", "origin", `file://${remote}`);
  git(work, "push", "-q", "origin", "main");
  github = await startGitHubStandIn({ owner: "octo-org", repo: "example", token: STAND_IN_TOKEN, issue: event.issue });
  console.log(`repository  ${work}`);
  console.log(`origin      file://${remote}`);
  console.log(`GitHub API  ${github.url} — a local stand-in (scripts/demo-github.mjs), not GitHub: it answers`);
  console.log("            the run's few REST calls and records the comment and pull request it makes");
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
    // Not GITHUB_ACTIONS: that would make the sandbox required (sandbox.mode's default under
    // Actions), and the demo runs on machines that cannot set one up too. The permission
    // check still runs: there is a token, so the run asks the stand-in.
    GITHUB_EVENT_NAME: "issues",
    GITHUB_EVENT_PATH: path.join(root, "examples/events/issues.labeled.json"),
    GITHUB_WORKSPACE: work,
    GITHUB_REPOSITORY: "octo-org/example",
    GITHUB_RUN_ID: "4242",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_API_URL: github.url,
    GITHUB_OUTPUT: path.join(tmp, "output.txt"),
    GITHUB_STEP_SUMMARY: path.join(tmp, "summary.md"),
    GITHUB_STATE: path.join(tmp, "state.txt"),
    RUNNER_TEMP: tmp,
    INPUT_GITHUB_TOKEN: STAND_IN_TOKEN,
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
  const run = await runAction(env);

  heading("Action outputs");
  const outputs = readFileSync(env.GITHUB_OUTPUT, "utf8");
  const values = {};
  for (const m of outputs.matchAll(/^(\w+)<<(ghadelimiter_[^\n]+)\n([\s\S]*?)\n\2$/gm)) values[m[1]] = m[3];
  // summary is the job summary's Markdown (printed below); final_message is shown in full there too.
  for (const [k, v] of Object.entries(values))
    if (k !== "summary") console.log(`${k.padEnd(14)}${v.includes("\n") ? `${v.split("\n")[0]} …` : v}`);
  console.log(
    values.pr_url
      ? "\n(pr_url is the local stand-in's: the run opened its pull request there, not on GitHub; the branch went to the local bare origin)"
      : "\n(pr_url is empty: no pull request was opened, not even on the local stand-in — see the run's output above)",
  );

  const [comment] = [...github.comments.values()];
  heading("Progress comment on issue #1 (as the stand-in received it; Markdown shown as text)");
  if (comment) {
    console.log(`(posted once, then edited ${comment.bodies.length - 1} times as the run went; its final text:)\n`);
    console.log(asText(comment.bodies.at(-1)));
  } else console.log("(none: the run posted no progress comment)");

  for (const pr of github.pulls) {
    heading(`Pull request #${pr.number} on the stand-in: ${pr.head} → ${pr.base}${pr.draft ? " (draft)" : ""}`);
    console.log(`${pr.title}\n\n${asText(pr.body)}`);
  }

  heading("Job summary (GITHUB_STEP_SUMMARY, Markdown)");
  const summary = readFileSync(env.GITHUB_STEP_SUMMARY, "utf8");
  console.log(summary.trim() || "(empty)");

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

  heading("Checks");
  // What a reader of the demo must be able to trust: the token went nowhere it should not.
  const written = [
    run.output,
    outputs,
    summary,
    readFileSync(env.GITHUB_STATE, "utf8"),
    ...[...github.comments.values()].flatMap((c) => c.bodies),
    ...github.pulls.flatMap((p) => [p.title, p.body]),
    branch ? git(remote, "log", "-p", `main..${branch}`) : "",
    values.transcript && existsSync(values.transcript) ? readFileSync(values.transcript, "utf8") : "",
  ].join("\n");
  const leaked = written.includes(STAND_IN_TOKEN);
  console.log(
    leaked
      ? "✗ the token appears in the run's output, a comment, the pull request, a commit, the transcript or the step's files"
      : "token: in no output, comment, pull request, commit, transcript or step file",
  );
  for (const line of github.unauthorized) console.log(`✗ the stand-in got a request without the token: ${line}`);
  for (const line of github.unanswered) console.log(`note: the stand-in had no answer for ${line} (404)`);

  if (values.transcript)
    console.log(`\ntranscript: ${values.transcript}${keep ? "" : " (deleted with the temp dir; --keep keeps it)"}`);
  if (run.status !== 0 || values.outcome !== "completed" || leaked || github.unauthorized.length) {
    console.error(`\nThe demo run ended as ${values.outcome ?? "unknown"} (exit ${run.status}).`);
    process.exitCode = 1;
  }
} finally {
  await github?.close();
  if (keep) console.log(`\nkept: ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
  for (const dir of cleanups) rmSync(dir, { recursive: true, force: true });
}
