/**
 * Hidden characters and hazardous options, through the real policy
 * (parser, rules from YAML, decide), and the one-line reason that names the
 * segment, the rule and the character or option.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DecideContext, decide } from "../../src/policy/decide.js";
import { nodeFsView } from "../../src/policy/paths.js";
import { compileRules, type RuleSet } from "../../src/policy/rules.js";
import { loadShellSyntax } from "../../src/policy/shell/ast.js";
import { config, workspace } from "./fixtures.js";
import { CHARACTER_CASES, HAZARD_CONFIG_YAML, type HazardCase, OPTION_CASES } from "./hazard-table.js";

let rules: RuleSet;
let ctx: DecideContext;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const ws = await workspace({ "a.txt": "a\n" });
  cleanup = ws.cleanup;
  rules = compileRules(config(HAZARD_CONFIG_YAML), []);
  ctx = { workspace: ws.dir, fs: nodeFsView, shell: await loadShellSyntax() };
});
afterAll(() => cleanup());

const exec = (command: string) => ({
  tool: "execute_command",
  input: { command },
  access: { kind: "exec" as const, command },
});

const label = (cases: HazardCase[]) =>
  cases.map(([cmd, want, names]) => [JSON.stringify(cmd), want, names ?? "", cmd] as const);

describe.each([
  ["hidden characters", CHARACTER_CASES],
  ["hazardous options", OPTION_CASES],
])("%s", (_name, cases) => {
  it.each(label(cases))("%s → %s %s", (_l, want, names, command) => {
    const v = decide(rules, exec(command), ctx);
    expect(v.decision, `${v.rule}: ${v.reason}`).toBe(want);
    if (want === "deny") {
      if (names && !/ /.test(names)) expect(v.reason).toContain(names);
      expect(v.reason).not.toContain("\n");
    }
  });
});

describe("the one-line explanation", () => {
  it("names the character, its code point and its column", () => {
    const v = decide(rules, exec("echo hello\u2028rm -rf /"), ctx);
    expect(v).toMatchObject({ decision: "deny", rule: "built-in: hidden character" });
    expect(v.reason).toBe(
      "the command contains U+2028 LINE SEPARATOR at column 11 outside quotes, which makes it look different than what runs; remove it",
    );
  });

  it("names the line and column of a line break between commands and says how to write it", () => {
    const v = decide(rules, exec("npm test\nnpm run build"), ctx);
    expect(v.reason).toBe(
      "a line break outside quotes at line 1, column 9 splits the command over lines, which approval comments show as one line; write it on one line, joining commands with && or ;",
    );
  });

  it("names the segment, the option, what it can do, and the rule that lacks it", () => {
    const v = decide(rules, exec("npm test && git diff --output=/tmp/x HEAD"), ctx);
    expect(v.rule).toBe("built-in: hazardous option");
    expect(v.reason).toBe(
      '`git diff --output=/tmp/x HEAD` uses --output (--output=/tmp/x), which writes to any file, outside the workspace too; approval.rules[0] allows `git diff --output=/tmp/x HEAD` but does not name --output — allow it with allow_options: ["--output"] on an allow rule, or a command pattern written with it',
    );
    expect(v.suggestion).toBe(
      '- allow: execute_command\n  commands: ["git diff --output=/tmp/x HEAD"]\n  allow_options: ["--output"]',
    );
  });

  it("shows a quoted hidden character in the reason, where it is allowed as data", () => {
    const v = decide(rules, exec("python3 -c 'print(1)\u200b'"), ctx);
    expect(v.decision).toBe("ask");
    expect(v.reason).toContain("`python3 -c 'print(1)⟨U+200B⟩'`");
  });

  it("lets allow_options on a rule allow the option, and only that option", () => {
    const named = compileRules(
      config(
        `approval:\n  rules:\n    - allow: execute_command\n      commands: ["git diff *"]\n      allow_options: ["--no-index"]\n`,
      ),
      [],
    );
    expect(decide(named, exec("git diff --no-index a b"), ctx).decision).toBe("allow");
    expect(decide(named, exec("git diff --no-index --ext-diff a b"), ctx).reason).toContain("--ext-diff");
  });

  it("keeps a deny rule deciding over an option the allow rule names", () => {
    const both = compileRules(
      config(
        `approval:\n  rules:\n    - allow: execute_command\n      commands: ["sed *"]\n      allow_options: ["-i"]\n    - deny: execute_command\n      commands: ["sed -i *"]\n`,
      ),
      [],
    );
    expect(decide(both, exec("sed -i s/a/b/ a.txt"), ctx).decision).toBe("deny");
    expect(decide(both, exec("sed -n p a.txt"), ctx).decision).toBe("allow");
  });
});
