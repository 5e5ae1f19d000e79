/**
 * The cassette format (docs/decisions/0007-stable-transcript-and-cassette.md): the turns a replay model plays back, in YAML or
 * JSON. Validated with zod; errors name the file and the turn.
 */
import { readFileSync } from "node:fs";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { z } from "zod";
import { CassetteError } from "../errors.js";

const cassetteUsageSchema = z.strictObject({
  input_tokens: z.number().int().nonnegative().default(0),
  output_tokens: z.number().int().nonnegative().default(0),
  cache_read_tokens: z.number().int().nonnegative().default(0),
  cache_write_tokens: z.number().int().nonnegative().default(0),
});

const toolCallSchema = z.strictObject({
  name: z.string().min(1, "a tool call needs a name"),
  /** Any JSON; a string here is sent as raw arguments text (to replay invalid JSON). */
  input: z.unknown().default({}),
  id: z.string().optional(),
});

const turnSchema = z.strictObject({
  text: z.string().optional(),
  tool_calls: z.array(toolCallSchema).default([]),
  usage: cassetteUsageSchema.optional(),
  /** Make this turn fail like a provider would; used to script error paths. */
  error: z.enum(["context_length", "http_500", "malformed"]).optional(),
});

const cassetteSchema = z.strictObject({
  model: z.string().optional(),
  turns: z.array(turnSchema),
});

export type Cassette = z.infer<typeof cassetteSchema>;
export type CassetteTurn = z.infer<typeof turnSchema>;

/** Validates cassette data; `file` is only for messages. */
export function parseCassette(data: unknown, file: string): Cassette {
  const parsed = cassetteSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path ?? [];
  const turn = path[0] === "turns" && typeof path[1] === "number" ? path[1] : undefined;
  const where =
    turn !== undefined ? `turn ${turn + 1} (turns[${turn}]${suffix(path.slice(2))})` : path.join(".") || "top level";
  throw new CassetteError(
    `cassette ${file}: ${where}: ${issue?.message ?? "invalid"}. A cassette is { turns: [{ text?, tool_calls?: [{ name, input }], usage? }] }.`,
    file,
    turn,
  );
}

function suffix(path: PropertyKey[]): string {
  return path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
}

export function loadCassette(file: string): Cassette {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code =
      error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : String(error);
    throw new CassetteError(`cassette ${file} cannot be read: ${code}. Check the path after replay:.`, file);
  }
  let data: unknown;
  try {
    data = file.endsWith(".json") ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new CassetteError(
      `cassette ${file} is not valid ${file.endsWith(".json") ? "JSON" : "YAML"}: ${message}`,
      file,
    );
  }
  return parseCassette(data, file);
}

export function serializeCassette(cassette: Cassette, file: string): string {
  return file.endsWith(".json") ? `${JSON.stringify(cassette, null, 2)}\n` : stringifyYaml(cassette, { lineWidth: 0 });
}
