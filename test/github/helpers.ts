import nock from "nock";
import { createOctokit, type GitHubClient } from "../../src/github/octokit.js";

export const API = "https://api.github.com";

/** A real Octokit whose requests nock intercepts; retries wait 1 ms per second asked. */
export function testOctokit(extra: { baseUrl?: string; warnings?: string[] } = {}): GitHubClient {
  return createOctokit({
    token: "ghs_testtoken123",
    baseUrl: extra.baseUrl,
    retryBaseMs: 1,
    paceWrites: false,
    log: { debug: () => {}, warning: (m) => extra.warnings?.push(m) },
  });
}

export function setupNock(): void {
  nock.disableNetConnect();
}

export function teardownNock(): void {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  nock.enableNetConnect();
  if (pending.length > 0) throw new Error(`unused mocks: ${pending.join(", ")}`);
}
