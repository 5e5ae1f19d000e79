/**
 * Typographic punctuation a model types as ASCII: dashes, curly quotes and odd
 * spaces. Codex's last matching pass (seek_sequence.rs) compares lines with
 * these folded to their ASCII forms; the same table serves every format, and
 * error messages spell such characters out, since a no-break space printed as
 * a space is a difference the model cannot see.
 */

/** Codex's table (codex-rs/apply-patch/src/seek_sequence.rs `normalise`), character for character. */
const FOLD: ReadonlyMap<string, string> = new Map([
  ...[..."\u2010\u2011\u2012\u2013\u2014\u2015\u2212"].map((c): [string, string] => [c, "-"]),
  ...[..."\u2018\u2019\u201A\u201B"].map((c): [string, string] => [c, "'"]),
  ...[..."\u201C\u201D\u201E\u201F"].map((c): [string, string] => [c, '"']),
  ...[..."\u00A0\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000"].map(
    (c): [string, string] => [c, " "],
  ),
]);

const FOLDABLE = "[\u2010-\u2015\u2212\u2018-\u201F\u00A0\u2002-\u200A\u202F\u205F\u3000]";
const ANY_FOLDABLE = new RegExp(FOLDABLE);
const EVERY_FOLDABLE = new RegExp(FOLDABLE, "g");

/** The line trimmed, with typographic punctuation folded to ASCII (Codex's normalise()). */
export function foldTypography(line: string): string {
  const trimmed = line.trim();
  return ANY_FOLDABLE.test(trimmed) ? trimmed.replace(EVERY_FOLDABLE, (c) => FOLD.get(c) ?? c) : trimmed;
}

/** Invisible or look-alike characters, shown as ⟨U+00A0⟩ in messages so the model sees them. */
const LOOKALIKE = /[\u00A0\u2000-\u200F\u2010-\u2015\u2018-\u201F\u2028\u2029\u202F\u205F\u2212\u3000\uFEFF]/g;

export function showLookalikes(line: string): string {
  return line.replace(
    LOOKALIKE,
    (c) => `⟨U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0")}⟩`,
  );
}
