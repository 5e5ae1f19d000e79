/**
 * Where an output schema comes from: the `output_schema` input or `--output-schema`
 * (inline JSON, or a path), or a task's `output_schema` key (a mapping, or a
 * path). Whatever the source, the schema is read and checked here, before
 * anything runs; a problem is a ConfigError that says where it came from.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ConfigError } from "./errors.js";

export interface OutputSchemaSource {
  /** Inline JSON text, a path, or an already parsed schema (a task's mapping). */
  value: string | object | boolean;
  /** Where it was given, for messages: "input output_schema", "--output-schema", ".github/patchbay.yml tasks.triage.output_schema". */
  where: string;
  /** Relative paths resolve against this directory (the repository, or the CLI's cwd). */
  baseDir: string;
}

/** Returns the checked schema; throws ConfigError naming the source and what is wrong. */
export async function loadOutputSchema(source: OutputSchemaSource): Promise<object | boolean> {
  const fail = (message: string, file = source.where): never => {
    throw new ConfigError([{ file, message }]);
  };
  let schema: unknown = source.value;
  let file = source.where;
  if (typeof source.value === "string") {
    const text = source.value.trim();
    if (text.startsWith("{") || text === "true" || text === "false") {
      try {
        schema = JSON.parse(text);
      } catch (error) {
        fail(`output_schema is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
      }
    } else {
      const abs = path.resolve(source.baseDir, text);
      file = `${source.where} (${text})`;
      const content = await readFile(abs, "utf8").catch((error: NodeJS.ErrnoException) =>
        fail(
          error.code === "ENOENT"
            ? `the output schema file ${text} does not exist (relative paths start at ${source.baseDir})`
            : `cannot read the output schema file ${text}: ${error.message}`,
        ),
      );
      try {
        schema = JSON.parse(content);
      } catch (error) {
        fail(`${text} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, file);
      }
    }
  }
  // The validator loads only when there is a schema to check: most runs have none.
  const { outputSchemaProblems } = await import("./output-schema.js");
  const problems = outputSchemaProblems(schema);
  if (problems.length) throw new ConfigError(problems.map((p) => ({ file, message: p.message })));
  if (typeof schema === "boolean") return schema;
  if (schema && typeof schema === "object") return schema;
  return fail("output_schema must be a JSON Schema object");
}
