/**
 * The images of a request — the issue's or PR's description, the triggering
 * comment — downloaded for a model that reads them, within a count and a size
 * limit. A private repository's attachments are reached through the signed URLs
 * in the API's rendered HTML of that text (asked for with the token, once per
 * text that has attachments), as GitHub's own pages reach them; otherwise the
 * attachment URL itself. Everything not sent says why.
 */

import type { PromptImage } from "../../../agent/session-setup.js";
import type { GitHubClient } from "../../octokit.js";
import { fetchImage } from "./fetch-image.js";
import { findImageLinks } from "./find-images.js";

/** A text the request is made of, and how to ask the API for it rendered. */
export interface ImageSource {
  /** For people and the model: "the issue's description by @alice". */
  label: string;
  text: string;
  ref:
    | { kind: "issue"; number: number }
    | { kind: "issue_comment"; id: number }
    | { kind: "review_comment"; id: number }
    | { kind: "review"; pullNumber: number; id: number };
}

export interface OmittedImage {
  /** The URL as the text has it, without its query (a signed URL's token stays out of logs). */
  url: string;
  from: string;
  why: string;
}

interface ImageLimits {
  maxImages: number;
  maxBytes: number;
}

const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxImages: 6, maxBytes: 3 * 1024 * 1024 };

export interface DownloadOptions {
  sources: ImageSource[];
  octokit?: GitHubClient;
  owner: string;
  repo: string;
  serverHost: string;
  token?: string;
  fetch?: typeof globalThis.fetch;
  limits?: ImageLimits;
  signal?: AbortSignal;
}

const SIGNED = /https:\/\/private-user-images\.githubusercontent\.com\/[^"'\s<>]+/g;

export async function downloadImages(
  opts: DownloadOptions,
): Promise<{ images: PromptImage[]; omitted: OmittedImage[] }> {
  const limits = opts.limits ?? DEFAULT_IMAGE_LIMITS;
  const fetch = opts.fetch ?? globalThis.fetch;
  const fetched: { from: string; data: Buffer; mediaType: string }[] = [];
  const omitted: OmittedImage[] = [];
  for (const source of opts.sources) {
    const links = findImageLinks(source.text, opts.serverHost);
    let signed: Map<string, string> | undefined;
    for (const link of links) {
      const shown = withoutQuery(link.url);
      if (!link.github) {
        const host = new URL(link.url).hostname;
        omitted.push({
          url: shown,
          from: source.label,
          why: `on ${host}; images are fetched only from GitHub's own hosts`,
        });
        continue;
      }
      if (fetched.length >= limits.maxImages) {
        omitted.push({ url: shown, from: source.label, why: `over the limit of ${limits.maxImages} images per run` });
        continue;
      }
      if (link.guid && opts.octokit) signed ??= await signedUrls(opts, source);
      const target = (link.guid && signed?.get(link.guid)) || link.url;
      const got = await fetchImage(target, {
        maxBytes: limits.maxBytes,
        serverHost: opts.serverHost,
        token: opts.token || undefined,
        fetch,
        signal: opts.signal,
      });
      if (got.ok) fetched.push({ from: source.label, data: got.data, mediaType: got.mediaType });
      else omitted.push({ url: shown, from: source.label, why: got.why });
    }
  }
  const images = fetched.map((f, i) => ({
    label: `Image ${i + 1} of ${fetched.length}, from ${f.from}:`,
    data: f.data.toString("base64"),
    mediaType: f.mediaType,
  }));
  return { images, omitted };
}

/** The signed URLs of a text's private attachments, by asset id, from the API's rendered HTML. */
async function signedUrls(opts: DownloadOptions, source: ImageSource): Promise<Map<string, string>> {
  const octokit = opts.octokit;
  const out = new Map<string, string>();
  if (!octokit) return out;
  const repo = { owner: opts.owner, repo: opts.repo };
  const full = { mediaType: { format: "full+json" } };
  let html: unknown;
  try {
    const ref = source.ref;
    if (ref.kind === "issue")
      html = (await octokit.rest.issues.get({ ...repo, issue_number: ref.number, ...full })).data.body_html;
    else if (ref.kind === "issue_comment")
      html = (await octokit.rest.issues.getComment({ ...repo, comment_id: ref.id, ...full })).data.body_html;
    else if (ref.kind === "review_comment")
      html = (await octokit.rest.pulls.getReviewComment({ ...repo, comment_id: ref.id, ...full })).data.body_html;
    else
      html = (await octokit.rest.pulls.getReview({ ...repo, pull_number: ref.pullNumber, review_id: ref.id, ...full }))
        .data.body_html;
  } catch {
    // No rendered text: the attachment URLs themselves are tried (they work on public repositories).
    return out;
  }
  if (typeof html !== "string") return out;
  for (const match of html.matchAll(SIGNED)) {
    const url = match[0].replace(/&amp;/g, "&");
    // Signed paths end in <asset id>-<guid>.<ext>: the guid ties each one to its attachment.
    const guid = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.[a-z0-9]+)?$/i
      .exec(new URL(url).pathname)?.[1]
      ?.toLowerCase();
    if (guid && !out.has(guid)) out.set(guid, url);
  }
  return out;
}

function withoutQuery(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}
