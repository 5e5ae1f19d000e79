import { describe, expect, it } from "vitest";
import { compileCommandPattern, literalCommandPattern } from "../../src/policy/command-glob.js";

describe("command patterns", () => {
  it.each([
    ["npm test", "npm test", true],
    ["npm test", "npm test --watch", false],
    ["npm test", "npm  test ", true],
    ["npm run *", "npm run test -- --watch", true],
    ["npm run *", "npm run", true],
    ["npm run *", "npm runner", false],
    ["npm run*", "npm runner", true],
    ["git diff *", "git diff src/a.ts src/b/c.ts", true],
    ["git * --stat", "git diff HEAD~3 --stat", true],
    ["git * --stat", "git diff HEAD~3 --stat --x", false],
    ["ls ?", "ls a", true],
    ["ls ?", "ls ab", false],
    ["echo \\*", "echo *", true],
    ["echo \\*", "echo a", false],
    ["*", "anything at all", true],
    ["a*b*c*d", `a${"x".repeat(50_000)}b${"y".repeat(50_000)}`, false],
  ])("%j vs %j → %s", (pattern, text, want) => {
    expect(compileCommandPattern(pattern).test(text)).toBe(want);
  });

  it("knows which patterns name redirects or substitutions", () => {
    expect(compileCommandPattern("npm test > out.txt")).toMatchObject({
      asWritten: true,
      allowsRedirects: true,
      allowsSubstitution: false,
    });
    expect(compileCommandPattern("echo $(date)")).toMatchObject({
      asWritten: true,
      allowsRedirects: false,
      allowsSubstitution: true,
    });
    expect(compileCommandPattern("diff <(a) <(b)")).toMatchObject({ allowsSubstitution: true });
    expect(compileCommandPattern("npm run *")).toMatchObject({ asWritten: false });
  });

  it("makes literal patterns that match only their text", () => {
    const p = compileCommandPattern(literalCommandPattern("ls *.ts ?"));
    expect(p.test("ls *.ts ?")).toBe(true);
    expect(p.test("ls a.ts b")).toBe(false);
  });
});
