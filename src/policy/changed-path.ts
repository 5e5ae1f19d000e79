/**
 * How a change that no file tool made — a command's, an MCP tool's — is judged
 * before it is committed: as if a file tool had written it, the most
 * permissive one the rules allow. With `allow: [replace_in_file]` on `src/**`
 * and `default: deny`, a formatter's rewrite of src/math.ts is committed (an
 * edit tool may write it), while its change to .npmrc or a workflow is not.
 */
import { CORE_WRITE_TOOLS } from "./builtins.js";
import type { Decision, Policy, PolicyVerdict } from "./types.js";

const RANK: Record<Decision, number> = { allow: 0, ask: 1, deny: 2 };

/**
 * The verdict for writing `path` with the file tool the rules favour most: any
 * allow wins, then ask; when every tool is denied, the refusal names the rule
 * that refused (a user's deny or a built-in protection before `approval.default`).
 */
export async function judgeChangedPath(policy: Policy, path: string): Promise<PolicyVerdict> {
  const verdicts = await Promise.all(
    [...CORE_WRITE_TOOLS].map((tool) =>
      policy.decide({ tool, input: { path }, access: { kind: "write", paths: [path] } }),
    ),
  );
  const best = Math.min(...verdicts.map((v) => RANK[v.decision]));
  const candidates = verdicts.filter((v) => RANK[v.decision] === best);
  return candidates.find((v) => v.rule !== "approval.default") ?? (candidates[0] as PolicyVerdict);
}
