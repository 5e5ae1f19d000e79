import { readFile } from "node:fs/promises";
import path from "node:path";
import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCliInMemory } from "../helpers/cli.js";
import { tempTree } from "../helpers/tmp.js";

const API = "https://api.github.com";
let tree: { dir: string; cleanup: () => Promise<void> };
let unexpected: string[];
const onNoMatch = (req: { method?: string; path?: string }) => unexpected.push(`${req.method} ${req.path}`);

beforeEach(async () => {
  tree = await tempTree();
  unexpected = [];
  nock.disableNetConnect();
  nock.emitter.on("no match", onNoMatch);
});
afterEach(async () => {
  nock.emitter.off("no match", onNoMatch);
  nock.cleanAll();
  await tree.cleanup();
});

const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH,
  GITHUB_TOKEN: "ghs_test",
  GITHUB_REPOSITORY: "octo/app",
  ...extra,
});

const issue = (number: number, pr = false) => ({
  number,
  title: `issue ${number}`,
  pull_request: pr ? { url: "x" } : undefined,
});

describe("patchbay matrix", () => {
  it("lists open issues with the label, leaves pull requests out and writes matrix= to GITHUB_OUTPUT", async () => {
    const output = path.join(tree.dir, "github_output");
    const api = nock(API)
      .get("/repos/octo/app/issues")
      .query({ labels: "patchbay", state: "open", sort: "created", direction: "asc", per_page: "100" })
      .matchHeader("authorization", "token ghs_test")
      .reply(200, [issue(3), issue(4, true), issue(7)]);
    const run = await runCliInMemory(["matrix", "--label", "patchbay"], {
      cwd: tree.dir,
      env: env({ GITHUB_OUTPUT: output }),
    });
    expect(run.stderr).toBe('2 open issues labeled "patchbay" in octo/app.\n');
    expect(run).toMatchObject({ code: 0, stdout: "[3,7]\n" });
    expect(await readFile(output, "utf8")).toBe("matrix=[3,7]\n");
    api.done();
    expect(unexpected).toEqual([]);
  });

  it("prints [] when nothing matches, so the sweep's per-issue job is skipped", async () => {
    const output = path.join(tree.dir, "github_output");
    const api = nock(API)
      .get("/search/issues")
      .query({
        q: "label:stale no:assignee repo:octo/app is:issue is:open",
        sort: "created",
        order: "asc",
        per_page: "100",
      })
      .reply(200, { total_count: 0, incomplete_results: false, items: [] });
    const run = await runCliInMemory(["matrix", "--query", "label:stale no:assignee"], {
      cwd: tree.dir,
      env: env({ GITHUB_OUTPUT: output }),
    });
    expect(run).toMatchObject({ code: 0, stdout: "[]\n" });
    expect(run.stderr).toContain('No issues matching "label:stale no:assignee" in octo/app: the matrix is empty.');
    expect(await readFile(output, "utf8")).toBe("matrix=[]\n");
    api.done();
    expect(unexpected).toEqual([]);
  });

  it("caps 1,000 matches at --limit, reads only the pages it needs, and says so in the log", async () => {
    const page = (n: number) => Array.from({ length: 100 }, (_, i) => issue((n - 1) * 100 + i + 1));
    const link = (n: number) =>
      `<${API}/search/issues?q=x&page=${n}>; rel="next", <${API}/search/issues?q=x&page=10>; rel="last"`;
    const api = nock(API)
      .get("/search/issues")
      .query({ q: "is:issue label:bug repo:octo/app is:open", sort: "created", order: "asc", per_page: "100" })
      .reply(200, { total_count: 1000, incomplete_results: false, items: page(1) }, { link: link(2) })
      .get("/search/issues")
      .query({ q: "x", page: "2" })
      .reply(200, { total_count: 1000, incomplete_results: false, items: page(2) }, { link: link(3) });
    const run = await runCliInMemory(["matrix", "--query", "is:issue label:bug", "--limit", "150"], {
      cwd: tree.dir,
      env: env(),
    });
    expect(run.code).toBe(0);
    const numbers: number[] = JSON.parse(run.stdout);
    expect(numbers).toHaveLength(150);
    expect(numbers[0]).toBe(1);
    expect(numbers.at(-1)).toBe(150);
    expect(run.stderr).toContain(
      '1000 issues matching "is:issue label:bug" in octo/app; the matrix is capped at --limit 150 (the oldest first).',
    );
    api.done();
    expect(unexpected).toEqual([]);
  });

  it("refuses bad arguments before calling GitHub", async () => {
    const cases: Array<[string[], Record<string, string>, RegExp]> = [
      [["matrix"], {}, /give exactly one of --label or --query/],
      [["matrix", "--label", "a", "--query", "b"], {}, /give exactly one of --label or --query/],
      [["matrix", "--label", "a", "--limit", "0"], {}, /--limit must be a whole number from 1 to 256/],
      [["matrix", "--label", "a", "--limit", "1000"], {}, /--limit must be a whole number from 1 to 256/],
      [["matrix", "--label", "a"], { GITHUB_TOKEN: "" }, /set GITHUB_TOKEN/],
      [["matrix", "--label", "a"], { GITHUB_REPOSITORY: "" }, /pass --repository OWNER\/NAME/],
    ];
    for (const [argv, extra, message] of cases) {
      const run = await runCliInMemory(argv, { cwd: tree.dir, env: env(extra) });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(run.stdout).toBe("");
    }
    expect(unexpected).toEqual([]);
  });
});
