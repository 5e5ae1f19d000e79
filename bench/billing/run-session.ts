/**
 * One scripted session through Patchbay's real loop and the real AI SDK provider
 * adapter (createModel, as a run builds it), against the stand-in API. The tools
 * the model is offered are the real core tool definitions for that provider's edit
 * format plus two MCP tools with the GitHub server's schemas; what each call
 * returns is the session's scripted output, so nothing touches the disk.
 */
import { runSession } from "../../src/agent/loop.js";
import { createModel } from "../../src/agent/models/create-model.js";
import { renderSystemPrompt } from "../../src/agent/prompts/system-prompt.js";
import type { Outcome, SessionEvent, Usage } from "../../src/agent/types.js";
import type { Checkpointer } from "../../src/git/types.js";
import type { Policy } from "../../src/policy/types.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { type EditFormat, editToolName, resolveEditFormat } from "../../src/tools/edit-format.js";
import { createCoreTools } from "../../src/tools/registry.js";
import type { Tool } from "../../src/tools/types.js";
import type { CacheRules } from "./cache-rules.js";
import type { Provider } from "./request-blocks.js";
import { type RecordedRequest, startStandIn } from "./stand-in.js";
import { buildSession, type EditTool, type ScriptedTurn } from "./traffic.js";

export interface SessionRun {
  outcome: Outcome;
  requests: RecordedRequest[];
  /** Each turn's usage and cost as the run reported them (its `turn` events). */
  turns: { usage: Usage; costUsd: number }[];
  /** Requests after which the run compacted its context (its `context` events). */
  compactions: number[];
  costOf: (usage: Usage) => number;
}

const allow: Policy = { decide: async () => ({ decision: "allow", rule: "bench", reason: "bench" }) };
const checkpointer: Checkpointer = {
  afterTool: async () => null,
  afterTurn: async () => null,
  finish: async () => [],
  list: () => [],
};

function mcpTool(name: string, description: string, properties: Record<string, unknown>): Tool {
  return {
    name,
    description,
    inputSchema: { type: "object", properties, required: Object.keys(properties).slice(0, 2) },
    source: "github",
    annotations: { readOnlyHint: true },
    parse: (input) => ({ ok: true, value: input }),
    access: () => ({ kind: "other" }),
    execute: async () => ({ ok: true, content: "", writtenPaths: [] }),
  };
}

const MCP_TOOLS = [
  mcpTool("mcp__github__get_issue", "Get details of a specific issue in a GitHub repository.", {
    owner: { type: "string", description: "Repository owner" },
    repo: { type: "string", description: "Repository name" },
    issue_number: { type: "number", description: "The number of the issue" },
  }),
  mcpTool("mcp__github__list_pull_requests", "List pull requests in a GitHub repository.", {
    owner: { type: "string", description: "Repository owner" },
    repo: { type: "string", description: "Repository name" },
    state: { type: "string", enum: ["open", "closed", "all"], description: "Filter by state" },
    perPage: { type: "number", description: "Results per page (max 100)" },
  }),
];

/** The real tool definitions; each call returns the next scripted output for its tool. */
function scriptedTools(format: EditFormat, turns: ScriptedTurn[]): Tool[] {
  const outputs = new Map<string, string[]>();
  for (const call of turns.flatMap((t) => t.calls))
    outputs.set(call.name, [...(outputs.get(call.name) ?? []), call.output]);
  const scripted = (tool: Tool): Tool =>
    tool.name === "attempt_completion"
      ? tool
      : {
          ...tool,
          execute: async () => {
            const content = outputs.get(tool.name)?.shift();
            if (content === undefined) throw new Error(`billing bench: no scripted output left for ${tool.name}`);
            return { ok: true, content, writtenPaths: [] };
          },
        };
  return [...createCoreTools(format), ...MCP_TOOLS].map(scripted);
}

export async function replaySession(opts: {
  root: string;
  provider: Provider;
  model: string;
  turns: number;
  rules: CacheRules;
}): Promise<SessionRun> {
  const format = resolveEditFormat("auto", opts.provider, opts.model);
  const script = buildSession(opts.root, opts.turns, editToolName(format) as EditTool);
  const standIn = await startStandIn(opts.provider, opts.model, script, opts.rules);
  const keyEnv = { anthropic: "ANTHROPIC_API_KEY", openai: "OPENAI_API_KEY", google: "GOOGLE_API_KEY" }[opts.provider];
  try {
    const model = createModel(
      { provider: opts.provider, name: opts.model, base_url: standIn.baseUrl },
      { [keyEnv]: "bench-key" },
    );
    const events: SessionEvent[] = [];
    const outcome = await runSession({
      model,
      tools: scriptedTools(format, script),
      editFormat: format,
      policy: allow,
      checkpointer,
      system: renderSystemPrompt({
        repository: "octo/app",
        branch: "patchbay/issue-42",
        request: "Fix issue #42: usage totals double-count cache reads on resumed sessions.",
        instructions: [],
        nonce: "0123456789abcdef",
      }),
      prompt: "Fix issue #42: usage totals double-count cache reads on resumed sessions.",
      limits: {
        maxTurns: opts.turns + 1,
        maxCostUsd: 10_000,
        timeoutMinutes: 60,
        repeatWarn: 1e9,
        repeatStop: 1e9,
        maxToolErrors: 1e9,
      },
      workspace: opts.root,
      env: {},
      emit: (e) => events.push(e),
      redactor: new Redactor(),
    });
    if (outcome.kind !== "completed" && outcome.kind !== "no_changes")
      throw new Error(`billing bench: the ${opts.provider} session ended ${outcome.kind}: ${outcome.message}`);
    const turns = events.flatMap((e) => (e.type === "turn" ? [{ usage: e.usage, costUsd: e.cost_usd }] : []));
    const compactions: number[] = [];
    let seen = 0;
    for (const e of events) {
      if (e.type === "turn") seen++;
      if (e.type === "context") compactions.push(seen);
    }
    return { outcome, requests: standIn.requests, turns, compactions, costOf: (u) => model.costUsd?.(u) ?? 0 };
  } finally {
    await standIn.close();
  }
}
