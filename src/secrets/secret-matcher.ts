/**
 * Where a run's secret values appear in a text, in any form worth finding: the
 * value itself and its encodings (secret-forms.ts), the value reversed, and any
 * contiguous part of it of PART_LENGTH characters or more (of the value or of
 * its reverse). A token cut to fit a comment, split across two lines, or
 * written backwards by a model asked to "obfuscate" it still has a 12-character
 * run in common with the real one; an ordinary word does not.
 *
 * Parts are found in one pass with a rolling hash over 12-character windows
 * (Rabin–Karp), so the cost follows the text's length, not the number of
 * windows: a 2 MB session state is scanned in milliseconds, not in one indexOf
 * per window. secretlint (the push gate's other scanner) knows providers'
 * token shapes, not this run's values; no library we looked at (secretlint,
 * detect-secrets, gitleaks' rules) finds parts of known values.
 */
import { secretForms } from "./secret-forms.js";

/** A part of a secret this long or longer is masked or reported. */
const PART_LENGTH = 12;

export interface Span {
  start: number;
  end: number;
}

const BASE = 0x01000193;

function windowHash(text: string, start: number): number {
  let h = 0;
  for (let i = start; i < start + PART_LENGTH; i++) h = (Math.imul(h, BASE) + text.charCodeAt(i)) | 0;
  return h;
}

/** BASE^(PART_LENGTH-1), to take the leaving character out of the rolling hash. */
const LEAD = (() => {
  let p = 1;
  for (let i = 1; i < PART_LENGTH; i++) p = Math.imul(p, BASE);
  return p;
})();

export class SecretMatcher {
  /** Whole forms (encodings, the reversed value), longest first. */
  private readonly whole: string[];
  /** Values whose every window counts: each secret and its reverse. */
  private readonly partSources: string[] = [];
  /** window hash → (source index, offset) of every window with that hash. */
  private readonly windows = new Map<number, Array<[number, number]>>();

  /** `values`: the secrets (shorter than 4 characters are ignored, as by the Redactor). */
  constructor(values: Iterable<string>) {
    const whole = new Set<string>();
    for (const value of values) {
      if (value.length < 4) continue;
      const reversed = [...value].reverse().join("");
      // A short value reversed is too likely to be an ordinary word backwards.
      for (const form of [value, ...(value.length >= 8 ? [reversed] : []), ...secretForms(value)]) whole.add(form);
      if (value.length >= PART_LENGTH) this.partSources.push(value, reversed);
    }
    this.whole = [...whole].sort((a, b) => b.length - a.length);
    this.partSources.forEach((source, index) => {
      for (let offset = 0; offset + PART_LENGTH <= source.length; offset++) {
        const h = windowHash(source, offset);
        const list = this.windows.get(h);
        if (list) list.push([index, offset]);
        else this.windows.set(h, [[index, offset]]);
      }
    });
  }

  get empty(): boolean {
    return this.whole.length === 0;
  }

  /** Every span of `text` that is a form or a part of a secret, merged and in order. */
  find(text: string): Span[] {
    if (this.empty) return [];
    const spans: Span[] = [];
    for (const form of this.whole) {
      for (let i = text.indexOf(form); i !== -1; i = text.indexOf(form, i + form.length))
        spans.push({ start: i, end: i + form.length });
    }
    spans.push(...this.parts(text));
    return merge(spans);
  }

  /** True when `text` holds any form or part of a secret. */
  test(text: string): boolean {
    if (this.empty) return false;
    for (const form of this.whole) if (text.includes(form)) return true;
    return this.parts(text, true).length > 0;
  }

  /** Runs of PART_LENGTH+ characters that a secret (or its reverse) also has, each extended as far as it goes. */
  private parts(text: string, first = false): Span[] {
    const spans: Span[] = [];
    if (this.windows.size === 0 || text.length < PART_LENGTH) return spans;
    let h = windowHash(text, 0);
    for (let i = 0; ; ) {
      const candidates = this.windows.get(h);
      const hit = candidates && this.longest(text, i, candidates);
      if (hit) {
        spans.push({ start: i, end: i + hit });
        if (first) return spans;
        // Jump past the match; re-seed the hash there.
        i += hit;
        if (i + PART_LENGTH > text.length) break;
        h = windowHash(text, i);
        continue;
      }
      if (i + PART_LENGTH >= text.length) break;
      h = (Math.imul(h - Math.imul(text.charCodeAt(i), LEAD), BASE) + text.charCodeAt(i + PART_LENGTH)) | 0;
      i++;
    }
    return spans;
  }

  /** The longest run starting at `at` that some candidate window's source continues; 0 when none really matches. */
  private longest(text: string, at: number, candidates: Array<[number, number]>): number {
    let best = 0;
    for (const [index, offset] of candidates) {
      const source = this.partSources[index] as string;
      let n = 0;
      while (
        offset + n < source.length &&
        at + n < text.length &&
        source.charCodeAt(offset + n) === text.charCodeAt(at + n)
      )
        n++;
      if (n >= PART_LENGTH && n > best) best = n;
    }
    return best;
  }
}

function merge(spans: Span[]): Span[] {
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}
