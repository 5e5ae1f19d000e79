/**
 * The images of an issue, a PR description or a comment: what the text shows
 * (`![alt](url)`, `<img src="url">`) and what it links to on GitHub's own
 * attachment hosts. Only those hosts are ever fetched — an image on any other
 * host is named as left out, never requested: a URL in an issue is a request
 * the author would make from the runner.
 */

/** One image the text refers to. */
export interface ImageLink {
  url: string;
  /** On GitHub's own attachment hosts (fetched), or elsewhere (named, not fetched). */
  github: boolean;
  /** The asset's id in `/user-attachments/assets/<id>` and in its signed URL, when there is one. */
  guid?: string;
}

const MARKDOWN_IMAGE = /!\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const HTML_IMAGE = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["'][^>]*>/gi;
const ANY_URL = /https?:\/\/[^\s<>"')\]]+/g;
const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** GitHub's own places for files people attach: the legacy and private image CDNs, and user-attachments. */
function isGitHubAttachment(url: URL, serverHost: string): boolean {
  if (url.protocol !== "https:" && !(url.protocol === "http:" && url.hostname === serverHost)) return false;
  if (url.hostname === "user-images.githubusercontent.com") return true;
  if (url.hostname === "private-user-images.githubusercontent.com") return true;
  return (
    (url.hostname === "github.com" || url.hostname === serverHost) && url.pathname.startsWith("/user-attachments/")
  );
}

/**
 * The images `text` shows or links to, in order, each once. `serverHost` is the
 * GitHub host (github.com, or a GHES host) whose /user-attachments/ count as GitHub's.
 */
export function findImageLinks(text: string, serverHost = "github.com"): ImageLink[] {
  const found = new Map<string, ImageLink>();
  const add = (raw: string, shown: boolean) => {
    let url: URL;
    try {
      url = new URL(raw.replace(/&amp;/g, "&"));
    } catch {
      return;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return;
    const github = isGitHubAttachment(url, serverHost);
    // A plain link elsewhere is a link, not an image; only a shown one is named as left out.
    if (!github && !shown) return;
    const key = url.href;
    if (found.has(key)) return;
    const guid = github ? GUID.exec(url.pathname)?.[0]?.toLowerCase() : undefined;
    found.set(key, { url: key, github, guid: guid || undefined });
  };
  const order: { at: number; url: string; shown: boolean }[] = [];
  for (const m of text.matchAll(MARKDOWN_IMAGE)) order.push({ at: m.index, url: m[1] as string, shown: true });
  for (const m of text.matchAll(HTML_IMAGE)) order.push({ at: m.index, url: m[1] as string, shown: true });
  for (const m of text.matchAll(ANY_URL)) order.push({ at: m.index, url: m[0], shown: false });
  // Shown images first at a place, so a shown image's URL is not first taken for a plain link.
  order.sort((a, b) => a.at - b.at || Number(b.shown) - Number(a.shown));
  for (const { url, shown } of order) add(url, shown);
  return [...found.values()];
}
