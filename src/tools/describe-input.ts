/** Controls (but tab), invisible format characters, line/paragraph separators and unusual spaces. */
const HIDDEN = /[^\P{Cc}\t\n]|\p{Cf}|\p{Zl}|\p{Zp}|[^\P{Zs} ]/gu;

/**
 * Shows what a one-line report would hide: a line break as ⏎, anything else
 * unseen as ⟨U+202E⟩ — so an approval comment shows the command bash would run,
 * not what a carriage return or a bidi override makes it look like.
 */
function visible(text: string): string {
  return text
    .replace(/\r?\n/g, " ⏎ ")
    .replace(HIDDEN, (ch) => `⟨U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}⟩`);
}

/** The part of a tool's input people recognise — a path, a command, a query — for one-line reports; JSON otherwise. */
export function describeInput(input: unknown, max = 80): string {
  let text: string;
  if (typeof input === "object" && input !== null && !Array.isArray(input)) {
    const fields = Object.entries(input);
    const known = fields.find(([k]) => ["command", "path", "query", "regex", "uri", "question"].includes(k));
    text = known && typeof known[1] === "string" ? known[1] : JSON.stringify(input);
  } else {
    text = typeof input === "string" ? input : (JSON.stringify(input) ?? "");
  }
  const oneLine = visible(text).replace(/\s+/g, " ").trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}
