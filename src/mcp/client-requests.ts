/**
 * What a server may ask of Patchbay (MCP's client features), and Patchbay's
 * answers:
 * - roots: the work tree (the folder the server may consider its workspace);
 * - sampling: the run's model, only for a server with `sampling: true`, through
 *   the run's hook (budget and reporting live there, not here);
 * - elicitation: a person at the terminal, when there is one (an interactive
 *   local run); otherwise declined;
 * - anything else: refused.
 * Every refusal says that Patchbay — not the server — declined, and why, both to
 * the server (in the error it gets) and to the model (in the call's result, via
 * `onDeclined`): a bare "-32601 Method not found" read as the server's failure.
 */
import { pathToFileURL } from "node:url";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  type ClientCapabilities,
  type CreateMessageRequest,
  CreateMessageRequestSchema,
  type CreateMessageResult,
  type ElicitRequest,
  ElicitRequestSchema,
  type ElicitResult,
  ErrorCode,
  ListRootsRequestSchema,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";

/** The run's model answering a server's sampling request (run/stages/sampling.ts). */
export type SamplingHandler = (
  server: string,
  params: CreateMessageRequest["params"],
  signal: AbortSignal,
) => Promise<CreateMessageResult>;

/** A person answering a server's form (cli: the terminal). */
export type ElicitHandler = (server: string, params: ElicitRequest["params"]) => Promise<ElicitResult>;

export interface ClientFeatures {
  /** Folders offered as roots (the work tree). */
  roots: string[];
  /** Set when the server has `sampling: true` and the run can answer. */
  sampling?: SamplingHandler;
  /** Set in an interactive run. */
  elicit?: ElicitHandler;
  /** A request Patchbay turned down: the sentence the model is told. */
  onDeclined: (sentence: string) => void;
}

/**
 * Elicitation is always declared: a server that checks the capability would
 * otherwise fail on its own ("client does not support…") and the model would
 * never learn that it was Patchbay's choice. Without a person, the form is
 * declined (a valid answer) and the call's result says why.
 */
export function capabilitiesFor(features: ClientFeatures): ClientCapabilities {
  return {
    roots: { listChanged: false },
    sampling: features.sampling ? {} : undefined,
    elicitation: { form: { applyDefaults: true } },
  };
}

const NO_ONE =
  "this run has no one to answer a form (it is not an interactive local run); go on without it, or ask the requester with ask_followup_question";

/** The declining half of an answer: tells the model (via onDeclined) and fails the server's request. */
function decliner(features: ClientFeatures) {
  return (method: string, why: string): never => {
    const sentence = `Patchbay declined the server's ${method} request: ${why}`;
    features.onDeclined(sentence);
    throw new McpError(ErrorCode.InvalidRequest, sentence);
  };
}

/** Sampling off for this server: what the server and the model are told. */
const samplingOff = (server: string) =>
  `sampling is off for MCP server "${server}" (its config would need \`sampling: true\` to let it use the run's model); go on without what the server wanted the model to write`;

/** The work tree (and any other folders) as MCP roots. */
function rootsOf(features: ClientFeatures): { roots: { uri: string; name: string }[] } {
  return { roots: features.roots.map((dir) => ({ uri: pathToFileURL(dir).href, name: "work tree" })) };
}

/** Elicitation: the person, or a decline the model is told about. */
async function answerElicit(server: string, features: ClientFeatures, params: ElicitRequest["params"]) {
  if (features.elicit) return features.elicit(server, params);
  features.onDeclined(`Patchbay declined the server's elicitation/create request ("${params.message}"): ${NO_ONE}`);
  return { action: "decline" as const };
}

/**
 * An accepted form with the defaults of the fields left empty, as declared
 * (`elicitation.form.applyDefaults`). The SDK's Client does this for a
 * server's own requests, with a helper it does not export; a form is flat (a
 * property is a string, number, boolean or enum), so this is all it takes.
 */
function withDefaults(params: ElicitRequest["params"], result: ElicitResult): ElicitResult {
  if (result.action !== "accept" || !("requestedSchema" in params)) return result;
  const content = { ...result.content };
  for (const [key, field] of Object.entries(params.requestedSchema.properties))
    if (content[key] === undefined && "default" in field && field.default !== undefined) content[key] = field.default;
  return { ...result, content };
}

/**
 * One request of a server's, answered: the same answers whether it arrived as
 * a request of its own (the stateful protocol) or inside an InputRequiredResult
 * (the 2026-07-28 multi-round-trip pattern, modern/client.ts). Throws McpError
 * for what Patchbay declines or does not offer.
 */
export async function answerServerRequest(
  server: string,
  features: ClientFeatures,
  request: { method: string; params?: unknown },
  signal: AbortSignal,
): Promise<Record<string, unknown>> {
  const decline = decliner(features);
  switch (request.method) {
    case "roots/list":
      return rootsOf(features);
    case "elicitation/create": {
      const parsed = ElicitRequestSchema.safeParse(request);
      if (!parsed.success)
        throw new McpError(ErrorCode.InvalidParams, `invalid elicitation/create request: ${parsed.error.message}`);
      return withDefaults(parsed.data.params, await answerElicit(server, features, parsed.data.params));
    }
    case "sampling/createMessage": {
      const sampling = features.sampling;
      if (!sampling) return decline(request.method, samplingOff(server));
      const parsed = CreateMessageRequestSchema.safeParse(request);
      if (!parsed.success)
        throw new McpError(ErrorCode.InvalidParams, `invalid sampling/createMessage request: ${parsed.error.message}`);
      try {
        return await sampling(server, parsed.data.params, signal);
      } catch (error) {
        return decline(request.method, error instanceof Error ? error.message : String(error));
      }
    }
    default:
      return decline(request.method, "Patchbay does not offer this to servers");
  }
}

/** Registers the handlers on a client created with capabilitiesFor(features). */
export function answerServerRequests(client: Client, server: string, features: ClientFeatures): void {
  const decline = decliner(features);
  client.setRequestHandler(ListRootsRequestSchema, async () => rootsOf(features));

  const sampling = features.sampling;
  if (sampling) {
    client.setRequestHandler(CreateMessageRequestSchema, async (request, extra) => {
      try {
        return await sampling(server, request.params, extra.signal);
      } catch (error) {
        return decline("sampling/createMessage", error instanceof Error ? error.message : String(error));
      }
    });
  }
  client.setRequestHandler(ElicitRequestSchema, async (request) => answerElicit(server, features, request.params));

  // Requests for features this client did not declare (and any other method).
  client.fallbackRequestHandler = async (request) => {
    switch (request.method) {
      case "sampling/createMessage":
        return decline(request.method, samplingOff(server));
      default:
        return decline(request.method, "Patchbay does not offer this to servers");
    }
  };
}
