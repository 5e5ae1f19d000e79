import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fetchJobLog, linesOfStep, parseLines, renderTail, tailBytes } from "../../src/github/context/job-log.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { API, setupNock, teardownNock, testOctokit } from "./helpers.js";

beforeEach(setupNock);
afterEach(teardownNock);

const STORE = "https://productionresultssa0.blob.core.windows.net";
const repo = { owner: "o", repo: "r" };

function redirectTo(jobId: number, path: string) {
  return nock(API)
    .get(`/repos/o/r/actions/jobs/${jobId}/logs`)
    .reply(302, "", { Location: `${STORE}${path}` });
}

describe("fetchJobLog", () => {
  it("asks the storage host for the tail only, without the token, and strips ANSI codes and timestamps", async () => {
    const api = redirectTo(7, "/logs/7.txt?sig=abc");
    const store = nock(STORE, { badheaders: ["authorization"] })
      .get("/logs/7.txt")
      .query({ sig: "abc" })
      .matchHeader("range", "bytes=-1000")
      .reply(
        206,
        "partial line\n2026-11-24T10:00:01.1234567Z \u001b[31mFAIL\u001b[0m test/math.test.ts\n2026-11-24T10:00:02.0000000Z ##[error]Process completed with exit code 1.\n",
      );
    const log = await fetchJobLog(testOctokit(), { ...repo, jobId: 7, maxBytes: 1000 });
    expect(log.ok).toBe(true);
    if (!log.ok) return;
    expect(log.cut).toBe(true);
    expect(log.lines.map((l) => l.text)).toEqual([
      "FAIL test/math.test.ts",
      "##[error]Process completed with exit code 1.",
    ]);
    expect(log.lines[0]?.time).toBe(Date.parse("2026-11-24T10:00:01.1234567Z"));
    api.done();
    store.done();
  });

  it("keeps only the last bytes of a 50 MB log from a store that ignores the range", async () => {
    const line = `${"x".repeat(99)}\n`;
    const big = line.repeat(500_000) + "2026-11-24T10:00:00Z the real error\n";
    expect(big.length).toBeGreaterThan(50_000_000);
    const api = redirectTo(8, "/logs/8.txt");
    const store = nock(STORE).get("/logs/8.txt").reply(200, big);
    const log = await fetchJobLog(testOctokit(), { ...repo, jobId: 8, maxBytes: 64 * 1024 });
    expect(log.ok).toBe(true);
    if (!log.ok) return;
    expect(log.cut).toBe(true);
    expect(log.lines.at(-1)?.text).toBe("the real error");
    const kept = log.lines.reduce((n, l) => n + l.text.length + 1, 0);
    expect(kept).toBeLessThanOrEqual(64 * 1024);
    expect(log.lines.every((l) => l.text === "x".repeat(99) || l.text === "the real error")).toBe(true);
    api.done();
    store.done();
  });

  it("redacts this run's secret values printed in the log", async () => {
    const redactor = new Redactor();
    redactor.add("sk-live-abcdef123456");
    const api = redirectTo(9, "/logs/9.txt");
    const store = nock(STORE).get("/logs/9.txt").reply(200, "calling with key sk-live-abcdef123456\nfailed\n");
    const log = await fetchJobLog(testOctokit(), { ...repo, jobId: 9, redactor });
    expect(log.ok && log.lines.map((l) => l.text)).toEqual(["calling with key ***", "failed"]);
    api.done();
    store.done();
  });

  it.each([
    [410, /has expired \(HTTP 410\)/],
    [404, /not available \(HTTP 404\).*actions: read/],
  ])("answers HTTP %i from the API as an unavailable log with the reason", async (status, message) => {
    const api = nock(API).get("/repos/o/r/actions/jobs/5/logs").reply(status, { message: "Gone" });
    const log = await fetchJobLog(testOctokit(), { ...repo, jobId: 5 });
    expect(log.ok).toBe(false);
    if (log.ok) return;
    expect(log.status).toBe(status);
    expect(log.message).toMatch(message);
    api.done();
  });

  it("answers an expired blob (the storage host's 404) the same way", async () => {
    const api = redirectTo(6, "/logs/6.txt");
    const store = nock(STORE).get("/logs/6.txt").reply(404, "BlobNotFound");
    const log = await fetchJobLog(testOctokit(), { ...repo, jobId: 6 });
    expect(log.ok).toBe(false);
    api.done();
    store.done();
  });

  it("reads a log served directly by the API (no redirect)", async () => {
    const api = nock(API).get("/repos/o/r/actions/jobs/4/logs").reply(200, "one\ntwo\n");
    const log = await fetchJobLog(testOctokit(), { ...repo, jobId: 4 });
    expect(log.ok && log.lines.map((l) => l.text)).toEqual(["one", "two"]);
    expect(log.ok && log.cut).toBe(false);
    api.done();
  });

  it("lets other API failures through", async () => {
    const api = nock(API).get("/repos/o/r/actions/jobs/3/logs").reply(422, { message: "boom" });
    await expect(fetchJobLog(testOctokit(), { ...repo, jobId: 3 })).rejects.toThrow(/boom/);
    api.done();
  });
});

describe("log text", () => {
  it("tailBytes keeps the end of a stream across chunks", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (const part of ["aaaa", "bbbb", "cccc"]) c.enqueue(new TextEncoder().encode(part));
        c.close();
      },
    });
    const { bytes, total } = await tailBytes(stream, 6);
    expect(new TextDecoder().decode(bytes)).toBe("bbcccc");
    expect(total).toBe(12);
  });

  it("linesOfStep picks the lines written while the step ran", () => {
    const lines = parseLines(
      [
        "2026-11-24T10:00:00.5Z setup",
        "2026-11-24T10:00:05.1Z test starts",
        "2026-11-24T10:00:07.9Z test fails",
        "2026-11-24T10:00:09.0Z post step",
      ].join("\n"),
    );
    const step = linesOfStep(lines, "2026-11-24T10:00:05Z", "2026-11-24T10:00:07Z");
    expect(step.map((l) => l.text)).toEqual(["test starts", "test fails"]);
    expect(linesOfStep(lines, null, undefined)).toEqual([]);
  });

  it("renderTail says how many lines were left out and bounds characters", () => {
    const lines = parseLines(Array.from({ length: 10 }, (_, i) => `line ${i}`).join("\n"));
    expect(renderTail(lines, 3, 1000)).toBe("[… 7 earlier line(s) not shown]\nline 7\nline 8\nline 9");
    expect(renderTail(lines, 10, 14)).toBe("[… 8 earlier line(s) not shown]\nline 8\nline 9");
    expect(renderTail(lines.slice(0, 2), 5, 1000)).toBe("line 0\nline 1");
  });
});
