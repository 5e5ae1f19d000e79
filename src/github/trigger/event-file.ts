/**
 * Reading GITHUB_EVENT_PATH (or the CLI's `--event FILE`). Every failure names the event
 * and the file, and says which of the usual mistakes it is: no file, an empty file, text
 * that is not JSON, or JSON cut off part-way (a truncated download or copy-paste).
 */
import { readFile } from "node:fs/promises";
import { TriggerError } from "./error.js";

/**
 * True when `text` ends inside a string or with brackets still open: JSON that was cut
 * short, as opposed to JSON with a typo in the middle. Our own scan, because V8's wording
 * for the two cases differs between Node versions.
 */
export function looksTruncated(text: string): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (const ch of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") depth--;
  }
  return inString || depth > 0;
}

function fail(message: string, eventName: string, path: string): TriggerError {
  return new TriggerError(message, "TRIGGER_EVENT_FILE", eventName, path);
}

/** The parsed event payload at `path`; a TriggerError (code TRIGGER_EVENT_FILE) if it cannot be read. */
export async function readEvent(path: string, eventName: string): Promise<Record<string, unknown>> {
  const what = `the \`${eventName}\` event file ${path}`;
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
    if (code === "ENOENT")
      throw fail(
        `Cannot read ${what}: it does not exist. In a workflow GITHUB_EVENT_PATH points at it; for a local run pass --event with an existing file (see examples/events/).`,
        eventName,
        path,
      );
    if (code === "EISDIR") throw fail(`Cannot read ${what}: it is a directory, not a JSON file.`, eventName, path);
    throw fail(`Cannot read ${what}: ${error instanceof Error ? error.message : String(error)}.`, eventName, path);
  }
  if (text.trim() === "")
    throw fail(`${capital(what)} is empty; it should hold the event's JSON payload.`, eventName, path);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (looksTruncated(text))
      throw fail(
        `${capital(what)} is cut short (${text.length} characters, the JSON ends before its last object closes): ${detail}. Re-download or re-copy the whole payload.`,
        eventName,
        path,
      );
    throw fail(`${capital(what)} is not valid JSON: ${detail}.`, eventName, path);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw fail(
      `${capital(what)} holds ${Array.isArray(parsed) ? "an array" : String(parsed === null ? "null" : typeof parsed)}; an event payload is a JSON object.`,
      eventName,
      path,
    );
  return { ...parsed };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
