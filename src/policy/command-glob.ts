/**
 * Command patterns (`commands:` in a rule), matched against one segment at a
 * time. Unlike path globs, `*` crosses `/` and spaces: `npm run *` matches
 * `npm run test -- --watch` and `git diff src/a.ts`. A trailing ` *` also
 * matches nothing (`npm run *` matches `npm run`). `?` is one character and a
 * backslash makes the next character literal. Whitespace runs count as one space.
 */

export interface CommandPattern {
  source: string;
  /** Matched against the command as written (it names a redirect or substitution), not its words. */
  asWritten: boolean;
  /** It names a redirect (`>`/`<`): a segment it matches may redirect. */
  allowsRedirects: boolean;
  /** It names a command substitution: a segment it matches may substitute. */
  allowsSubstitution: boolean;
  /** The words of the pattern and their names before `=` (`--output=*` names `--output`): the options it is written with. */
  names: Set<string>;
  test(text: string): boolean;
}

type Token = { kind: "char"; ch: string } | { kind: "one" } | { kind: "star" };

function tokenize(pattern: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern.charAt(i);
    if (ch === "\\" && i + 1 < pattern.length) tokens.push({ kind: "char", ch: pattern.charAt(++i) });
    else if (ch === "*") tokens.push({ kind: "star" });
    else if (ch === "?") tokens.push({ kind: "one" });
    else tokens.push({ kind: "char", ch });
  }
  return tokens;
}

/**
 * Wildcard matching by the classic two-pointer method: at most
 * O(text × pattern) steps, so a 100 KB command cannot make a pattern with
 * several `*` backtrack exponentially the way a regular expression would.
 */
function wildcard(tokens: Token[], text: string): boolean {
  let t = 0;
  let p = 0;
  let starP = -1;
  let starT = 0;
  while (t < text.length) {
    const tok = tokens[p];
    if (tok && (tok.kind === "one" || (tok.kind === "char" && tok.ch === text.charAt(t)))) {
      t++;
      p++;
    } else if (tok?.kind === "star") {
      starP = p++;
      starT = t;
    } else if (starP >= 0) {
      p = starP + 1;
      t = ++starT;
    } else return false;
  }
  while (tokens[p]?.kind === "star") p++;
  return p === tokens.length;
}

export function compileCommandPattern(source: string): CommandPattern {
  const pattern = source.replace(/\s+/g, " ").trim();
  const tokens = tokenize(pattern);
  // " *" at the very end: any arguments, or none.
  const bare = pattern.endsWith(" *") && !pattern.endsWith("\\ *") ? tokenize(pattern.slice(0, -2)) : undefined;
  const allowsRedirects = /[<>]/.test(pattern);
  const allowsSubstitution = /\$\(|`|[<>]\(/.test(pattern);
  return {
    source,
    asWritten: allowsRedirects || allowsSubstitution,
    allowsRedirects,
    allowsSubstitution,
    names: new Set(pattern.split(" ").flatMap((word) => [word, word.split("=")[0] ?? word])),
    test: (text) => {
      const normal = text.replace(/\s+/g, " ").trim();
      return wildcard(tokens, normal) || (bare !== undefined && wildcard(bare, normal));
    },
  };
}

/** Makes a segment's text into a pattern that matches exactly it. */
export function literalCommandPattern(text: string): string {
  return text.replace(/[\\*?]/g, "\\$&");
}
