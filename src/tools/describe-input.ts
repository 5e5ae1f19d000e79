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
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}
