/**
 * The request's images: found in Markdown and HTML, fetched only from GitHub's
 * own hosts (nock plays github.com, its CDNs and the API; any other host would
 * be a refused connection), private attachments through the API's signed URLs,
 * and each bad one — too large, too many, on another host, not an image, a
 * redirect elsewhere — left out with why.
 */
import { Readable } from "node:stream";
import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { downloadImages } from "../../src/github/context/images/download-images.js";
import { findImageLinks } from "../../src/github/context/images/find-images.js";
import { API, setupNock, teardownNock, testOctokit } from "./helpers.js";

beforeEach(setupNock);
afterEach(teardownNock);

const GUID = "0b6cd5c8-1c2e-4b7a-9b22-5b2f6c8f9a01";
const GUID2 = "7d3c2a11-aaaa-4bbb-8ccc-123456789abc";
/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);

describe("finding images", () => {
  it("finds shown and linked attachments on GitHub's hosts, and names shown images elsewhere", () => {
    const text = [
      `Broken layout: ![screenshot](https://github.com/user-attachments/assets/${GUID})`,
      `<img width="400" alt="x" src="https://user-images.githubusercontent.com/1/2-${GUID2}.png">`,
      "See also https://github.com/user-attachments/files/123/log.zip and [docs](https://example.com/a.png)",
      "![tracker](https://evil.example/pixel.png)",
      "`![in code](https://github.com/user-attachments/assets/x)` is still text here",
    ].join("\n");
    expect(findImageLinks(text)).toEqual([
      { url: `https://github.com/user-attachments/assets/${GUID}`, github: true, guid: GUID },
      { url: `https://user-images.githubusercontent.com/1/2-${GUID2}.png`, github: true, guid: GUID2 },
      { url: "https://github.com/user-attachments/files/123/log.zip", github: true },
      { url: "https://evil.example/pixel.png", github: false },
      { url: "https://github.com/user-attachments/assets/x", github: true },
    ]);
  });
});

describe("downloading images", () => {
  const base = { owner: "o", repo: "r", serverHost: "github.com", token: "ghs_imagetoken123" };

  it("a private attachment through the API's signed URL: the token goes to the API only", async () => {
    const signed = `https://private-user-images.githubusercontent.com/42/777-${GUID}.png?jwt=SIGNED.JWT.VALUE`;
    const api = nock(API, { reqheaders: { authorization: "token ghs_testtoken123" } })
      .get("/repos/o/r/issues/5")
      .matchHeader("accept", /full\+json/)
      .reply(200, { body_html: `<p><img src="${signed.replace(/&/g, "&amp;")}" alt="s"></p>` });
    const cdn = nock("https://private-user-images.githubusercontent.com", { badheaders: ["authorization"] })
      .get(`/42/777-${GUID}.png`)
      .query({ jwt: "SIGNED.JWT.VALUE" })
      .reply(200, PNG, { "content-type": "image/png" });
    const { images, omitted } = await downloadImages({
      ...base,
      octokit: testOctokit(),
      sources: [
        {
          label: "the issue's description by @alice",
          text: `It breaks: ![s](https://github.com/user-attachments/assets/${GUID})`,
          ref: { kind: "issue", number: 5 },
        },
      ],
    });
    api.done();
    cdn.done();
    expect(omitted).toEqual([]);
    expect(images).toEqual([
      {
        label: "Image 1 of 1, from the issue's description by @alice:",
        data: PNG.toString("base64"),
        mediaType: "image/png",
      },
    ]);
  });

  it("a public attachment: github.com with the token, then its redirect to the CDN without it", async () => {
    const gh = nock("https://github.com", { reqheaders: { authorization: "token ghs_imagetoken123" } })
      .get(`/user-attachments/assets/${GUID}`)
      .reply(302, "", { location: `https://private-user-images.githubusercontent.com/9/1-${GUID}.jpg?jwt=abc` });
    const cdn = nock("https://private-user-images.githubusercontent.com", { badheaders: ["authorization"] })
      .get(`/9/1-${GUID}.jpg`)
      .query({ jwt: "abc" })
      .reply(200, JPEG, { "content-type": "image/jpeg" });
    const { images } = await downloadImages({
      ...base,
      sources: [
        {
          label: "@bob's request",
          text: `<img src="https://github.com/user-attachments/assets/${GUID}">`,
          ref: { kind: "issue_comment", id: 1 },
        },
      ],
    });
    gh.done();
    cdn.done();
    expect(images.map((i) => i.mediaType)).toEqual(["image/jpeg"]);
  });

  it("too large, too many, on another host, not an image, redirected elsewhere: each left out with why, nothing else fetched", async () => {
    const cdn = nock("https://user-images.githubusercontent.com")
      // Declared too large: refused before reading.
      .get("/1/big.png")
      .reply(200, Buffer.concat([PNG, Buffer.alloc(2048)]), { "content-type": "image/png", "content-length": "2118" })
      // No content-length: the body is read until it passes the limit, then dropped.
      .get("/1/stream.png")
      .reply(200, () => Readable.from([PNG, Buffer.alloc(900), Buffer.alloc(900)]), { "content-type": "image/png" })
      .get("/1/page.png")
      .reply(200, "<html>sign in</html>", { "content-type": "text/html" })
      .get("/1/moved.png")
      .reply(301, "", { location: "https://attacker.example/collect" })
      .get("/1/ok.png")
      .reply(200, PNG)
      .get("/1/ok2.png")
      .reply(200, PNG);
    const text = [
      "![a](https://user-images.githubusercontent.com/1/big.png)",
      "![a2](https://user-images.githubusercontent.com/1/stream.png)",
      "![b](https://user-images.githubusercontent.com/1/page.png)",
      "![c](https://evil.example/track.png?id=secret)",
      "![d](https://user-images.githubusercontent.com/1/moved.png)",
      "![e](https://user-images.githubusercontent.com/1/ok.png)",
      "![f](https://user-images.githubusercontent.com/1/ok2.png)",
      "![g](https://user-images.githubusercontent.com/1/third.png)",
    ].join("\n");
    const { images, omitted } = await downloadImages({
      ...base,
      limits: { maxImages: 2, maxBytes: 1024 },
      sources: [{ label: "the issue's description by @alice", text, ref: { kind: "issue", number: 5 } }],
    });
    cdn.done();
    expect(images).toHaveLength(2);
    expect(omitted.map((o) => `${o.url}: ${o.why}`)).toEqual([
      "https://user-images.githubusercontent.com/1/big.png: too large (3 KB; the limit is 1 KB per image)",
      "https://user-images.githubusercontent.com/1/stream.png: too large (over 2 KB; the limit is 1 KB per image)",
      "https://user-images.githubusercontent.com/1/page.png: not an image a model reads (text/html; PNG, JPEG, GIF and WebP are sent)",
      "https://evil.example/track.png: on evil.example; images are fetched only from GitHub's own hosts",
      "https://user-images.githubusercontent.com/1/moved.png: redirected to attacker.example, which is not GitHub's; not followed",
      "https://user-images.githubusercontent.com/1/third.png: over the limit of 2 images per run",
    ]);
  });
});
