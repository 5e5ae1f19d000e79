/**
 * Typed results (the action output `result_json`, docs/decisions/0006-the-action-surface.md): the JSON Schema a run's final result
 * must satisfy, checked with Ajv (the validator the MCP SDK uses too; we looked
 * at @cfworker/json-schema and hyperjump as well — Ajv is the best kept and
 * gives error paths people can read). A schema is checked when it is loaded, so
 * a broken one is a config error before anything runs.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";

export type ResultCheck = { ok: true; value: unknown } | { ok: false; errors: string[] };

export interface OutputValidator {
  /** The schema as given, for the model's instructions. */
  schema: object | boolean;
  /** Parses the model's result as JSON and validates it. */
  check(result: string): ResultCheck;
}

function ajvFor(schema: object) {
  const dialect = "$schema" in schema ? String(schema.$schema) : "";
  const options = { allErrors: true, strict: false, validateFormats: false } as const;
  if (dialect.includes("2020-12")) return new Ajv2020(options);
  if (dialect.includes("2019-09")) return new Ajv2019(options);
  return new Ajv(options);
}

function formatErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).slice(0, 20).map((e) => {
    const where = e.instancePath || "(the result)";
    const extra = e.keyword === "additionalProperties" ? ` (${String(e.params.additionalProperty)})` : "";
    return `${where} ${e.message ?? e.keyword}${extra}`;
  });
}

export interface SchemaProblem {
  /** Where in the schema, as keys (from Ajv's JSON pointer), so config errors point at the line. */
  path: string[];
  message: string;
}

/** What is wrong with `schema` as a JSON Schema; empty when it is usable. One problem per place. */
export function outputSchemaProblems(schema: unknown): SchemaProblem[] {
  if (typeof schema === "boolean") return [];
  if (!schema || typeof schema !== "object" || Array.isArray(schema))
    return [{ path: [], message: "must be a JSON Schema object (or a path to a .json file holding one)" }];
  const ajv = ajvFor(schema);
  if (!ajv.validateSchema(schema)) {
    const seen = new Set<string>();
    return (ajv.errors ?? [])
      .filter((e) => !seen.has(e.instancePath) && seen.add(e.instancePath))
      .map((e) => ({
        path: e.instancePath.split("/").slice(1).map(unescapePointer),
        message: `not a valid JSON Schema: ${e.instancePath || "the schema"} ${e.message ?? e.keyword}`,
      }));
  }
  try {
    ajv.compile(schema);
    return [];
  } catch (error) {
    return [
      { path: [], message: `not a usable JSON Schema: ${error instanceof Error ? error.message : String(error)}` },
    ];
  }
}

const unescapePointer = (s: string) => s.replace(/~1/g, "/").replace(/~0/g, "~");

/**
 * The model often wraps JSON in a Markdown fence; that much is forgiven, nothing
 * else (the result must be the JSON value itself).
 */
function unfence(text: string): string {
  const m = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/.exec(text);
  return m?.[1] ?? text;
}

/** Compiles a schema already checked by outputSchemaProblems. */
export function createOutputValidator(schema: object | boolean): OutputValidator {
  const validate: ValidateFunction =
    typeof schema === "boolean" ? new Ajv().compile(schema) : ajvFor(schema).compile(schema);
  return {
    schema,
    check(result) {
      let value: unknown;
      try {
        value = JSON.parse(unfence(result));
      } catch (error) {
        return {
          ok: false,
          errors: [`the result is not JSON (${error instanceof Error ? error.message : String(error)})`],
        };
      }
      if (validate(value)) return { ok: true, value };
      return { ok: false, errors: formatErrors(validate.errors) };
    },
  };
}
