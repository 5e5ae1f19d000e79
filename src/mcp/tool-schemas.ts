/**
 * Validators for a tool's inputSchema and outputSchema, one compiled from each
 * tool's own schema. The SDK's AjvJsonSchemaValidator shares one Ajv whose
 * cache is keyed by `$id`: two tools whose schemas share an `$id` (common when
 * a server generates them from one template) got one validator between them, so
 * a valid call was refused and an invalid one sent. Here every compiled schema
 * is taken out of Ajv's registry again right after compiling, so the next
 * schema with that `$id` is compiled from its own keywords.
 *
 * The dialect follows `$schema`: 2020-12 (MCP's default since 2025-11-25, and
 * what a schema without `$schema` means), 2019-09, or draft-07 (what most
 * servers generated with zod-to-json-schema say). Formats are checked
 * (ajv-formats); one Ajv cannot know is accepted, and Ajv's console notes about
 * it go to the hub's debug log instead of stderr.
 */
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

type SchemaCheck = { valid: true } | { valid: false; errorMessage: string };
export type SchemaValidator = (value: unknown) => SchemaCheck;

type Dialect = "2020-12" | "2019-09" | "draft-07";
type AnyAjv = Ajv | Ajv2019 | Ajv2020;

// ajv-formats is CommonJS; its default export arrives wrapped under some bundlers.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (
  ajv: AnyAjv,
) => AnyAjv;

function dialectOf(schema: unknown): Dialect {
  const declared = typeof schema === "object" && schema !== null && "$schema" in schema ? String(schema.$schema) : "";
  if (declared.includes("2019-09")) return "2019-09";
  if (/draft-0[4-7]/.test(declared)) return "draft-07";
  return "2020-12";
}

/**
 * One Ajv per dialect, created on first use (nothing at import time). `debug`
 * receives Ajv's own notes (unknown formats, ignored keywords) — one line per
 * distinct note, however many tools repeat it.
 */
export class ToolSchemaCompiler {
  private readonly instances = new Map<Dialect, AnyAjv>();
  private readonly noted = new Set<string>();

  constructor(private readonly debug: (message: string) => void = () => {}) {}

  private ajv(dialect: Dialect): AnyAjv {
    let ajv = this.instances.get(dialect);
    if (ajv) return ajv;
    ajv = this.fresh(dialect);
    this.instances.set(dialect, ajv);
    return ajv;
  }

  private fresh(dialect: Dialect): AnyAjv {
    const note = (...args: unknown[]) => {
      const text = args.map(String).join(" ");
      if (this.noted.has(text)) return;
      this.noted.add(text);
      this.debug(`JSON Schema: ${text}`);
    };
    const options: Options = {
      strict: false,
      allErrors: true,
      validateFormats: true,
      // A schema's `$ref` to a network URI is never fetched (there is no loadSchema): it stays unresolved.
      logger: { log: note, warn: note, error: note },
    };
    const ajv =
      dialect === "2020-12" ? new Ajv2020(options) : dialect === "2019-09" ? new Ajv2019(options) : new Ajv(options);
    addFormats(ajv);
    return ajv;
  }

  /** Compiles `schema` on its own; throws when it is not a usable JSON Schema. */
  compile(schema: object): SchemaValidator {
    const dialect = dialectOf(schema);
    let validate: ValidateFunction;
    try {
      validate = this.compileIn(this.ajv(dialect), schema);
    } catch (error) {
      // A `$id` Ajv cannot take (nested ids clashing with an earlier tool's, "urn:x"): the
      // schema's keywords still hold without it, compiled in an instance of its own.
      if (!("$id" in schema)) throw error;
      const { $id: _id, ...rest } = schema;
      validate = this.compileIn(this.fresh(dialect), rest);
      this.debug(`JSON Schema: its $id was set aside (${error instanceof Error ? error.message : String(error)})`);
    }
    return (value) => (validate(value) ? { valid: true } : { valid: false, errorMessage: describe(validate.errors) });
  }

  private compileIn(ajv: AnyAjv, schema: object): ValidateFunction {
    try {
      return ajv.compile(schema);
    } finally {
      // Out of the registry again (by object and by $id), so the next schema with this $id is its own.
      ajv.removeSchema(schema);
    }
  }
}

function describe(errors: ErrorObject[] | null | undefined): string {
  const lines = (errors ?? []).slice(0, 10).map((e) => {
    const where = e.instancePath || "(top level)";
    const extra =
      e.keyword === "additionalProperties"
        ? ` (${String(e.params.additionalProperty)})`
        : e.keyword === "enum"
          ? ` (${JSON.stringify(e.params.allowedValues)})`
          : "";
    return `${where} ${e.message ?? e.keyword}${extra}`;
  });
  return lines.join("; ") || "invalid";
}
