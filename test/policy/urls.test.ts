import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessOf } from "../../src/policy/access.js";
import { type DecideContext, decide } from "../../src/policy/decide.js";
import { PolicyConfigError } from "../../src/policy/errors.js";
import { lintRules } from "../../src/policy/lint.js";
import { nodeFsView } from "../../src/policy/paths.js";
import { planModeDenial } from "../../src/policy/plan-mode.js";
import { compileRules, type RuleSet } from "../../src/policy/rules.js";
import { canonicalUrl } from "../../src/policy/urls.js";
import { config, workspace } from "./fixtures.js";

const RULES = `
approval:
  default: deny
  rules:
    - allow: web_fetch
      urls: ["https://docs.python.org/**", "https://*.readthedocs.io/**"]
    - deny: web_fetch
      urls: ["https://docs.python.org/2/**"]
      reason: Python 2 is gone
    - ask: web_fetch
      urls: ["https://github.com/**"]
    - allow: browser_action
      urls: ["http://localhost:*/**"]
    - allow: browser_action
`;

let rules: RuleSet;
let ctx: DecideContext;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const w = await workspace();
  cleanup = w.cleanup;
  rules = compileRules(config(RULES), []);
  ctx = { workspace: w.dir, fs: nodeFsView };
});
afterAll(() => cleanup());

const fetchCall = (url: string) => ({ tool: "web_fetch", input: { url }, access: accessOf("web_fetch", { url }) });

describe("urls in approval rules", () => {
  it("allows a URL an allow rule's glob matches, and names the rule", () => {
    const v = decide(rules, fetchCall("https://docs.python.org/3/library/os.html"), ctx);
    expect(v.decision).toBe("allow");
    expect(v.rule).toContain("approval.rules[0]");
  });

  it("judges the canonical URL: case, default port, dot segments and fragments cannot sneak past a deny", () => {
    for (const url of [
      "HTTPS://Docs.Python.org:443/3/../2/library/",
      "https://docs.python.org/3/%2e%2e/2/x",
      "https://docs.python.org/2/x#top",
    ]) {
      const v = decide(rules, fetchCall(url), ctx);
      expect(v.decision, url).toBe("deny");
      expect(v.reason, url).toContain("Python 2 is gone");
    }
  });

  it("a deny rule matches whatever the case of the path; an allow rule does not widen by case", () => {
    expect(decide(rules, fetchCall("https://docs.python.org/2/X"), ctx).decision).toBe("deny");
    const loose = compileRules(
      config(`approval: { default: deny, rules: [{ allow: web_fetch, urls: ["https://a.example/Docs/**"] }] }`),
      [],
    );
    expect(decide(loose, fetchCall("https://a.example/docs/x"), ctx).decision).toBe("deny");
    expect(decide(loose, fetchCall("https://a.example/Docs/x"), ctx).decision).toBe("allow");
  });

  it("a host that only starts like an allowed one is not allowed", () => {
    for (const url of ["https://docs.python.org.evil.example/3/", "https://evil.example/https://docs.python.org/3/"])
      expect(decide(rules, fetchCall(url), ctx).decision, url).toBe("deny");
  });

  it("ask rules ask, and the suggestion is a rule with urls", () => {
    const v = decide(rules, fetchCall("https://github.com/o/r/releases"), ctx);
    expect(v.decision).toBe("ask");
    const other = decide(rules, fetchCall("https://example.com/a?b=1"), ctx);
    expect(other.decision).toBe("deny");
    expect(other.rule).toBe("approval.default");
    expect(other.suggestion).toContain('urls: ["https://example.com/a\\\\?b=1"]');
  });

  it("refuses URLs no rule can judge: credentials, other schemes, relative ones", () => {
    for (const [url, why] of [
      ["https://user:pw@docs.python.org/3/", "user name or password"],
      ["https://token@docs.python.org/3/", "user name or password"],
      ["file:///etc/passwd", "only http and https"],
      ["javascript:alert(1)", "only http and https"],
      ["/3/library", "not an absolute URL"],
    ] as const) {
      const v = decide(rules, fetchCall(url), ctx);
      expect(v.decision, url).toBe("deny");
      expect(v.rule, url).toBe("built-in: unusable URL");
      expect(v.reason, url).toContain(why);
      expect(v.reason, url).not.toContain("pw@");
    }
  });

  it("browser_action's launch is judged by its URL; its other actions by the tool rule", () => {
    const launch = (url: string) => ({
      tool: "browser_action",
      input: { action: "launch", url },
      access: accessOf("browser_action", { action: "launch", url }),
    });
    expect(decide(rules, launch("http://localhost:3000/"), ctx).decision).toBe("allow");
    const click = {
      tool: "browser_action",
      input: { action: "click" },
      access: accessOf("browser_action", { action: "click" }),
    };
    expect(decide(rules, click, ctx).decision).toBe("allow");
    expect(decide(rules, click, ctx).rule).toContain("approval.rules[4]");
  });

  it("with no approval section, web_fetch asks (it reads outside the workspace)", () => {
    const none = compileRules(config("{}"), []);
    expect(decide(none, fetchCall("https://docs.python.org/3/"), ctx).decision).toBe("ask");
  });

  it("a rule with urls does not match a call that reads no URL, and vice versa", () => {
    const r = compileRules(config(`approval: { default: deny, rules: [{ allow: "*", urls: ["https://**"] }] }`), []);
    const read = { tool: "read_file", input: { path: "a" }, access: { kind: "read" as const, paths: ["a"] } };
    // read_file is allowed by its built-in, not by the urls rule
    expect(decide(r, read, ctx).rule).not.toContain("approval.rules[0]");
    const cmd = compileRules(config(`approval: { default: deny, rules: [{ allow: "*", commands: ["ls"] }] }`), []);
    expect(decide(cmd, fetchCall("https://docs.python.org/3/"), ctx).decision).toBe("deny");
  });

  it("bad URL globs are config errors that say what to write", () => {
    for (const [glob, text] of [
      ["docs.python.org/**", "with its scheme"],
      ["ftp://x/**", "only http and https"],
      ["https://u:p@x/**", "credentials"],
      ["https://x/[a", "never closed"],
    ] as const) {
      const c = config(`approval: { rules: [{ allow: web_fetch, urls: ["${glob}"] }] }`);
      expect(() => compileRules(c, []), glob).toThrow(PolicyConfigError);
      expect(() => compileRules(c, []), glob).toThrow(text);
    }
  });

  it("lint: urls on a tool that reads no URL never match", () => {
    const c = config(
      `approval: { rules: [{ allow: read_file, urls: ["https://x/**"] }, { allow: web_fetch, urls: ["https://x/**"] }] }`,
    );
    expect(lintRules(c)).toEqual([
      "approval.rules[0]: read_file reads no URL, so `urls` never matches (urls are for web_fetch and browser_action)",
    ]);
  });

  it("plan mode lets web_fetch read and keeps the browser shut", () => {
    expect(planModeDenial(fetchCall("https://docs.python.org/3/"))).toBeUndefined();
    const v = planModeDenial({ tool: "browser_action", input: { action: "launch" }, access: { kind: "other" } });
    expect(v?.decision).toBe("deny");
  });

  it("canonicalUrl drops the fragment and lowercases the host", () => {
    expect(canonicalUrl("HTTP://Example.COM:80/a/./b#x")).toEqual({
      ok: true,
      url: "http://example.com/a/b",
      host: "example.com",
    });
  });
});
