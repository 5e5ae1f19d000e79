/**
 * A change no file tool made (a command's, an MCP tool's) is judged as if the
 * most permissive file tool the rules allow had written it — and a refusal
 * names the rule that refused, not the default.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeChangedPath } from "../../src/policy/changed-path.js";
import { createPolicy } from "../../src/policy/policy.js";
import { config, workspace } from "./fixtures.js";

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  const ws = await workspace({ "src/math.ts": "" });
  dir = ws.dir;
  cleanup = ws.cleanup;
});
afterAll(async () => cleanup());

const policy = (yaml: string) => createPolicy(config(yaml), { workspace: dir, configFiles: [] });

describe("judging a path a command changed", () => {
  const leastPrivilege = `approval:
  default: deny
  rules:
    - allow: [read_file, replace_in_file]
      paths: ["src/**"]
    - deny: apply_patch
      paths: ["src/generated/**"]
      reason: generated code
`;

  it("allowed when any edit tool may write it (replace_in_file here), whatever write_to_file gets", async () => {
    const v = await judgeChangedPath(policy(leastPrivilege), "src/math.ts");
    expect(v).toMatchObject({ decision: "allow" });
    expect(v.rule).toMatch(/^approval\.rules\[0\]/);
  });

  it("denied when every one is denied, naming a rule that refused rather than the default", async () => {
    expect(await judgeChangedPath(policy(leastPrivilege), "README.md")).toMatchObject({
      decision: "deny",
      rule: "approval.default",
    });
    const v = await judgeChangedPath(policy(leastPrivilege), ".github/workflows/ci.yml");
    expect(v).toMatchObject({ decision: "deny", rule: "built-in: protected path" });
  });

  it("asked when the best any tool gets is ask (install settings under a catch-all allow)", async () => {
    const v = await judgeChangedPath(
      policy(`approval: { rules: [ { allow: write_to_file, paths: ["**"] } ] }`),
      ".npmrc",
    );
    expect(v).toMatchObject({ decision: "ask", rule: "built-in: install settings" });
  });
});
