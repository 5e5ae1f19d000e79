import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DecideContext, decide } from "../../src/policy/decide.js";
import { nodeFsView } from "../../src/policy/paths.js";
import { compileRules, type RuleSet } from "../../src/policy/rules.js";
import type { Decision } from "../../src/policy/types.js";
import type { ToolAccess } from "../../src/tools/types.js";
import { config, workspace } from "./fixtures.js";

const RULES = `
approval:
  default: ask
  rules:
    - allow: [write_to_file, replace_in_file]
      paths: ["src/**", "docs/**", "**/*.md"]
    - deny: [write_to_file, replace_in_file]
      paths: ["**/.env*"]
      reason: secrets stay out of the repository
`;

let ws: string;
let outside: string;
let rules: RuleSet;
let ctx: DecideContext;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const w = await workspace({
    "src/a.ts": "export {};\n",
    "README.md": "# hi\n",
    ".git/config": "[core]\n",
    ".github/workflows/ci.yml": "on: push\n",
  });
  ws = w.dir;
  outside = await realpath(await mkdtemp(path.join(os.tmpdir(), "patchbay-outside-")));
  await writeFile(path.join(outside, "secret.txt"), "s3cret\n");
  cleanup = async () => {
    await w.cleanup();
    await rm(outside, { recursive: true, force: true });
  };
  // Symlinks made during the run, the way a command earlier in a session could.
  await symlink(outside, path.join(ws, "link-out"));
  await symlink(path.join(outside, "secret.txt"), path.join(ws, "file-out"));
  await symlink(path.join(outside, "not-yet.txt"), path.join(ws, "dangling"));
  await symlink("src", path.join(ws, "link-in"));
  await symlink(".git", path.join(ws, "gitlink"));
  await symlink("..", path.join(ws, "dotdot"));
  await symlink("loop2", path.join(ws, "loop1"));
  await symlink("loop1", path.join(ws, "loop2"));
  await mkdir(path.join(ws, "docs"));
  rules = compileRules(config(RULES), []);
  ctx = { workspace: ws, fs: nodeFsView };
});
afterAll(() => cleanup());

const call = (tool: string, p: string) => {
  const access: ToolAccess = { kind: tool === "read_file" || tool === "list_files" ? "read" : "write", paths: [p] };
  return { tool, input: { path: p }, access };
};

type PathCase = [tool: string, path: string | (() => string), expected: Decision, note?: string];

const PATH_CASES: PathCase[] = [
  ["read_file", "src/a.ts", "allow"],
  ["read_file", "./src/a.ts", "allow"],
  ["read_file", "src/../src/a.ts", "allow"],
  ["read_file", () => path.join(ws, "src/a.ts"), "allow", "absolute, inside"],
  ["list_files", ".", "allow"],
  ["read_file", "../secret.txt", "deny", "traversal"],
  ["read_file", "src/../../secret.txt", "deny"],
  ["read_file", "/etc/passwd", "deny", "absolute, outside"],
  ["read_file", "/proc/self/environ", "deny"],
  ["read_file", () => path.join(outside, "secret.txt"), "deny"],
  ["read_file", "link-out/secret.txt", "deny", "directory symlink out"],
  ["read_file", "file-out", "deny", "file symlink out"],
  ["read_file", "link-in/../../x", "deny", "`..` after a symlink follows the link"],
  ["read_file", "dotdot/anything", "deny", "relative symlink to .."],
  ["read_file", "~/.ssh/id_rsa", "deny", "home-relative"],
  ["read_file", ".git/config", "deny", "credentials live there"],
  ["read_file", "gitlink/config", "deny", "symlink into .git"],
  ["write_to_file", "dangling", "deny", "dangling symlink out"],
  ["write_to_file", "link-out/new.txt", "deny"],
  ["write_to_file", "loop1/x", "deny", "symlink loop"],
  ["write_to_file", "src/a\0b.ts", "deny", "NUL byte"],
  ["write_to_file", "src/new/deep/file.ts", "allow", "parents do not exist yet"],
  ["write_to_file", "link-in/x.ts", "allow", "internal symlink resolves to src/"],
  ["write_to_file", "src/.env", "deny", "user deny"],
  ["write_to_file", "src/.ENV.local", "deny", "deny globs ignore case"],
  ["write_to_file", ".git/config", "deny"],
  ["write_to_file", ".GIT/config", "deny", "case"],
  ["write_to_file", "src/../.git/hooks/pre-commit", "deny"],
  ["write_to_file", "gitlink/hooks/pre-commit", "deny"],
  ["write_to_file", "vendor/lib/.git/config", "deny", "nested .git"],
  ["write_to_file", ".github/workflows/ci.yml", "deny"],
  ["write_to_file", "./.github/workflows/new.yml", "deny"],
  ["replace_in_file", ".github/patchbay.yml", "deny"],
  ["write_to_file", ".mcp.json", "deny"],
  ["write_to_file", "lib/x.ts", "ask", "no rule: approval.default"],
  ["write_to_file", "", "ask", "the workspace root itself"],
  ["write_to_file", "README.md", "allow"],
  ["write_to_file", "docs/ünïcödé-日本語.md", "allow", "unicode"],
  ["write_to_file", `src/${"a".repeat(300)}.ts`, "allow", "a name longer than NAME_MAX"],
  ["write_to_file", `src/${"d/".repeat(300)}x.ts`, "allow", "deep"],
  ["write_to_file", `${"../".repeat(50)}etc/passwd`, "deny"],
];

