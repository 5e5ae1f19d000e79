/** A plain JSON-like object (not null, not an array): what parsed YAML, JSON and tool arguments are checked for. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
