/**
 * Turns a parsed document into a typed Config or a list of problems that point
 * at lines: zod does the checking, this module does the explaining.
 */
import type { z } from "zod";
import type { ConfigProblem } from "./errors.js";
import { type Located, locate } from "./locate.js";
import { nearest } from "./suggest.js";

/** Keys an object schema accepts at `path`, for "did you mean". */
export function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: z.ZodType | undefined = schema;
  for (const segment of [...path, null]) {
    current = unwrap(current);
    if (!current) return [];
    const def = current._zod.def;
    if (segment === null) {
      return def.type === "object" && "shape" in def ? Object.keys(def.shape as object) : [];
    }
    if (def.type === "object" && "shape" in def) current = (def.shape as Record<string, z.ZodType>)[String(segment)];
    else if (def.type === "record" && "valueType" in def) current = def.valueType as z.ZodType;
    else if (def.type === "array" && "element" in def) current = def.element as z.ZodType;
    else return [];
  }
  return [];
}

function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let s = schema;
  for (let i = 0; s && i < 10; i++) {
    const def = s._zod.def;
    if (
      (def.type === "default" || def.type === "prefault" || def.type === "optional" || def.type === "nullable") &&
      "innerType" in def
    )
      s = def.innerType as z.ZodType;
    else if (def.type === "pipe" && "in" in def && "out" in def) {
      // z.preprocess is a pipe from a transform into the real schema: the keys live on `out`.
      const input = def.in as z.ZodType;
      s = input._zod.def.type === "transform" ? (def.out as z.ZodType) : input;
    } else break;
  }
  return s;
}

export function issuesToProblems(
  issues: readonly z.core.$ZodIssue[],
  schema: z.ZodType,
  file: string,
  located: Located,
  /** Prefix for key paths when the document is nested (".mcp.json" → mcpServers). */
  keyPrefix: readonly PropertyKey[] = [],
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const issue of issues) {
    const path = [...keyPrefix, ...issue.path];
    if (issue.code === "unrecognized_keys") {
      const known = knownKeys(schema, issue.path);
      for (const key of issue.keys) {
        const pos = locate(located, path, key);
        const guess = nearest(key, known);
        problems.push({
          file,
          line: pos?.line,
          column: pos?.column,
          key: [...path, key].join("."),
          message: `unknown key \`${key}\``,
          hint: guess
            ? `did you mean \`${guess}\`?`
            : known.length
              ? `valid keys here: ${known.join(", ")}`
              : undefined,
        });
      }
      continue;
    }
    const pos = locate(located, path);
    const guess =
      issue.code === "invalid_value" && typeof issue.input === "string"
        ? nearest(issue.input, issue.values.map(String))
        : undefined;
    problems.push({
      file,
      line: pos?.line,
      column: pos?.column,
      key: path.length ? path.join(".") : undefined,
      message: explain(issue),
      hint: guess ? `did you mean "${guess}"?` : undefined,
    });
  }
  return problems;
}

function explain(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "int") return `expected a whole number, got ${describe(issue.input)}`;
      return issue.input === undefined
        ? `is required (expected ${issue.expected})`
        : `expected ${issue.expected}, got ${describe(issue.input)}`;
    case "invalid_value":
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}, got ${describe(issue.input)}`;
    case "invalid_key":
      return issue.issues[0]?.message ?? issue.message;
    default:
      return issue.message;
  }
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string") return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return `${typeof value} ${String(value)}`;
}
