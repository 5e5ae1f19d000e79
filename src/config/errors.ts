/**
 * Config errors are user errors: each problem names the file, line and key,
 * says what was expected, and (for typos) the nearest valid key. Printed
 * without a stack trace.
 */
export interface ConfigProblem {
  file: string;
  line?: number;
  column?: number;
  /** Dotted key path, e.g. "mcp_servers.docs.url". */
  key?: string;
  message: string;
  hint?: string;
}

export function formatProblem(p: ConfigProblem): string {
  const where = p.line ? `${p.file}:${p.line}${p.column ? `:${p.column}` : ""}` : p.file;
  const key = p.key ? ` ${p.key}:` : "";
  return `${where}:${key} ${p.message}${p.hint ? ` (${p.hint})` : ""}`;
}

export class ConfigError extends Error {
  readonly code = "config_error";
  constructor(readonly problems: ConfigProblem[]) {
    super(problems.map(formatProblem).join("\n"));
    this.name = "ConfigError";
  }
}
