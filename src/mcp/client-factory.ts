/**
 * A fresh SDK Client for one connection attempt: the capabilities Patchbay
 * declares, the answers to what a server may ask (client-requests.ts), tool
 * list and log notifications wired to the connection, and the SDK's own schema
 * validation (elicitation results) compiled per schema like the tools'.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  LoggingMessageNotificationSchema,
  ToolListChangedNotificationSchema,
} from "@modelcontextprotocol/sdk/types.js";
import type { JsonSchemaValidator, jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/types.js";
import type { McpServerConfig } from "../config/schema.js";
import { answerServerRequests, type ClientFeatures, capabilitiesFor } from "./client-requests.js";
import { ModernClient } from "./modern/client.js";
import type { ToolSchemaCompiler } from "./tool-schemas.js";
import type { ConnectionOptions, McpLogEvent } from "./types.js";

const CLIENT_INFO = { name: "patchbay", version: "0.1.0" };

/** What this client offers the server (client-requests.ts): roots, sampling when the server may, elicitation when someone answers. */
export function featuresFor(
  config: Pick<McpServerConfig, "sampling">,
  opts: Pick<ConnectionOptions, "roots" | "cwd" | "sampling" | "elicit">,
  onDeclined: (sentence: string) => void,
): ClientFeatures {
  return {
    roots: opts.roots ?? [opts.cwd],
    sampling: config.sampling && opts.sampling ? opts.sampling : undefined,
    elicit: opts.elicit,
    onDeclined,
  };
}

/** Which lifecycle a client speaks: the stateful one (initialize), or the modern 2026-07-28 one (modern/client.ts). */
export type Era = "legacy" | "modern";

export function createClient(opts: {
  server: string;
  era: Era;
  features: ClientFeatures;
  compiler: ToolSchemaCompiler;
  onToolsChanged: () => void;
  /** Lists the tools again and waits for the new list (a modern server's HeaderMismatch). */
  relist: () => Promise<void>;
  onLog?: (event: McpLogEvent) => void;
}): Client {
  const capabilities = capabilitiesFor(opts.features);
  const options = { capabilities, jsonSchemaValidator: validatorProvider(opts.compiler) };
  const client =
    opts.era === "modern"
      ? new ModernClient(CLIENT_INFO, { ...options, server: opts.server, features: opts.features, relist: opts.relist })
      : new Client(CLIENT_INFO, options);
  answerServerRequests(client, opts.server, opts.features);
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => opts.onToolsChanged());
  client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
    const data = n.params.data;
    const text = typeof data === "string" ? data : JSON.stringify(data);
    const logger = n.params.logger ? `${n.params.logger}: ` : "";
    opts.onLog?.({ server: opts.server, level: n.params.level, message: `${logger}${text}`, fromServer: true });
  });
  return client;
}

/** The SDK's validator interface over the compiler: each schema compiled on its own. */
function validatorProvider(compiler: ToolSchemaCompiler): jsonSchemaValidator {
  return {
    getValidator<T>(schema: object): JsonSchemaValidator<T> {
      const check = compiler.compile(schema);
      return (input: unknown) => {
        const verdict = check(input);
        return verdict.valid
          ? { valid: true, data: input as T, errorMessage: undefined }
          : { valid: false, data: undefined, errorMessage: verdict.errorMessage };
      };
    },
  };
}
