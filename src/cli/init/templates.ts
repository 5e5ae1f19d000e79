/**
 * The two files `patchbay init` writes. Kept as text (not generated YAML) so the
 * comments that explain each choice survive; the starter config is checked by
 * the real config loader in the tests.
 */
import type { RepoProfile } from "./detect.js";
import { ONE_RUN_PER_ISSUE, RESTORE_MCP_PACKAGES, SAVE_MCP_PACKAGES } from "./workflow-steps.js";

export const WORKFLOW_PATH = ".github/workflows/patchbay.yml";
export const CONFIG_PATH = ".github/patchbay.yml";

/** One workflow for comments, labels, assignments and approval answers. */
/**
 * The job's pre-filter on the events Patchbay answers: the one-job and the two-job
 * workflows must ask the same (the first job of each starts only for these).
 */
export const TRIGGER_FILTER = `    # A cheap pre-filter; Patchbay itself re-checks the phrase, labels and the sender's permission.
    if: >-
      (github.event.comment && github.event.comment.user.type != 'Bot' &&
       (contains(github.event.comment.body, '@patchbay') || contains(github.event.comment.body, '/patchbay'))) ||
      (github.event.action == 'labeled' && github.event.label.name == 'patchbay') ||
      (github.event.action == 'assigned') ||
      (github.event.action == 'opened' &&
       (contains(github.event.issue.body, '@patchbay') || contains(github.event.issue.body, '/patchbay')))
`;

export function workflowText(): string {
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
export function configText(profile: RepoProfile): string {
  const editPaths = profile.editPaths.length > 0 ? profile.editPaths : ["src/**", "test/**"];
  const editComment =
    profile.editPaths.length > 0
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
export function nextSteps(wrote: string[]): string {
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
