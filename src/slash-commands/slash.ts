/**
 * The slash syntax at the start of a request: `/name args` runs the repository
 * command `.github/patchbay/commands/<name>.md`; `/server:prompt args` runs an
 * MCP server's prompt. One parser for both, dispatched by the colon: a command
 * name never holds one, a server's prompt always does. The first line carries
 * the name and the arguments; the lines after it are the requester's own words,
 * added to what the command asks.
 */

export type SlashRequest =
  | { kind: "command"; name: string; args: string; more: string }
  | { kind: "mcp-prompt"; server: string; prompt: string; args: string; more: string };

/** `/name` or `/server:prompt`, ended by a space or the end of the line (so `/etc/hosts …` is not one). */
const HEAD = /^\/([A-Za-z0-9_.-]+)(?::([^\s:]+))?(?=\s|$)/;

/** The slash request at the start of `text`, or undefined when the text does not start with one. */
export function parseSlash(text: string): SlashRequest | undefined {
  const trimmed = text.trimStart();
  const newline = trimmed.indexOf("\n");
  const first = newline === -1 ? trimmed : trimmed.slice(0, newline);
  const head = HEAD.exec(first);
  if (!head?.[1]) return undefined;
  const args = first.slice(head[0].length).trim();
  const more = newline === -1 ? "" : trimmed.slice(newline + 1).trim();
  return head[2] !== undefined
    ? { kind: "mcp-prompt", server: head[1], prompt: head[2], args, more }
    : { kind: "command", name: head[1], args, more };
}

export type ArgumentToken = { name?: string; value: string };

const TOKEN = /\s*(?:([A-Za-z_][\w.-]*)=)?("(?:[^"\\]|\\.)*"|'[^']*'|\S+)/y;

/**
 * Arguments as written: `word`, `"two words"`, `'two words'`, and `name=value`
 * (the value quoted or not) — the same forms `/server:prompt` takes.
 */
export function tokenizeArguments(args: string): ArgumentToken[] {
  const tokens: ArgumentToken[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(args); m; m = TOKEN.exec(args)) {
    const raw = m[2] as string;
    const value = raw.startsWith('"')
      ? raw.slice(1, -1).replace(/\\(.)/g, "$1")
      : raw.startsWith("'")
        ? raw.slice(1, -1)
        : raw;
    tokens.push(m[1] ? { name: m[1], value } : { value });
    if (TOKEN.lastIndex >= args.length) break;
  }
  return tokens;
}
