/**
 * Property tests of the SEARCH/REPLACE engine against a plain reference model of
 * the same rules (string pieces instead of the engine's line index): generated
 * files and blocks must give the same result, an edit followed by its inverse
 * gives back the original bytes, lines outside the match are never touched, and
 * line endings survive.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDiff } from "../../src/tools/edit/apply.js";

// ---- the reference model -------------------------------------------------------------------------

/** The file as pieces, each line with its own ending. */
const pieces = (content: string): string[] => (content === "" ? [] : content.split(/(?<=\n)/));
const textOf = (piece: string) => piece.replace(/\r?\n$/, "");
const endingOf = (piece: string) => piece.slice(textOf(piece).length);

type RefResult = { ok: true; content: string } | { ok: false };

function refReindent(file: string[], search: string[], replace: string[]): string[] {
  const pairs = search.map((s, j) => [s, file[j] as string] as const).filter(([s]) => s.trim() !== "");
  for (const [a, b] of [
    [0, 1],
    [1, 0],
  ] as const) {
    // One non-empty prefix P with longer === P + shorter on every non-blank line.
    const first = pairs[0];
    if (!first) return replace;
    const prefix = first[b].slice(0, first[b].length - first[a].length);
    if (prefix === "" || prefix.trim() !== "") continue;
    if (!pairs.every((p) => p[b] === prefix + p[a])) continue;
    return a === 0
      ? replace.map((l) => (l.trim() === "" ? l : prefix + l))
      : replace.map((l) => (l.startsWith(prefix) ? l.slice(prefix.length) : l));
  }
  return replace;
}

function refLocate(texts: string[], search: string[]): { at: number; how: string } | "ambiguous" | undefined {
  const n = search.length;
  const tests: [string, (i: number) => boolean][] = [
    ["exact", (i) => search.every((s, j) => texts[i + j] === s)],
    ["trimmed", (i) => search.every((s, j) => texts[i + j]?.trim() === s.trim())],
  ];
  if (n >= 3 && (search[0] as string).trim() !== "" && (search[n - 1] as string).trim() !== "")
    tests.push([
      "anchors",
      (i) => texts[i]?.trim() === search[0]?.trim() && texts[i + n - 1]?.trim() === search[n - 1]?.trim(),
    ]);
  for (const [how, test] of tests) {
    const hits = [];
    for (let i = 0; i + n <= texts.length; i++) if (test(i)) hits.push(i);
    if (hits.length > 1) return "ambiguous";
    if (hits.length === 1) return { at: hits[0] as number, how };
  }
  return undefined;
}

function reference(content: string, search: string[], replace: string[]): RefResult {
  const ps = pieces(content);
  if (ps.length === 0) {
    if (search.some((l) => l.trim() !== "")) return { ok: false };
    return { ok: true, content: replace.map((l) => `${l}\n`).join("") };
  }
  if (search.every((l) => l.trim() === "")) return { ok: false };
  const texts = ps.map(textOf);
  let found = refLocate(texts, search);
  let s = search;
  let r = replace;
  if (found === undefined && s.length > 1 && (s.at(-1) as string).trim() === "") {
    s = s.slice(0, -1);
    if (r.length > 1 && (r.at(-1) as string).trim() === "") r = r.slice(0, -1);
    found = refLocate(texts, s);
  }
  if (found === undefined || found === "ambiguous") return { ok: false };
  const { at, how } = found;
  const region = ps.slice(at, at + s.length);
  const endings = new Set(region.map(endingOf).filter((e) => e !== ""));
  const fileEnding = ps
    .map(endingOf)
    .filter((e) => e !== "")
    .every((e) => e === "\r\n")
    ? "\r\n"
    : "\n";
  const endingsOf = ps.map(endingOf).filter((e) => e !== "");
  const eol = endings.size === 1 ? [...endings][0] : endingsOf.length > 0 && fileEnding === "\r\n" ? "\r\n" : "\n";
  const lines = how === "trimmed" ? refReindent(texts.slice(at), s, r) : r;
  let written = lines.map((l) => l + eol).join("");
  const lastIsOpen = at + s.length === ps.length && endingOf(ps.at(-1) as string) === "";
  if (lastIsOpen && written !== "") written = written.slice(0, -(eol as string).length);
  return { ok: true, content: ps.slice(0, at).join("") + written + ps.slice(at + s.length).join("") };
}

// ---- generators ------------------------------------------------------------------------------

const section = (lines: string[]) => lines.map((l) => `${l}\n`).join("");
const diffOf = (search: string[], replace: string[]) =>
  `------- SEARCH\n${section(search)}=======\n${section(replace)}+++++++ REPLACE`;

/** Few distinct texts, so repeats and whitespace-only differences are common. */
const lineText = fc.oneof(
  fc.constantFrom("a", "b", " a", "a ", "\ta", "  b", "c();", "", "  "),
  fc.string({ unit: fc.constantFrom("x", "y", " ", "\t", "é", "👋"), maxLength: 6 }),
);
const endings = fc.constantFrom<"lf" | "crlf" | "mixed">("lf", "crlf", "mixed");

