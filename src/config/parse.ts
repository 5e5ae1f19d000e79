/** Parsing config text (YAML, or strict JSON for .mcp.json) into a document that can still point at lines. */
import { LineCounter } from "yaml";
import { ConfigError } from "./errors.js";
import { type Located, parseLocated } from "./locate.js";

export interface ParsedFile {
  data: unknown;
  located: Located;
}

export function parseYamlFile(file: string, text: string): ParsedFile {
  const located = parseLocated(text);
  const [error] = located.doc.errors;
  if (error) {
    const { line, col } = located.lineCounter.linePos(error.pos[0]);
    throw new ConfigError([{ file, line, column: col, message: `invalid YAML: ${firstLine(error.message)}` }]);
  }
  return { data: located.doc.toJS() ?? {}, located };
}

/**
 * .mcp.json is JSON, and JSON is stricter than YAML (no trailing commas, no
 * comments): parse with JSON.parse for the verdict, with yaml for positions.
 */
export function parseJsonFile(file: string, text: string): ParsedFile {
  try {
    const data: unknown = JSON.parse(text);
    return { data, located: parseLocated(text) };
  } catch (e) {
    const message = (e as Error).message;
    const lines = new LineCounter();
    let offset = 0;
    for (const line of text.split("\n")) {
      lines.addNewLine(offset);
      offset += line.length + 1;
    }
    const explicit = /line (\d+) column (\d+)/.exec(message);
    const position = /position (\d+)/.exec(message);
    const pos = explicit
      ? { line: Number(explicit[1]), col: Number(explicit[2]) }
      : position
        ? lines.linePos(Number(position[1]))
        : undefined;
    const trailingComma = position && /^,\s*[}\]]/.test(text.slice(lastNonSpace(text, Number(position[1]))));
    throw new ConfigError([
      {
        file,
        line: pos?.line,
        column: pos?.col,
        message: `invalid JSON: ${firstLine(message).replace(/ in JSON at position \d+.*$/, "")}`,
        hint: trailingComma ? "JSON does not allow a trailing comma" : undefined,
      },
    ]);
  }
}

function lastNonSpace(text: string, before: number): number {
  let i = before - 1;
  while (i > 0 && /\s/.test(text[i] as string)) i--;
  return i;
}

function firstLine(message: string): string {
  return message.split("\n")[0] as string;
}
