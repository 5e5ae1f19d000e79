export const id = 1807;
export const ids = [1807];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   rD: () => (/* binding */ wholeNumber),
/* harmony export */   yj: () => (/* binding */ positive)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42784);
/* harmony import */ var _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23368);
/**
 * Thin wrapper over node:util parseArgs: `--help`/`-h` prints the command's usage
 * (every command gets it for free), an unknown flag gets "did you mean", and any
 * other parse error becomes a UsageError.
 */



/** Exit code 0 tells main() to print the message on stdout: help is an answer, not an error. */
const HELP_EXIT = 0;
/** `positionals: false`: a command that takes only flags refuses a stray word, naming it. */
function parse(argv, options, usage, opts = {}) {
    if (wantsHelp(argv))
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`usage: ${usage}`, HELP_EXIT);
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${explain(e, options)}\nusage: ${usage}`, 2);
    }
    if (opts.positionals === false && parsed.positionals.length)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`unexpected argument "${parsed.positionals[0]}"\nusage: ${usage}`, 2);
    return parsed;
}
/** A flag's whole number from `min` to `max` (`fallback` when absent); `why` says where the bound comes from. */
function wholeNumber(value, flag, range) {
    if (value === undefined)
        return range.fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < range.min || n > range.max)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${flag} must be a whole number from ${range.min} to ${range.max}${range.why ? ` (${range.why})` : ""}, got "${value}"`, 2);
    return n;
}
/** A flag's positive number, or undefined when it was not given. */
function positive(value, flag) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0)
        throw new _util_usage_error_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${flag} must be a positive number, got "${value}"`, 2);
    return n;
}
/** `--help` or `-h` before a `--` that ends the options. */
function wantsHelp(argv) {
    const end = argv.indexOf("--");
    return (end === -1 ? argv : argv.slice(0, end)).some((a) => a === "--help" || a === "-h");
}
function explain(error, options) {
    const message = error instanceof Error ? error.message : String(error);
    const unknown = /Unknown option '(-{1,2}[^'=]+)/.exec(message)?.[1];
    if (!unknown)
        return message;
    const flags = Object.keys(options).map((name) => `--${name}`);
    const guess = (0,_config_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .nearest */ .p)(unknown, flags);
    return `unknown option ${unknown}${guess ? ` — did you mean ${guess}?` : ""}`;
}


/***/ }),

/***/ 91807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  initCommand: () => (/* binding */ initCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/util/usage-error.ts
var usage_error = __webpack_require__(23368);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
;// CONCATENATED MODULE: ./src/cli/init/detect.ts
/**
 * What `patchbay init` learns about a repository before it writes anything: the
 * command that runs its tests and the folders its source and tests live in.
 * Read-only; every probe is a file that says so on its face (no guessing from
 * file counts), and an unknown layout falls back to rules that ask.
 */


/** Common source and test folders, in the order a person would list them. */
const CODE_DIRS = ["src", "lib", "app", "pkg", "cmd", "internal", "test", "tests", "spec", "__tests__"];
function detectRepo(repo) {
    const editPaths = CODE_DIRS.filter((dir) => isDir(external_node_path_default().join(repo, dir))).map((dir) => `${dir}/**`);
    return { ...detectTestCommand(repo), editPaths };
}
function detectTestCommand(repo) {
    const packageJson = readJson(external_node_path_default().join(repo, "package.json"));
    const scripts = packageJson?.scripts;
    if (scripts && typeof scripts === "object" && typeof scripts.test === "string") {
        return { testCommand: `${nodeRunner(repo)} test`, testSource: "package.json scripts.test" };
    }
    if ((0,external_node_fs_.existsSync)(external_node_path_default().join(repo, "pyproject.toml")) || (0,external_node_fs_.existsSync)(external_node_path_default().join(repo, "pytest.ini"))) {
        return { testCommand: "python -m pytest", testSource: "pyproject.toml" };
    }
    if ((0,external_node_fs_.existsSync)(external_node_path_default().join(repo, "go.mod")))
        return { testCommand: "go test ./...", testSource: "go.mod" };
    if ((0,external_node_fs_.existsSync)(external_node_path_default().join(repo, "Cargo.toml")))
        return { testCommand: "cargo test", testSource: "Cargo.toml" };
    const makefile = readText(external_node_path_default().join(repo, "Makefile"));
    if (makefile && /^test\s*:/m.test(makefile))
        return { testCommand: "make test", testSource: "Makefile test target" };
    return {};
}
/** The package manager the lockfile names; npm when there is none. */
function nodeRunner(repo) {
    if ((0,external_node_fs_.existsSync)(external_node_path_default().join(repo, "pnpm-lock.yaml")))
        return "pnpm";
    if ((0,external_node_fs_.existsSync)(external_node_path_default().join(repo, "yarn.lock")))
        return "yarn";
    return "npm";
}
function readJson(file) {
    const text = readText(file);
    if (text === undefined)
        return undefined;
    try {
        const value = JSON.parse(text);
        return value && typeof value === "object" ? value : undefined;
    }
    catch {
        // A broken package.json is the repository's business; init just finds no test script in it.
        return undefined;
    }
}
function readText(file) {
    try {
        return (0,external_node_fs_.readFileSync)(file, "utf8");
    }
    catch {
        return undefined;
    }
}
function isDir(dir) {
    try {
        return (0,external_node_fs_.statSync)(dir).isDirectory();
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/cli/init/workflow-steps.ts
/**
 * The steps every workflow `patchbay init` writes has in common, written once so
 * the three workflows (one-job, two-job, review) use the same actions at the same
 * versions and the same package-cache key and guard. Text, like the templates, so
 * the comments that explain each choice survive; indented for a job's `steps:`.
 */
/** The MCP package cache's key (every workflow must agree, or a run restores another's packages). */
const CACHE_KEY = "patchbay-mcp-${{ runner.os }}-${{ hashFiles('.mcp.json', '.github/patchbay.yml') }}";
/** Restores the packages Patchbay fetched for MCP servers launched as packages (npx -y, pnpm dlx, uvx). */
const RESTORE_MCP_PACKAGES = `      - uses: actions/cache/restore@v4
        with:
          path: ~/.cache/patchbay/mcp-packages
          key: ${CACHE_KEY}
          restore-keys: patchbay-mcp-\${{ runner.os }}-
`;
/**
 * Saves them, only from runs on the default branch that no pull request started, so a pull
 * request's run can never put a package where the default branch's runs restore it from.
 */
const SAVE_MCP_PACKAGES = `      - uses: actions/cache/save@v4
        if: >-
          always() && github.event_name != 'pull_request' && github.event_name != 'pull_request_target' &&
          github.ref == format('refs/heads/{0}', github.event.repository.default_branch)
        with:
          path: ~/.cache/patchbay/mcp-packages
          key: ${CACHE_KEY}
`;
/** The comment and two-job workflows' concurrency: one run per issue or PR at a time. */
const ONE_RUN_PER_ISSUE = `# One run per issue or PR at a time; a second request waits instead of racing the first.
concurrency:
  group: patchbay-\${{ github.event.issue.number || github.event.pull_request.number }}
  cancel-in-progress: false
`;

;// CONCATENATED MODULE: ./src/cli/init/review-template.ts
/**
 * What `patchbay init --review` writes: the code review workflow (the same text
 * as examples/workflows/patchbay-review.yml, checked by actionlint in the tests)
 * and the config section that turns automatic reviews on.
 */

const REVIEW_WORKFLOW_PATH = ".github/workflows/patchbay-review.yml";
/** Automatic code reviews on pull_request; `@patchbay review` comments go through the comment workflow. */
function reviewWorkflowText() {
    return `# Patchbay code review: a pull request is reviewed when it is opened, marked ready
# for review, or pushed to — one review with the findings inline on the diff, one
# summary comment that every re-review edits, and after a push only the new
# commits looked at. Needs \`code_review: { auto: true }\` in .github/patchbay.yml
# (\`patchbay init --review\` writes it).
#
# "@patchbay review [focus]" on any pull request (drafts and forks too) asks for a
# review by hand: the comment workflow (patchbay.yml) runs it.
name: Patchbay (code review)

on:
  pull_request:
    types: [opened, ready_for_review, synchronize]

# A review reads the code, posts a review and edits one comment; it pushes nothing.
permissions:
  contents: read
  issues: write
  pull-requests: write

# The comment workflow's group for this PR: one Patchbay run per pull request at a time.
concurrency:
  group: patchbay-\${{ github.event.pull_request.number }}
  cancel-in-progress: false

jobs:
  review:
    # Drafts wait until they are ready. A fork's pull_request run gets a read-only token
    # and no secrets: a maintainer asks with "@patchbay review" in a comment instead.
    if: >-
      !github.event.pull_request.draft &&
      github.event.pull_request.head.repo.full_name == github.repository
    runs-on: ubuntu-latest
    timeout-minutes: 30
    steps:
      - uses: actions/checkout@v5
        with:
          # The pull request's head, not the merge commit: findings sit on the PR's own lines.
          ref: \${{ github.event.pull_request.head.sha }}
          # The agent must not see or reuse the token.
          persist-credentials: false
          # Full history: a re-review diffs from the head the last review saw.
          fetch-depth: 0
      # MCP servers launched as packages are fetched by Patchbay before the run and kept in this
      # cache; a pull request's run only restores it (the default branch's runs save it).
${RESTORE_MCP_PACKAGES}      - uses: patchbay/patchbay@v1
        id: review
        # Only what must be an input: the key (and a token). The model, the budget and the
        # rules are in .github/patchbay.yml, which an input would override.
        with:
          anthropic_api_key: \${{ secrets.ANTHROPIC_API_KEY }}
      # Never saved from a pull request's run (this workflow's only event): the guard is kept so the
      # step reads as in every Patchbay workflow, and a later event added here saves only on the default branch.
${SAVE_MCP_PACKAGES}      # The findings as JSON for later steps (schema in Patchbay's README, "Code review").
      - name: Findings
        env:
          FINDINGS: \${{ steps.review.outputs.findings }}
        run: echo "Patchbay found \${FINDINGS:-no} issue(s) in this pull request."
`;
}
/** The config section `patchbay init --review` adds: automatic reviews, the defaults spelled out. */
function reviewConfigText() {
    return `code_review:
  auto: true                   # review pull requests when opened, marked ready, or pushed to
  instructions: REVIEW.md      # review guidelines, read from the base branch (then AGENTS.md, CLAUDE.md)
  min_severity: low            # critical | high | medium | low | nit
  max_comments: 20             # inline comments per review; the rest go to the summary comment
  request_changes_at: critical # REQUEST_CHANGES at this severity (never: always COMMENT)
`;
}

;// CONCATENATED MODULE: ./src/cli/init/templates.ts

const WORKFLOW_PATH = ".github/workflows/patchbay.yml";
const CONFIG_PATH = ".github/patchbay.yml";
/** One workflow for comments, labels, assignments and approval answers. */
/**
 * The job's pre-filter on the events Patchbay answers: the one-job and the two-job
 * workflows must ask the same (the first job of each starts only for these).
 */
const TRIGGER_FILTER = `    # A cheap pre-filter; Patchbay itself re-checks the phrase, labels and the sender's permission.
    if: >-
      (github.event.comment && github.event.comment.user.type != 'Bot' &&
       (contains(github.event.comment.body, '@patchbay') || contains(github.event.comment.body, '/patchbay'))) ||
      (github.event.action == 'labeled' && github.event.label.name == 'patchbay') ||
      (github.event.action == 'assigned') ||
      (github.event.action == 'opened' &&
       (contains(github.event.issue.body, '@patchbay') || contains(github.event.issue.body, '/patchbay')))
`;
function workflowText() {
    return `# Patchbay: "@patchbay <request>" (or "/patchbay <request>") on an issue or PR, the
# \`patchbay\` label on an issue, and the answers to approval requests
# ("@patchbay approve", "@patchbay deny <why>") — all in this one workflow.
name: Patchbay

on:
  issue_comment:
    types: [created]
  pull_request_review_comment:
    types: [created]
  issues:
    types: [opened, labeled, assigned]

# Least privilege: push the work branch, comment, open or update the pull request.
permissions:
  contents: write
  issues: write
  pull-requests: write

${ONE_RUN_PER_ISSUE}
jobs:
  patchbay:
${TRIGGER_FILTER}    runs-on: ubuntu-latest
    timeout-minutes: 45
    steps:
      - uses: actions/checkout@v5
        with:
          # The agent must not see or reuse the token; Patchbay pushes with its own credentials.
          persist-credentials: false
          # Full history: a later request continues on the same branch.
          fetch-depth: 0
      # MCP servers launched as packages (npx -y, pnpm dlx, uvx) are fetched by Patchbay before the
      # run and kept here; restored for every run, saved only below.
${RESTORE_MCP_PACKAGES}      - uses: patchbay/patchbay@v1
        id: patchbay
        # Only what must be an input: the key (and a token). The model, the budget and the
        # rules are in .github/patchbay.yml, which an input would override.
        with:
          anthropic_api_key: \${{ secrets.ANTHROPIC_API_KEY }}
      # Screenshots of browser_action steps (tools.browser: true); the job summary links them.
      - uses: actions/upload-artifact@v4
        if: always() && steps.patchbay.outputs.artifacts != ''
        with:
          name: patchbay-artifacts
          path: \${{ steps.patchbay.outputs.artifacts }}
      # Saved only by runs on the default branch that no pull request started, so a pull request's
      # run can never put a package where the default branch's runs restore it from.
${SAVE_MCP_PACKAGES}`;
}
/** A starter config: read anything, edit the code folders, run the repository's own tests; ask for the rest. */
function configText(profile) {
    const editPaths = profile.editPaths.length > 0 ? profile.editPaths : ["src/**", "test/**"];
    const editComment = profile.editPaths.length > 0
        ? "# The folders found in this repository; add the others the agent may edit."
        : "# No usual source folder was found: adjust these to where your code lives.";
    const command = profile.testCommand
        ? `    - allow: execute_command
      commands: [${JSON.stringify(profile.testCommand)}]   # from ${profile.testSource}
`
        : `    # No test command was found (package.json, pyproject.toml, go.mod, Cargo.toml, Makefile):
    # name yours here, e.g.  - allow: execute_command
    #                          commands: ["make check"]
`;
    return `# yaml-language-server: $schema=https://raw.githubusercontent.com/patchbay/patchbay/main/schema/patchbay.schema.json
# Patchbay's configuration. Every key is optional; \`patchbay config check\` shows the
# result with defaults filled in, and \`patchbay policy check TOOL '{...}'\` how a call is judged.
model:
  provider: anthropic
  name: claude-sonnet-4-5
limits:
  max_turns: 40
  max_cost_usd: 5
trigger:
  phrase: "@patchbay"
  labels: [patchbay]
approval:
  # Whatever no rule below matches waits for "@patchbay approve" on the issue or PR.
  default: ask
  rules:
    - allow: [read_file, list_files, search_files, list_code_definition_names]
    ${editComment}
    - allow: [write_to_file, replace_in_file, str_replace_based_edit_tool, apply_patch, replace]
      paths: ${JSON.stringify(editPaths)}
${command}    - deny: execute_command
      commands: ["curl *", "wget *", "git push *"]
      reason: the agent works offline; Patchbay pushes its own branch
`;
}
/** What the user still has to do by hand, printed after the files are written. */
function nextSteps(wrote) {
    return `${wrote.map((file) => `wrote ${file}`).join("\n")}

Next:
  1. Add the model key as a repository secret: Settings → Secrets and variables → Actions →
     New repository secret, name ANTHROPIC_API_KEY (another provider: change \`model\` in ${CONFIG_PATH}
     and the key's input in ${WORKFLOW_PATH}).
  2. Let the workflow open pull requests: Settings → Actions → General → Workflow permissions →
     tick "Allow GitHub Actions to create and approve pull requests".
  3. Try it locally first:  patchbay run --prompt "describe this repository" --dry-run
     then commit both files, push, and comment "@patchbay <request>" on an issue.
`;
}

;// CONCATENATED MODULE: ./src/cli/init/two-job-template.ts
/**
 * What `patchbay init --two-job` writes (docs/decisions/0023-two-job-runs.md): the comment workflow split in
 * two jobs — the same text as examples/workflows/patchbay-two-job.yml, checked
 * by actionlint in the tests. The agent job can only read; the publish job holds
 * the write permissions and no model key.
 */


/** The two-job workflow: the agent stage hands its outbox to the publish stage as an artifact. */
function twoJobWorkflowText() {
    return `# Patchbay in two jobs ("safe outputs"): the agent job runs the model, the tools and the
# MCP servers with a token that can only read — it pushes nothing and posts nothing; its work
# leaves as an artifact (the outbox: a git bundle and the GitHub writes it asks for). The publish
# job has no model key, starts no MCP server and runs no repository code: it checks the outbox
# against the event (branch, targets, protected paths, secrets, threat checks, caps) and writes
# only what passes. Even a fully compromised agent job can neither push nor comment.
name: Patchbay (two jobs)

on:
  issue_comment:
    types: [created]
  pull_request_review_comment:
    types: [created]
  issues:
    types: [opened, labeled, assigned]

# Nothing by default: each job asks for what it needs.
permissions: {}

${ONE_RUN_PER_ISSUE}
jobs:
  agent:
${TRIGGER_FILTER}    runs-on: ubuntu-latest
    timeout-minutes: 45
    # Read only: whatever runs in this job cannot push, comment or open a pull request.
    permissions:
      contents: read
      issues: read
      pull-requests: read
    steps:
      - uses: actions/checkout@v5
        with:
          persist-credentials: false
          # Full history: a later request continues on the same branch.
          fetch-depth: 0
${RESTORE_MCP_PACKAGES}      - uses: patchbay/patchbay@v1
        id: patchbay
        with:
          stage: agent
          outbox: \${{ runner.temp }}/patchbay-outbox
          anthropic_api_key: \${{ secrets.ANTHROPIC_API_KEY }}
      # Saved only by runs on the default branch that no pull request started.
${SAVE_MCP_PACKAGES}      # Also when the run failed: its outbox holds the comment that says so.
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: patchbay-outbox
          path: \${{ runner.temp }}/patchbay-outbox
          if-no-files-found: ignore
          retention-days: 1

  publish:
    needs: agent
    if: always() && needs.agent.result != 'skipped' && needs.agent.result != 'cancelled'
    runs-on: ubuntu-latest
    timeout-minutes: 10
    # The only job that writes; it has no model key and runs nothing of the repository's.
    permissions:
      contents: write
      issues: write
      pull-requests: write
    steps:
      # The config and the git objects the publish stage checks against; no work tree beyond .github.
      - uses: actions/checkout@v5
        with:
          persist-credentials: false
          fetch-depth: 0
          sparse-checkout: .github
      - uses: actions/download-artifact@v4
        with:
          name: patchbay-outbox
          path: \${{ runner.temp }}/patchbay-outbox
      - uses: patchbay/patchbay@v1
        with:
          stage: publish
          outbox: \${{ runner.temp }}/patchbay-outbox
`;
}

;// CONCATENATED MODULE: ./src/cli/init.ts
/**
 * `patchbay init [--repo DIR] [--review] [--force]`: writes a workflow and a
 * starter config for this repository, then says what is left to do by hand.
 * Existing files are never overwritten without --force, and nothing is written
 * unless every file can be. `--review` writes the code review workflow instead,
 * and a config with automatic reviews on — or, when there is a config already,
 * keeps it and says how to turn them on.
 */









const USAGE = `patchbay init [--repo DIR] [--review | --two-job] [--force]

Writes ${WORKFLOW_PATH} and ${CONFIG_PATH} for the repository (default: the current directory).
  --review  write ${REVIEW_WORKFLOW_PATH} (automatic code reviews of pull requests) instead,
            and ${CONFIG_PATH} with code_review.auto on unless there is one already
  --two-job write ${WORKFLOW_PATH} in two jobs: the agent job with a read-only token writes an outbox,
            the publish job checks it and writes (no model key there) — see the README's two-job section
  --force   replace those files when they exist`;
const initCommand = async (argv, io) => {
    const { values } = (0,args/* parse */.qg)(argv, {
        repo: { type: "string" },
        force: { type: "boolean" },
        review: { type: "boolean" },
        "two-job": { type: "boolean" },
    }, USAGE, { positionals: false });
    const repo = external_node_path_default().resolve(io.cwd, values.repo ?? ".");
    if (!(0,external_node_fs_.existsSync)(repo))
        throw new usage_error/* UsageError */.e(`${repo} does not exist: pass --repo with your repository's folder.`);
    const profile = detectRepo(repo);
    const configExists = (0,external_node_fs_.existsSync)(external_node_path_default().join(repo, CONFIG_PATH));
    const review = values.review === true;
    const twoJob = values["two-job"] === true;
    if (review && twoJob)
        throw new usage_error/* UsageError */.e("--review and --two-job write different workflows: pick one", 2);
    // A review keeps an existing config: it is the repository's rules, and only one key is missing.
    const keepConfig = review && configExists && !values.force;
    const files = [
        review
            ? { relative: REVIEW_WORKFLOW_PATH, text: reviewWorkflowText() }
            : { relative: WORKFLOW_PATH, text: twoJob ? twoJobWorkflowText() : workflowText() },
        ...(keepConfig
            ? []
            : [
                { relative: CONFIG_PATH, text: review ? `${configText(profile)}${reviewConfigText()}` : configText(profile) },
            ]),
    ];
    const existing = files.filter((file) => (0,external_node_fs_.existsSync)(external_node_path_default().join(repo, file.relative))).map((file) => file.relative);
    if (existing.length > 0 && !values.force) {
        throw new usage_error/* UsageError */.e(`${existing.join(" and ")} already exist${existing.length === 1 ? "s" : ""}; nothing was written. ` +
            `Run \`patchbay init${review ? " --review" : twoJob ? " --two-job" : ""} --force\` to replace them, or edit them by hand.`);
    }
    for (const file of files) {
        const target = external_node_path_default().join(repo, file.relative);
        (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(target), { recursive: true });
        (0,external_node_fs_.writeFileSync)(target, file.text);
    }
    if (!profile.testCommand && !keepConfig) {
        io.stderr("patchbay init: no test command found; the starter config has a commented place for yours.\n");
    }
    io.stdout(nextSteps(files.map((file) => file.relative)));
    if (review)
        io.stdout(reviewSteps(repo, keepConfig));
    return 0;
};
/** What a review set-up still needs: automatic reviews on in a kept config, the comment workflow for `@patchbay review`. */
function reviewSteps(repo, keptConfig) {
    const out = [];
    if (keptConfig && !autoReviewsOn(external_node_path_default().join(repo, CONFIG_PATH)))
        out.push(`  ${CONFIG_PATH} was kept as it is: add this to it to review pull requests automatically:\n\n${indent(reviewConfigText())}`);
    if (!(0,external_node_fs_.existsSync)(external_node_path_default().join(repo, WORKFLOW_PATH)))
        out.push(`  "@patchbay review [focus]" comments are run by the comment workflow: \`patchbay init\` writes it.`);
    out.push("  Try a review locally first:  patchbay review --base main");
    return `\nCode review:\n${out.join("\n")}\n`;
}
function autoReviewsOn(file) {
    try {
        const config = (0,dist/* parse */.qg)((0,external_node_fs_.readFileSync)(file, "utf8"));
        if (typeof config !== "object" || config === null || !("code_review" in config))
            return false;
        const section = config.code_review;
        return typeof section === "object" && section !== null && "auto" in section && section.auto === true;
    }
    catch {
        // A config that does not parse is `patchbay config check`'s to explain; the step is shown.
        return false;
    }
}
function indent(text) {
    return text
        .trimEnd()
        .split("\n")
        .map((line) => `    ${line}`)
        .join("\n");
}


/***/ })

};
