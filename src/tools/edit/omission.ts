/**
 * Omission placeholders ("(rest of methods ...)", "// unchanged code ...") in a
 * replacement: gemini-cli refuses a new_string that adds one, since writing it
 * would replace real code with the placeholder (packages/core/src/tools/
 * omissionPlaceholderDetector.ts, ported line for line).
 */
const OMITTED_PREFIXES = new Set([
  "rest of",
  "rest of method",
  "rest of methods",
  "rest of code",
  "unchanged code",
  "unchanged method",
  "unchanged methods",
]);

function placeholderOf(line: string): string | undefined {
  let text = line.trim();
  if (!text) return undefined;
  if (text.startsWith("//")) text = text.slice(2).trim();
  if (text.startsWith("(") && text.endsWith(")")) text = text.slice(1, -1).trim();
  const ellipsis = text.indexOf("...");
  if (ellipsis < 0) return undefined;
  const prefix = text
    .slice(0, ellipsis)
    .trim()
    .toLowerCase()
    .split(/[ \t\r\n]+/)
    .filter(Boolean)
    .join(" ");
  const suffix = text.slice(ellipsis + 3).trim();
  if (!OMITTED_PREFIXES.has(prefix)) return undefined;
  if (suffix.length > 0 && !/^\.+$/.test(suffix)) return undefined;
  return `${prefix} ...`;
}

export function omissionPlaceholders(text: string): string[] {
  return text
    .replaceAll("\r\n", "\n")
    .split("\n")
    .map(placeholderOf)
    .filter((p): p is string => p !== undefined);
}

/** gemini-cli's refusal, when new_string adds a placeholder old_string does not have. */
export function addedPlaceholder(oldString: string, newString: string): string | undefined {
  const before = new Set(omissionPlaceholders(oldString));
  return omissionPlaceholders(newString).some((p) => !before.has(p))
    ? "`new_string` contains an omission placeholder (for example 'rest of methods ...'). Provide exact literal replacement text."
    : undefined;
}
