/** Size bounds for what the model reads: every cut says so and how to see more. */

/** Cuts `text` to at most `max` characters at a line boundary, with a note. */
export function capText(text: string, max: number, hint: string): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf("\n", max);
  const head = text.slice(0, cut > max / 2 ? cut : max);
  return `${head}\n[… output cut: ${text.length - head.length} more characters. ${hint}]`;
}

/** Cuts one long line, saying how much was dropped. */
export function capLine(line: string, max: number): string {
  if (line.length <= max) return line;
  return `${line.slice(0, max)} [… ${line.length - max} more characters on this line]`;
}

/** Numbers lines for the model: "  12 | text". */
export function numberLines(lines: string[], firstLine: number, maxLineChars = 2000): string {
  const width = String(firstLine + lines.length - 1).length;
  return lines.map((line, i) => `${String(firstLine + i).padStart(width)} | ${capLine(line, maxLineChars)}`).join("\n");
}

/** True when a buffer looks binary: a NUL byte or many invalid UTF-8 sequences early on. */
export function looksBinary(sample: Buffer): boolean {
  if (sample.includes(0)) return true;
  if (sample.length === 0) return false;
  const text = sample.toString("utf8");
  let bad = 0;
  for (const ch of text) if (ch === "\uFFFD") bad++;
  return bad / text.length > 0.1;
}