function build(texts: string[], mode: "lf" | "crlf" | "mixed", finalNewline: boolean, seed: boolean[]): string {
  return texts
    .map((t, i) => {
      if (i === texts.length - 1 && !finalNewline) return t;
      const crlf = mode === "crlf" || (mode === "mixed" && seed[i % seed.length]);
      return t + (crlf ? "\r\n" : "\n");
    })
    .join("");
}

const fileArb = fc.record({
  texts: fc.array(lineText, { maxLength: 12 }),
  mode: endings,
  finalNewline: fc.boolean(),
  seed: fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
});

/** Files whose lines are all distinct, even after trimming, and not blank. */
const uniqueFileArb = fc.record({
  texts: fc.uniqueArray(fc.string({ unit: fc.constantFrom("p", "q", "r", "s"), minLength: 1, maxLength: 5 }), {
    minLength: 1,
    maxLength: 12,
  }),
  indent: fc.array(fc.constantFrom("", "  ", "\t"), { minLength: 1, maxLength: 4 }),
  mode: endings,
  finalNewline: fc.boolean(),
  seed: fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
});
const indented = (texts: string[], indent: string[]) => texts.map((t, i) => (indent[i % indent.length] as string) + t);

// ---- properties ---------------------------------------------------------------------------------

describe("replace_in_file engine properties", () => {
  it("agrees with the reference model on generated files and blocks", () => {
    fc.assert(
      fc.property(
        fileArb,
        fc.nat(),
        fc.nat(),
        fc.array(lineText, { maxLength: 4 }),
        fc.array(lineText, { maxLength: 4 }),
        fc.boolean(),
        (file, from, len, randomSearch, replace, fromFile) => {
          const content = build(file.texts, file.mode, file.finalNewline, file.seed);
          const start = file.texts.length ? from % file.texts.length : 0;
          const search = fromFile ? file.texts.slice(start, start + (len % 4) + 1) : randomSearch;
          const expected = reference(content, search, replace);
          const actual = applyDiff(content, diffOf(search, replace), "f");
          if (expected.ok) {
            if (!actual.ok) throw new Error(`engine refused what the model applies: ${actual.error}`);
            expect(actual.content).toBe(expected.content);
          } else expect(actual.ok).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("an edit followed by its inverse gives back the original bytes", () => {
    fc.assert(
      fc.property(uniqueFileArb, fc.nat(), fc.nat(), fc.integer({ min: 1, max: 4 }), (file, from, len, count) => {
        if (file.mode === "mixed") file.mode = "lf"; // an inverse restores one ending per region
        const texts = indented(file.texts, file.indent);
        const original = build(texts, file.mode, file.finalNewline, file.seed);
        const start = from % texts.length;
        const search = texts.slice(start, start + (len % 3) + 1);
        const replace = Array.from({ length: count }, (_, i) => `new ${i} ${start}`);
        const forward = applyDiff(original, diffOf(search, replace), "f");
        if (!forward.ok) throw new Error(forward.error);
        // A file left with no line ending at all no longer says which ending it used.
        fc.pre(forward.content.includes("\n") || !original.includes("\n"));
        const back = applyDiff(forward.content, diffOf(replace, search), "f");
        if (!back.ok) throw new Error(back.error);
        expect(back.content).toBe(original);
      }),
      { numRuns: 500 },
    );
  });

  it("never touches a byte of the lines outside the match", () => {
    fc.assert(
      fc.property(
        uniqueFileArb,
        fc.nat(),
        fc.nat(),
        fc.array(fc.constantFrom("new", "  new", ""), { maxLength: 3 }),
        (file, from, len, replace) => {
          const texts = indented(file.texts, file.indent);
          const content = build(texts, file.mode, file.finalNewline, file.seed);
          const ps = pieces(content);
          const start = from % texts.length;
          const end = Math.min(texts.length, start + (len % 3) + 1);
          const result = applyDiff(content, diffOf(texts.slice(start, end), replace), "f");
          if (!result.ok) throw new Error(result.error);
          const before = ps.slice(0, start).join("");
          const after = ps.slice(end).join("");
          expect(result.content.startsWith(before)).toBe(true);
          expect(result.content.endsWith(after)).toBe(true);
          expect(result.content.length).toBeGreaterThanOrEqual(before.length + after.length);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("keeps the file's line endings and its final newline (or lack of one)", () => {
    fc.assert(
      fc.property(
        uniqueFileArb,
        fc.nat(),
        fc.array(fc.constantFrom("x", "y y", "\tz"), { minLength: 1, maxLength: 3 }),
        (file, from, replace) => {
          const texts = indented(file.texts, file.indent);
          const content = build(texts, file.mode, file.finalNewline, file.seed);
          const start = from % texts.length;
          const result = applyDiff(content, diffOf([texts[start] as string], replace), "f");
          if (!result.ok) throw new Error(result.error);
          const out = result.content;
          // A one-line file without a final newline has no ending to keep.
          if (file.mode === "crlf" && content.includes("\n"))
            expect(out.split("\n").length).toBe(out.split("\r\n").length);
          if (file.mode === "lf") expect(out.includes("\r")).toBe(false);
          expect(out.endsWith("\n")).toBe(content.endsWith("\n"));
        },
      ),
      { numRuns: 500 },
    );
  });
});
