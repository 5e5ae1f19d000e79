/**
 * Generates schema/patchbay.schema.json (for editors) and the README's
 * configuration reference from the zod schema — one source for both.
 * `--check` fails when either committed copy is stale (CI).
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { configSchema, ruleObjectSchema, ruleSchema } from "../src/config/schema.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const schemaFile = path.join(root, "schema/patchbay.schema.json");
const readmeFile = path.join(root, "README.md");
const START = "<!-- config-reference:start -->";
const END = "<!-- config-reference:end -->";

type Json = { [key: string]: unknown };

export function jsonSchema(): Json {
  const rule = z.toJSONSchema(ruleObjectSchema, { io: "input" });
  const generated = z.toJSONSchema(configSchema, {
    io: "input",
    unrepresentable: "any",
    override: (ctx) => {
      // Rules go through a preprocess (the `allow: { annotations: read_only }` shorthand), which
      // JSON Schema cannot express; describe the object form and the shorthand instead.
      if (ctx.zodSchema === ruleSchema) {
        const { $schema: _ignored, ...ruleBody } = rule;
        Object.assign(ctx.jsonSchema, ruleBody, ruleRefinements(ruleBody));
      }
    },
  });
  return {
    ...generated,
    $id: "https://raw.githubusercontent.com/patchbay/patchbay/main/schema/patchbay.schema.json",
    title: "Patchbay configuration (.github/patchbay.yml)",
  };
}

/**
 * What the zod rule schema checks in code, said in JSON Schema so an editor and the
 * loader agree: `allow: { annotations: read_only }` is accepted (the preprocess turns
 * it into `allow: "*"` + `annotations`), and a rule names exactly one of allow/ask/deny.
 */
function ruleRefinements(ruleBody: Json): Json {
  const shorthand = {
    type: "object",
    properties: { annotations: { const: "read_only" } },
    required: ["annotations"],
    additionalProperties: false,
    description: "Shorthand for every tool whose MCP server declares readOnlyHint: true.",
  };
  const properties: Json = { ...(ruleBody.properties as Json) };
  for (const effect of ["allow", "ask", "deny"]) {
    const pattern = properties[effect];
    if (pattern && typeof pattern === "object") {
      const { description, ...rest } = pattern as Json;
      properties[effect] = { description, anyOf: [rest, shorthand] };
    }
  }
  return { properties, oneOf: [{ required: ["allow"] }, { required: ["ask"] }, { required: ["deny"] }] };
}

/** The README's reference: one row per key, with type, default and description. */
export function reference(schema: Json): string {
  const rows: string[] = ["| key | type | default | description |", "|---|---|---|---|"];
  const walk = (node: Json, prefix: string) => {
    const properties = node.properties;
    if (!properties || typeof properties !== "object") return;
    for (const [key, raw] of Object.entries(properties)) {
      if (!raw || typeof raw !== "object") continue;
      const child: Json = { ...raw };
      const name = prefix ? `${prefix}.${key}` : key;
      const shown = typeOf(child);
      const def = child.default === undefined ? "" : `\`${JSON.stringify(child.default)}\``;
      const description = typeof child.description === "string" ? child.description : "";
      rows.push(`| \`${name}\` | ${shown} | ${def} | ${description.replace(/\|/g, "\\|")} |`);
      if (child.properties) walk(child, name);
      const additional = child.additionalProperties;
      if (additional && typeof additional === "object" && "properties" in additional)
        walk({ ...additional }, `${name}.<name>`);
      const items = child.items;
      if (items && typeof items === "object" && "properties" in items) walk({ ...items }, `${name}[]`);
    }
  };
  walk(schema, "");
  return rows.join("\n");
}

function typeOf(node: Json): string {
  if (Array.isArray(node.enum)) return node.enum.map((v) => `\`${String(v)}\``).join(" \\| ");
  if (Array.isArray(node.anyOf))
    return node.anyOf.map((n) => (n && typeof n === "object" ? typeOf({ ...n }) : "")).join(" or ");
  if (node.type === "array") {
    const items = node.items && typeof node.items === "object" ? typeOf({ ...node.items }) : "any";
    return `list of ${items}`;
  }
  if (node.type === "object" && node.additionalProperties && typeof node.additionalProperties === "object")
    return `map of ${typeOf({ ...node.additionalProperties })}`;
  if (typeof node.type === "string") return node.type;
  if (node.const !== undefined) return `\`${String(node.const)}\``;
  return "any";
}

async function main(): Promise<void> {
  const check = process.argv.includes("--check");
  const schema = jsonSchema();
  const schemaText = `${JSON.stringify(schema, null, 2)}\n`;
  const readme = await readFile(readmeFile, "utf8");
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the ${START} … ${END} markers`);
  const newReadme = `${readme.slice(0, start + START.length)}\n${reference(schema)}\n${readme.slice(end)}`;
  if (check) {
    const current = await readFile(schemaFile, "utf8").catch(() => "");
    const stale: string[] = [];
    if (current !== schemaText) stale.push("schema/patchbay.schema.json");
    if (readme !== newReadme) stale.push("README.md (configuration reference)");
    if (stale.length) {
      process.stderr.write(`stale: ${stale.join(", ")} — run \`npm run schema\` and commit the result\n`);
      process.exitCode = 1;
    }
    return;
  }
  await writeFile(schemaFile, schemaText);
  await writeFile(readmeFile, newReadme);
}

await main();
