import { describe, expect, it } from "vitest";
import { hasPatchbayMarker, PATCHBAY_MARKER } from "../../src/github/marker.js";
import { findPhrase, maskIgnored, mentionsPhrase, stripPhrase } from "../../src/github/trigger/phrase.js";

describe("mentionsPhrase", () => {
  it.each([
    ["@patchbay fix it", true],
    ["Hey @patchbay, fix it", true],
    ["@PatchBay fix it", true],
    ["fix it please @patchbay", true],
    ["@patchbay: fix it", true],
    ["(@patchbay) fix it", true],
    ["thanks @patchbay.", true],
    ["first line\n@patchbay fix it", true],
    ["/patchbay fix it", true],
    ["  /patchbay fix it", true],
    ["context\n/PATCHBAY fix it", true],
    // Not the phrase as a word of its own.
    ["@patchbay-dev fix it", false],
    ["@patchbay_bot fix it", false],
    ["@patchbays fix it", false],
    ["mail email@patchbay.io", false],
    ["see @patchbay.io", false],
    ["ping @patchbay/maintainers", false],
    ["@@patchbay", false],
    // The slash form only opens a line.
    ["run /patchbay fix it", false],
    ["see docs/patchbay", false],
    ["/patchbay-dev fix", false],
    // Code, quotes and HTML comments do not count.
    ["> @patchbay fix it\n\nthanks, done", false],
    ["   > /patchbay fix it", false],
    ["Use `@patchbay fix it` to ask", false],
    ["Use ``@patchbay `x` fix`` to ask", false],
    ["```\n@patchbay fix it\n```", false],
    ["~~~md\n/patchbay fix it\n~~~", false],
    ["````\n```\n@patchbay\n```\n````", false],
    ["<!-- @patchbay fix it -->", false],
    ["no mention at all", false],
    ["", false],
  ])("%j → %s", (text, expected) => {
    expect(mentionsPhrase(text, "@patchbay")).toBe(expected);
  });

  it("finds the phrase after a code block closes", () => {
    expect(mentionsPhrase("```\ncode\n```\n@patchbay fix it", "@patchbay")).toBe(true);
    expect(mentionsPhrase("`code` then @patchbay fix it", "@patchbay")).toBe(true);
  });

  it("keeps looking when an unclosed fence runs to the end (everything after it is code)", () => {
    expect(mentionsPhrase("```\n@patchbay fix it", "@patchbay")).toBe(false);
  });

  it("works with a configured phrase", () => {
    expect(mentionsPhrase("@robot do it", "@robot")).toBe(true);
    expect(mentionsPhrase("/robot do it", "@robot")).toBe(true);
    expect(mentionsPhrase("@patchbay do it", "@robot")).toBe(false);
    expect(mentionsPhrase("!fix+ the bug", "!fix+")).toBe(true);
    expect(mentionsPhrase("a!fix+ the bug", "!fix+")).toBe(false);
  });

  it("treats null and undefined as no mention", () => {
    expect(mentionsPhrase(null, "@patchbay")).toBe(false);
    expect(mentionsPhrase(undefined, "@patchbay")).toBe(false);
  });
});

describe("findPhrase", () => {
  it("reports positions in the original text, in order", () => {
    const text = "> @patchbay old\n/patchbay one\nand @patchbay two";
    expect(findPhrase(text, "@patchbay").map((m) => text.slice(m.index, m.index + m.length))).toEqual([
      "/patchbay",
      "@patchbay",
    ]);
  });
});

describe("maskIgnored", () => {
  it("keeps the length and line breaks", () => {
    const text = "a `b` c\n```\ncode\n```\n> quote\n<!-- x\ny -->";
    const masked = maskIgnored(text);
    expect(masked.length).toBe(text.length);
    expect(masked.split("\n").length).toBe(text.split("\n").length);
    expect(masked.trim().startsWith("a")).toBe(true);
    expect(masked).not.toMatch(/code|quote|b|x|y/);
  });
});

describe("stripPhrase", () => {
  it.each([
    ["@patchbay fix it", "fix it"],
    ["@patchbay: fix it", "fix it"],
    ["@patchbay, fix it", "fix it"],
    ["please @patchbay fix it", "please fix it"],
    ["fix it @patchbay", "fix it"],
    ["/patchbay fix it", "fix it"],
    ["  /patchbay fix it", "fix it"],
    ["@patchbay", ""],
    ["  @patchbay  \n", ""],
    ["Context first.\n\n@patchbay fix the `add()` bug", "Context first.\n\nfix the `add()` bug"],
    // Quoted and code text stays: it is part of the request's context.
    ["> @patchbay old request\n@patchbay new request", "> @patchbay old request\nnew request"],
    ["@patchbay apply:\n```\n@patchbay literal\n```", "apply:\n```\n@patchbay literal\n```"],
  ])("%j → %j", (text, expected) => {
    expect(stripPhrase(text, "@patchbay")).toBe(expected);
  });
});

describe("hasPatchbayMarker", () => {
  it("recognises Patchbay's hidden marker, with or without details", () => {
    expect(hasPatchbayMarker(`${PATCHBAY_MARKER}\nWorking on it…`)).toBe(true);
    expect(hasPatchbayMarker("Done.\n<!--patchbay run=42-->")).toBe(true);
    expect(hasPatchbayMarker("<!-- PATCHBAY -->")).toBe(true);
    expect(hasPatchbayMarker("<!-- patchbay-dev -->")).toBe(false);
    expect(hasPatchbayMarker("<!-- other -->")).toBe(false);
    expect(hasPatchbayMarker("@patchbay fix it")).toBe(false);
  });
});
