/**
 * The steps every workflow `patchbay init` writes has in common, written once so
 * the three workflows (one-job, two-job, review) use the same actions at the same
 * versions and the same package-cache key and guard. Text, like the templates, so
 * the comments that explain each choice survive; indented for a job's `steps:`.
 */

/** The MCP package cache's key (every workflow must agree, or a run restores another's packages). */
const CACHE_KEY = "patchbay-mcp-${{ runner.os }}-${{ hashFiles('.mcp.json', '.github/patchbay.yml') }}";

/** Restores the packages Patchbay fetched for MCP servers launched as packages (npx -y, pnpm dlx, uvx). */
export const RESTORE_MCP_PACKAGES = `      - uses: actions/cache/restore@v4
        with:
          path: ~/.cache/patchbay/mcp-packages
          key: ${CACHE_KEY}
          restore-keys: patchbay-mcp-\${{ runner.os }}-
`;

/**
 * Saves them, only from runs on the default branch that no pull request started, so a pull
 * request's run can never put a package where the default branch's runs restore it from.
 */
export const SAVE_MCP_PACKAGES = `      - uses: actions/cache/save@v4
        if: >-
          always() && github.event_name != 'pull_request' && github.event_name != 'pull_request_target' &&
          github.ref == format('refs/heads/{0}', github.event.repository.default_branch)
        with:
          path: ~/.cache/patchbay/mcp-packages
          key: ${CACHE_KEY}
`;

/** The comment and two-job workflows' concurrency: one run per issue or PR at a time. */
export const ONE_RUN_PER_ISSUE = `# One run per issue or PR at a time; a second request waits instead of racing the first.
concurrency:
  group: patchbay-\${{ github.event.issue.number || github.event.pull_request.number }}
  cancel-in-progress: false
`;
