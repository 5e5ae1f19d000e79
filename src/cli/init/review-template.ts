/**
 * What `patchbay init --review` writes: the code review workflow (the same text
 * as examples/workflows/patchbay-review.yml, checked by actionlint in the tests)
 * and the config section that turns automatic reviews on.
 */
import { RESTORE_MCP_PACKAGES, SAVE_MCP_PACKAGES } from "./workflow-steps.js";

export const REVIEW_WORKFLOW_PATH = ".github/workflows/patchbay-review.yml";

/** Automatic code reviews on pull_request; `@patchbay review` comments go through the comment workflow. */
export function reviewWorkflowText(): string {
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
export function reviewConfigText(): string {
  return `code_review:
  auto: true                   # review pull requests when opened, marked ready, or pushed to
  instructions: REVIEW.md      # review guidelines, read from the base branch (then AGENTS.md, CLAUDE.md)
  min_severity: low            # critical | high | medium | low | nit
  max_comments: 20             # inline comments per review; the rest go to the summary comment
  request_changes_at: critical # REQUEST_CHANGES at this severity (never: always COMMENT)
`;
}
