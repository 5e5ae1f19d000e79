/**
 * Reading an outbox as the publish stage must: as untrusted input. The JSON
 * file's size is checked before it is read, its text parsed, its shape checked
 * by the schema; every problem is a Refusal with the check's name, so the
 * publish stage reports it and writes nothing.
 */
import { lstat, readFile } from "node:fs/promises";
import path from "node:path";
import { MAX_OUTBOX_JSON_BYTES, OUTBOX_BUNDLE, OUTBOX_JSON, type Outbox, outboxSchema } from "./schema.js";

/** One reason the publish stage writes nothing, named by the check that found it. */
export interface Refusal {
  check: string;
  message: string;
  /** file:line, a ref, a write (`progress_comment`), when there is one. */
  where?: string;
}

export type ReadOutbox = { kind: "ok"; outbox: Outbox; bundle?: string } | { kind: "refused"; refusals: Refusal[] };

export async function readOutbox(dir: string): Promise<ReadOutbox> {
  const file = path.join(dir, OUTBOX_JSON);
  const refused = (message: string, where = file): ReadOutbox => ({
    kind: "refused",
    refusals: [{ check: "outbox-json", message, where }],
  });
  // lstat: a symlink planted in the artifact is not followed somewhere else.
  const info = await lstat(file).catch(() => undefined);
  if (!info)
    return refused(`there is no ${OUTBOX_JSON} in ${dir} (did the agent stage run, and its artifact download here?)`);
  if (!info.isFile()) return refused(`${OUTBOX_JSON} is not a regular file`);
  if (info.size > MAX_OUTBOX_JSON_BYTES)
    return refused(`${OUTBOX_JSON} is ${info.size} bytes, over the limit of ${MAX_OUTBOX_JSON_BYTES}`);
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    return refused(`${OUTBOX_JSON} is not JSON: ${(error as Error).message}`);
  }
  const parsed = outboxSchema.safeParse(value);
  if (!parsed.success)
    return {
      kind: "refused",
      refusals: parsed.error.issues.slice(0, 20).map((issue) => ({
        check: "outbox-json",
        message: `${OUTBOX_JSON} does not match the outbox format: ${issue.message}`,
        where: issue.path.length ? issue.path.join(".") : "(top level)",
      })),
    };
  const bundle = path.join(dir, OUTBOX_BUNDLE);
  const bundleInfo = await lstat(bundle).catch(() => undefined);
  if (bundleInfo && !bundleInfo.isFile())
    return { kind: "refused", refusals: [{ check: "bundle", message: `${OUTBOX_BUNDLE} is not a regular file` }] };
  return { kind: "ok", outbox: parsed.data, bundle: bundleInfo ? bundle : undefined };
}
