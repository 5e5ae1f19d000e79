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
import { answerServerRequests, type ClientFeatures, capabilitiesFor } from "./client-requests.js";
import type { ToolSchemaCompiler } from "./tool-schemas.js";
import type { McpLogEvent } from "./types.js";

const CLIENT_INFO = { name: "patchbay", version: "0.1.0" };

export function createClient(opts: {
  server: string;
  features: ClientFeatures;
  compiler: ToolSchemaCompiler;
  onToolsChanged: () => void;
  onLog?: (event: McpLogEvent) => void;
}): Client {
  const client = new Client(CLIENT_INFO, {
    capabilities: capabilitiesFor(opts.features),
    jsonSchemaValidator: validatorProvider(opts.compiler),
  });
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
