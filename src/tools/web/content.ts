/**
 * What a fetched body is: HTML (made readable), other text (returned as it is),
 * or binary (refused). The Content-Type says first; a body with NUL bytes or
 * undecodable bytes is binary whatever it claims, and a body without a type is
 * sniffed the way browsers start to (a leading `<!doctype html` or `<html`).
 */
import { TextDecoder } from "node:util";

export type Body =
  | { kind: "html"; text: string; type: string }
  | { kind: "text"; text: string; type: string }
  | { kind: "binary"; type: string };

const TEXT_TYPES =
  /^(text\/[\w.+-]+|application\/([\w.-]+\+)?(json|xml|yaml|toml|javascript|ecmascript|x-sh|x-yaml|x-toml|ld\+json|x-ndjson|ndjson|graphql|sql|csv|markdown|x-www-form-urlencoded))$/;

export function classify(contentType: string | undefined, bytes: Buffer): Body {
  const [mime = "", ...params] = (contentType ?? "").split(";").map((p) => p.trim());
  const type = mime.toLowerCase();
  const charset = params.map((p) => /^charset\s*=\s*"?([^";]+)"?$/i.exec(p)?.[1]).find(Boolean);
  const head = bytes.subarray(0, 8192);
  if (head.includes(0)) return { kind: "binary", type: type || "unknown" };
  if (type && type !== "text/html" && type !== "application/xhtml+xml" && !TEXT_TYPES.test(type))
    return { kind: "binary", type };
  const text = decode(bytes, charset);
  if (text === undefined) return { kind: "binary", type: type || "unknown" };
  const looksHtml = /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html)\b/i.test(text.slice(0, 2048));
  if (type === "text/html" || type === "application/xhtml+xml" || (!type && looksHtml))
    return { kind: "html", text, type: type || "text/html" };
  return { kind: "text", text, type: type || "text/plain" };
}

/** The text, or undefined when the bytes are not text in that charset (mostly replacement characters). */
function decode(bytes: Buffer, charset: string | undefined): string | undefined {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset ?? "utf-8");
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  const text = decoder.decode(bytes);
  // A cut can end inside a character; a few stray bytes are not a binary file.
  const bad = text.slice(0, 8192).split("\uFFFD").length - 1;
  return bad > 8 && bad > text.slice(0, 8192).length / 100 ? undefined : text;
}
