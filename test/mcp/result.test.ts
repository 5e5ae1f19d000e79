import { describe, expect, it } from "vitest";
import { capText, errorResult, normalizeCallResult, normalizeReadResult } from "../../src/mcp/result.js";

const where = { server: "srv", tool: "t" };

describe("normalizeCallResult", () => {
  it("joins text parts", () => {
    expect(
      normalizeCallResult(
        {
          content: [
            { type: "text", text: "a" },
            { type: "text", text: "b" },
          ],
        },
        where,
      ),
    ).toEqual({ ok: true, content: "a\nb" });
  });

  it("keeps images within the budget and describes the rest", () => {
    const data = Buffer.from("x".repeat(300)).toString("base64");
    const result = normalizeCallResult(
      {
        content: [
          { type: "image", data, mimeType: "image/png" },
          { type: "image", data, mimeType: "image/jpeg" },
        ],
      },
      where,
      { maxChars: 1000, maxImageChars: data.length + 10 },
    );
    expect(result.images).toEqual([{ data, mimeType: "image/png" }]);
    expect(result.content).toBe(
      "[image 1: image/png, 300 bytes]\n[image not shown: image/jpeg, 300 bytes is over the size limit]",
    );
  });

  it("describes audio, links and embedded resources", () => {
    const result = normalizeCallResult(
      {
        content: [
          { type: "audio", data: "AAAA", mimeType: "audio/wav" },
          { type: "resource_link", uri: "file:///a", name: "a" },
          { type: "resource", resource: { uri: "file:///b", text: "inner", mimeType: "text/plain" } },
          { type: "resource", resource: { uri: "file:///c", blob: "AAAA" } },
        ],
      },
      where,
    );
    expect(result.content.split("\n")).toEqual([
      "[audio not shown: audio/wav, 3 bytes]",
      "[resource link: file:///a (a)]",
      "[resource file:///b, text/plain]",
      "inner",
      "[resource file:///c: binary, 3 bytes, not shown]",
    ]);
  });

  it("falls back to structuredContent and says when there is nothing", () => {
    expect(normalizeCallResult({ content: [], structuredContent: { n: 1 } }, where).content).toBe('{"n":1}');
    expect(normalizeCallResult({ content: [] }, where).content).toBe("(the tool returned no content)");
  });

  it("turns isError into ok=false naming server and tool", () => {
    const result = normalizeCallResult({ isError: true, content: [{ type: "text", text: "bad input" }] }, where);
    expect(result).toEqual({ ok: false, content: 'MCP tool "t" on server "srv" reported an error:\nbad input' });
  });

  it("caps long text and says how much was cut", () => {
    const result = normalizeCallResult(
      { content: [{ type: "text", text: "a".repeat(500) + "b".repeat(500) }] },
      where,
      {
        maxChars: 100,
        maxImageChars: 0,
      },
    );
    expect(result.content.startsWith("a".repeat(50))).toBe(true);
    expect(result.content.endsWith("b".repeat(50))).toBe(true);
    expect(result.content).toContain("900 characters cut from the middle of a 1000-character result");
  });
});

describe("normalizeReadResult", () => {
  it("shows text, labels several contents, and describes binary", () => {
    expect(
      normalizeReadResult({ contents: [{ uri: "x://1", text: "one" }] }, { server: "s", uri: "x://1" }).content,
    ).toBe("one");
    const many = normalizeReadResult(
      {
        contents: [
          { uri: "x://1", text: "one" },
          { uri: "x://2", blob: "AAAA", mimeType: "application/zip" },
        ],
      },
      { server: "s", uri: "x://" },
    );
    expect(many.content).toBe("[x://1]\none\n[x://2: application/zip, 3 bytes of binary, not shown]");
  });
});

describe("capText and errorResult", () => {
  it("leaves short text alone", () => {
    expect(capText("short", 10)).toBe("short");
  });
  it("names server and tool", () => {
    expect(errorResult("boom", where)).toEqual({ ok: false, content: 'MCP tool "t" on server "srv" failed: boom' });
  });
});

describe("text blobs", () => {
  it("a text/* or JSON blob is decoded; a binary one or invalid UTF-8 is described", () => {
    const b64 = (t: string | Buffer) => Buffer.from(t).toString("base64");
    const result = normalizeReadResult(
      {
        contents: [
          { uri: "a://1", mimeType: "text/plain", blob: b64("plain words é") },
          { uri: "a://2", mimeType: "application/json", blob: b64('{"k":1}') },
          { uri: "a://3", mimeType: "application/octet-stream", blob: b64("xyz") },
          { uri: "a://4", mimeType: "text/plain", blob: b64(Buffer.from([0xff, 0xfe, 0x00])) },
        ],
      },
      { server: "s", uri: "a://" },
    );
    expect(result.content).toContain("[a://1]\nplain words é");
    expect(result.content).toContain('[a://2]\n{"k":1}');
    expect(result.content).toContain("[a://3: application/octet-stream, 3 bytes of binary, not shown]");
    expect(result.content).toContain("[a://4: text/plain, 3 bytes of binary, not shown]");
  });

  it("a large text blob is decoded only as far as the limit, and says how big it was", () => {
    const blob = Buffer.from("é".repeat(200_000)).toString("base64");
    const result = normalizeReadResult(
      { contents: [{ uri: "a://big", mimeType: "text/markdown", blob }] },
      { server: "s", uri: "a://big" },
      {
        maxChars: 1000,
        maxImageChars: 0,
      },
    );
    expect(result.content.length).toBeLessThan(1500);
    expect(result.content).toContain("characters cut");
  });
});
