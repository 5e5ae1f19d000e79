/**
 * The OpenTelemetry GenAI semantic conventions' names this trace uses
 * (semantic-conventions 1.37+, "incubating"). The OpenTelemetry project asks
 * users of incubating attributes to copy them rather than import the package's
 * incubating entry point, which carries thousands of unrelated names; these are
 * copied, spelled as the convention spells them.
 */
export const GEN_AI = {
  operation: "gen_ai.operation.name",
  provider: "gen_ai.provider.name",
  requestModel: "gen_ai.request.model",
  agentName: "gen_ai.agent.name",
  conversationId: "gen_ai.conversation.id",
  inputTokens: "gen_ai.usage.input_tokens",
  outputTokens: "gen_ai.usage.output_tokens",
  cacheReadTokens: "gen_ai.usage.cache_read.input_tokens",
  cacheWriteTokens: "gen_ai.usage.cache_creation.input_tokens",
  toolName: "gen_ai.tool.name",
  toolType: "gen_ai.tool.type",
} as const;

/** What Patchbay adds where the convention has no name: cost, the approval decision, the checkpoint. */
export const PATCHBAY = {
  costUsd: "patchbay.cost_usd",
  turn: "patchbay.turn",
  step: "patchbay.step",
  decision: "patchbay.decision",
  rule: "patchbay.rule",
  checkpoint: "patchbay.checkpoint.sha",
  outcome: "patchbay.outcome",
  turns: "patchbay.turns",
  commits: "patchbay.commits",
  repository: "patchbay.repository",
  runId: "patchbay.run_id",
  event: "patchbay.event",
} as const;

/** The convention's well-known provider names for Patchbay's providers. */
export function providerName(provider: string): string {
  if (provider === "google") return "gcp.gemini";
  if (provider === "bedrock") return "aws.bedrock";
  return provider;
}
