import { describe, expect, it } from "vitest";
import { MASK, Redactor } from "../../src/secrets/redactor.js";

const TOKEN = "ghs_16C7e42F292c6912E7710c838347Ae178B4a";
const PASSWORD = "p@ss w/rd:+&=?secret";

function redactor(): Redactor {
  const r = new Redactor();
  r.add(TOKEN);
  r.add(PASSWORD);
  return r;
}

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");

describe("Redactor masks every encoded form of a secret", () => {
  it("masks base64 at any offset inside a longer encoded text, and base64url", () => {
    const r = redactor();
    for (const prefix of ["", "a", "ab", "abc", "token=", '{"t":"']) {
      const encoded = b64(`${prefix}${TOKEN} and more`);
      const out = r.redact(`dump: ${encoded}`);
      expect(out).toContain(MASK);
      // What is left cannot be decoded back to the token.
      expect(Buffer.from(out.replace("dump: ", "").replaceAll(MASK, ""), "base64").toString()).not.toContain(TOKEN);
      const url = encoded.replace(/\+/g, "-").replace(/\//g, "_");
      expect(r.redact(url)).toContain(MASK);
    }
  });

  it("masks an x-access-token basic-auth header, plain and base64", () => {
    const r = redactor();
    const header = `AUTHORIZATION: basic ${b64(`x-access-token:${TOKEN}`)}`;
    expect(r.redact(header)).toBe(`AUTHORIZATION: basic ${MASK}`);
    expect(r.redact(`https://x-access-token:${TOKEN}@github.com/o/r`)).toBe(
      `https://x-access-token:${MASK}@github.com/o/r`,
    );
  });

  it("masks hex (either case) and URL-encoded forms", () => {
    const r = redactor();
    const hex = Buffer.from(TOKEN).toString("hex");
    expect(r.redact(`x=${hex}`)).toBe(`x=${MASK}`);
    expect(r.redact(`x=${hex.toUpperCase()}`)).toBe(`x=${MASK}`);
    expect(r.redact(`https://h/?p=${encodeURIComponent(PASSWORD)}`)).toBe(`https://h/?p=${MASK}`);
    expect(r.redact(`p=${encodeURIComponent(PASSWORD).replace(/%20/g, "+")}`)).toBe(`p=${MASK}`);
    expect(r.redact(`raw ${PASSWORD}`)).toBe(`raw ${MASK}`);
  });

  it("never masks a short value, nor its forms: a short value is a word", () => {
    const r = new Redactor();
    r.add("edge");
    r.add("main");
    expect(r.redact("edge cases on main; 65646765 is hex of edge")).toBe("edge cases on main; 65646765 is hex of edge");
    expect(r.values()).toEqual([]);
  });
});

describe("Redactor masks a secret cut, split or reversed", () => {
  const reversed = [...TOKEN].reverse().join("");

  it("a token cut short to fit a line, from either end, is masked: no 12 of its characters in a row remain", () => {
    const r = redactor();
    for (const cut of [TOKEN.slice(0, 38), TOKEN.slice(0, 13), TOKEN.slice(3), TOKEN.slice(-12)]) {
      const out = r.redact(`input: { token: "${cut}…" }`);
      expect(out).toContain(MASK);
      for (let i = 0; i + 12 <= TOKEN.length; i++) expect(out).not.toContain(TOKEN.slice(i, i + 12));
    }
  });

  it("a token written backwards, or split over two lines, is masked", () => {
    const r = redactor();
    expect(r.redact(`the token reversed: ${reversed}.`)).toBe(`the token reversed: ${MASK}.`);
    const half = TOKEN.length / 2;
    expect(r.redact(`part one: ${TOKEN.slice(0, half)}\npart two: ${TOKEN.slice(half)}`)).toBe(
      `part one: ${MASK}\npart two: ${MASK}`,
    );
  });

  it("ordinary text that shares fewer than 12 characters with a secret is left alone", () => {
    const r = redactor();
    const text = "ghs_ is GitHub's prefix; 16C7e42F292 is eleven characters of it; secret is a word.";
    expect(r.redact(text)).toBe(text);
    expect(r.finds(text)).toBe(false);
    expect(r.finds(`x${TOKEN.slice(5, 17)}x`)).toBe(true);
  });
});
