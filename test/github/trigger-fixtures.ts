/**
 * Test helpers for trigger parsing: the real example payloads shipped in
 * @octokit/webhooks-examples (every GitHub and GHES variant), a config builder and small
 * typed accessors for editing payload copies without casts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { z } from "zod";
import { type Config, configSchema } from "../../src/config/schema.js";

const SUPPORTED_EVENTS = [
  "issue_comment",
  "issues",
  "pull_request",
  "pull_request_review",
  "pull_request_review_comment",
  "workflow_dispatch",
  "repository_dispatch",
] as const;

const definitionsSchema = z.array(
  z.looseObject({ name: z.string(), examples: z.array(z.record(z.string(), z.unknown())) }),
);

export interface Example {
  /** `api.github.com#issue_comment[3]`: where the payload came from, for test names. */
  id: string;
  eventName: string;
  action: string | undefined;
  payload: Record<string, unknown>;
}

/** Every example payload of the supported events, from every API variant in the package. */
export function loadExamples(): Example[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve("@octokit/webhooks-examples/package.json"));
  const variants = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
  const out: Example[] = [];
  for (const variant of variants) {
    const defs = definitionsSchema.parse(JSON.parse(readFileSync(join(root, variant.name, "index.json"), "utf8")));
    for (const def of defs) {
      if (!SUPPORTED_EVENTS.some((e) => e === def.name)) continue;
      def.examples.forEach((payload, i) => {
        const action = typeof payload.action === "string" ? payload.action : undefined;
        out.push({ id: `${variant.name}#${def.name}[${i}]`, eventName: def.name, action, payload });
      });
    }
  }
  return out;
}

export function config(overrides: Record<string, unknown> = {}): Config {
  return configSchema.parse(overrides);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value at a dotted path, or undefined when any step is missing. */
export function getIn(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split(".")) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** A deep copy of `payload` with `path` set to `value`; the parent object must exist (the examples' shape is what we test). */
export function withIn(payload: unknown, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(payload);
  if (!isRecord(copy)) throw new Error("payload is not an object");
  const keys = path.split(".");
  const last = keys.pop();
  const parent = keys.length ? getIn(copy, keys.join(".")) : copy;
  if (!isRecord(parent) || last === undefined) throw new Error(`no object at ${keys.join(".")}`);
  parent[last] = value;
  return copy;
}

/** A deep copy with `path` removed. */
export function without(payload: unknown, path: string): Record<string, unknown> {
  const copy = structuredClone(payload);
  if (!isRecord(copy)) throw new Error("payload is not an object");
  const keys = path.split(".");
  const last = keys.pop();
  const parent = keys.length ? getIn(copy, keys.join(".")) : copy;
  if (!isRecord(parent) || last === undefined) throw new Error(`no object at ${keys.join(".")}`);
  delete parent[last];
  return copy;
}

export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, "utf8"));
}
