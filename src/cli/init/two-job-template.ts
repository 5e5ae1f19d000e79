/**
 * What `patchbay init --two-job` writes (docs/decisions/0023-two-job-runs.md): the comment workflow split in
 * two jobs — the same text as examples/workflows/patchbay-two-job.yml, checked
 * by actionlint in the tests. The agent job can only read; the publish job holds
 * the write permissions and no model key.
 */

import { TRIGGER_FILTER } from "./templates.js";
import { ONE_RUN_PER_ISSUE, RESTORE_MCP_PACKAGES, SAVE_MCP_PACKAGES } from "./workflow-steps.js";

/** The two-job workflow: the agent stage hands its outbox to the publish stage as an artifact. */
export function twoJobWorkflowText(): string {
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