describe("path table", () => {
  it.each(
    PATH_CASES.map(([tool, p, want, note]) => [
      tool,
      typeof p === "string" ? JSON.stringify(p.slice(0, 60)) : "(computed)",
      note ?? "",
      p,
      want,
    ]),
  )("%s %s %s", (tool, _label, _note, p, want) => {
    const target = typeof p === "function" ? p() : String(p);
    const verdict = decide(rules, call(String(tool), target), ctx);
    expect(verdict.decision, `${verdict.rule}: ${verdict.reason}`).toBe(want);
    if (verdict.decision !== "allow") expect(verdict.suggestion).toBeTruthy();
  });

  it("resolves a symlink made after the rules were compiled", async () => {
    expect(decide(rules, call("write_to_file", "later/x.ts"), ctx).decision).toBe("ask");
    await symlink(outside, path.join(ws, "later"));
    const v = decide(rules, call("write_to_file", "later/x.ts"), ctx);
    expect(v.decision).toBe("deny");
    expect(v.rule).toBe("built-in: outside the workspace");
    expect(v.reason).toContain(outside);
  });

  it("names the protected path and suggests the explicit rule", () => {
    const v = decide(rules, call("write_to_file", ".github/workflows/ci.yml"), ctx);
    expect(v.rule).toBe("built-in: protected path");
    expect(v.suggestion).toBe('- allow: write_to_file\n  paths: [".github/workflows/ci.yml"]');
  });
});

describe("protected paths and explicit allow rules", () => {
  const ctxFor = () => ctx;
  it("an allow rule that names .github/workflows opens it; a catch-all does not", () => {
    const explicit = compileRules(
      config(`approval: { rules: [ { allow: write_to_file, paths: [".github/workflows/**"] } ] }`),
      [],
    );
    const broad = compileRules(config(`approval: { rules: [ { allow: write_to_file, paths: ["**"] } ] }`), []);
    expect(decide(explicit, call("write_to_file", ".github/workflows/ci.yml"), ctxFor()).decision).toBe("allow");
    expect(decide(broad, call("write_to_file", ".github/workflows/ci.yml"), ctxFor()).decision).toBe("deny");
    expect(decide(broad, call("write_to_file", ".git/config"), ctxFor()).decision).toBe("deny");
    expect(decide(broad, call("write_to_file", "src/ok.ts"), ctxFor()).decision).toBe("allow");
  });

  it("a deny still wins over an explicit allow", () => {
    const both = compileRules(
      config(
        `approval: { rules: [ { allow: write_to_file, paths: [".github/workflows/**"] }, { deny: write_to_file, paths: ["**/*.yml"] } ] }`,
      ),
      [],
    );
    const v = decide(both, call("write_to_file", ".github/workflows/ci.yml"), ctxFor());
    expect(v.decision).toBe("deny");
    expect(v.rule).toMatch(/^approval\.rules\[1\]/);
  });

  it("protects the config file that was loaded, wherever it is", () => {
    const r = compileRules(config(`approval: { rules: [ { allow: write_to_file, paths: ["**"] } ] }`), [
      "ci/patchbay.yml",
    ]);
    expect(decide(r, call("write_to_file", "ci/patchbay.yml"), ctxFor()).decision).toBe("deny");
    expect(decide(r, call("write_to_file", "ci/other.yml"), ctxFor()).decision).toBe("allow");
  });
});

describe("what CI runs or trusts with secrets, and where installs come from", () => {
  const broad = () => compileRules(config(`approval: { rules: [ { allow: write_to_file, paths: ["**"] } ] }`), []);

  it.each([
    [".github/actions/setup/action.yml", /local action/],
    ["tools/deploy/action.yaml", /action's definition/],
    ["CODEOWNERS", /code owners/],
    [".github/CODEOWNERS", /code owners/],
    [".github/dependabot.yml", /Dependabot/],
  ])("%s is protected: denied under a catch-all allow, with the reason", (file, why) => {
    const v = decide(broad(), call("write_to_file", file), ctx);
    expect(v).toMatchObject({ decision: "deny", rule: "built-in: protected path" });
    expect(v.reason).toMatch(why);
  });

  it.each([".npmrc", "web/.yarnrc.yml", ".pnpmfile.cjs", "pip.conf", ".cargo/config.toml"])(
    "%s is asked for under a catch-all allow, and allowed by a rule that names it",
    (file) => {
      const v = decide(broad(), call("write_to_file", file), ctx);
      expect(v).toMatchObject({ decision: "ask", rule: "built-in: install settings" });
      const named = compileRules(
        config(`approval: { rules: [ { allow: write_to_file, paths: [${JSON.stringify(file)}] } ] }`),
        [],
      );
      expect(decide(named, call("write_to_file", file), ctx).decision).toBe("allow");
      // Reading it is not asked about.
      expect(
        decide(broad(), { ...call("read_file", file), access: { kind: "read", paths: [file] } }, ctx).decision,
      ).toBe("allow");
    },
  );
});
