/**
 * `patchbay policy check TOOL [JSON]`: how the approval rules would decide one
 * call, with the deciding rule and the rule to add to allow it — the same
 * decision a run makes, from the same config.
 */

import path from "node:path";
import { loadConfig } from "../config/load.js";
import { AccessInputError, accessOf } from "../policy/access.js";
import { PolicyConfigError } from "../policy/errors.js";
import { createPolicy } from "../policy/policy.js";
import type { Decision } from "../policy/types.js";
import { UsageError } from "../util/usage-error.js";
import { parse } from "./args.js";
import { noticeTo, type Subcommand } from "./io.js";
import { type KnownAnnotations, mcpToolAnnotations } from "./mcp-annotations.js";

const USAGE = `patchbay policy check TOOL [JSON] [--config FILE] [--repo DIR] [--json] [--read-only] [--offline]

  TOOL         a core tool (execute_command, write_to_file, …) or mcp__<server>__<tool>
  JSON         the call's input, e.g. '{"command":"npm test"}' or '{"path":"src/a.ts"}'
  --read-only  treat the tool as declaring readOnlyHint: true, without asking its server
  --offline    do not start the MCP server to read the tool's annotations; assume none
  --json       print {"decision","rule","reason","suggestion"}

Exit status: 0 allow, 3 ask, 4 deny; 1 for a config error, 2 for a usage error.`;

export const POLICY_EXIT: Record<Decision, number> = { allow: 0, ask: 3, deny: 4 };

function parseInput(text: string | undefined): unknown {
  if (text === undefined) return {};
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(
      `the call input is not JSON (${e instanceof Error ? e.message : String(e)})\nusage: ${USAGE}`,
      2,
    );
  }
}

export const policyCommand: Subcommand = async (argv, io) => {
  const { values, positionals } = parse(
    argv,
    {
      config: { type: "string" },
      repo: { type: "string" },
      json: { type: "boolean" },
      "read-only": { type: "boolean" },
      offline: { type: "boolean" },
    },
    USAGE,
  );
  const [verb, tool, inputText, ...extra] = positionals;
  if (verb !== "check" || !tool || extra.length) throw new UsageError(`usage: ${USAGE}`, 2);
  const input = parseInput(inputText);
  let access: ReturnType<typeof accessOf>;
  try {
    access = accessOf(tool, input);
  } catch (e) {
    if (e instanceof AccessInputError) throw new UsageError(e.message, 2);
    throw e;
  }

  const repo = path.resolve(io.cwd, values.repo ?? ".");
  const loaded = await loadConfig({ repo, configPath: values.config || undefined, env: io.env });
  // An MCP tool is judged with what its server declares, as in a run.
  const known: KnownAnnotations | undefined = !tool.startsWith("mcp__")
    ? undefined
    : values["read-only"]
      ? { annotations: { readOnlyHint: true }, source: "assumed readOnlyHint: true (--read-only)" }
      : values.offline
        ? { source: "not asked (--offline): decided as if the tool declared no annotations (not read-only)" }
        : await mcpToolAnnotations(loaded.config, tool, {
            cwd: repo,
            env: io.env,
            notice: noticeTo(io),
          });
  let verdict: Awaited<ReturnType<ReturnType<typeof createPolicy>["decide"]>>;
  try {
    const policy = createPolicy(loaded.config, { workspace: repo, configFiles: [loaded.configPath, ...loaded.files] });
    verdict = await policy.decide({
      tool,
      input,
      access,
      annotations: known?.annotations,
    });
  } catch (e) {
    if (e instanceof PolicyConfigError) throw new UsageError(`${loaded.configPath}: ${e.message}`, 1);
    throw e;
  }

  if (values.json) {
    io.stdout(`${JSON.stringify(known ? { ...verdict, annotations: known.source } : verdict)}\n`);
  } else {
    io.stdout(`${verdict.decision}\nrule: ${verdict.rule}\nreason: ${verdict.reason}\n`);
    if (known) io.stdout(`annotations: ${known.source}\n`);
    if (verdict.suggestion)
      io.stdout(`to allow it, add under approval.rules:\n${verdict.suggestion.replace(/^/gm, "  ")}\n`);
  }
  return POLICY_EXIT[verdict.decision];
};
