/**
 * MCP elicitation in an interactive local run: a server's form is asked on the
 * terminal, one field at a time (Enter keeps a field's default — the SDK fills
 * defaults in, as the client declares `applyDefaults`). Without a terminal the
 * hub declines instead, saying that Patchbay did (client-requests.ts).
 */
import type { ElicitHandler } from "../../mcp/client-requests.js";

type Field = { type?: string; title?: string; description?: string; enum?: unknown[]; default?: unknown };

export function terminalElicitation(ask: (question: string) => Promise<string>): ElicitHandler {
  return async (server, params) => {
    if (params.mode === "url") return { action: "decline" };
    const go = (await ask(`\nMCP server "${server}" asks: ${params.message}\nAnswer it? [y/N] `)).trim().toLowerCase();
    if (go !== "y" && go !== "yes") return { action: "decline" };
    const properties = (params.requestedSchema.properties ?? {}) as Record<string, Field>;
    const content: Record<string, string | number | boolean | string[]> = {};
    for (const [key, field] of Object.entries(properties)) {
      const choices = field.enum ? ` [${field.enum.join("/")}]` : "";
      const fallback = field.default !== undefined ? ` (Enter: ${String(field.default)})` : "";
      const note = field.description ? ` — ${field.description}` : "";
      const answer = (await ask(`  ${field.title ?? key}${note}${choices}${fallback}: `)).trim();
      if (answer === "") continue;
      if (field.type === "number" || field.type === "integer") content[key] = Number(answer);
      else if (field.type === "boolean") content[key] = /^(y|yes|true|1)$/i.test(answer);
      else content[key] = answer;
    }
    return { action: "accept", content };
  };
}
