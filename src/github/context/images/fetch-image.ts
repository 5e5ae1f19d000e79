/**
 * One image from GitHub's own hosts, bounded: redirects followed by hand, each
 * hop only to GitHub's hosts (a redirect elsewhere is not followed); the token
 * sent only to the GitHub server itself, never to a CDN or a redirect's target;
 * the body read up to the size limit and no further; the bytes checked to be a
 * PNG, JPEG, GIF or WebP, whatever the server said they were.
 */

export type FetchedImage = { ok: true; data: Buffer; mediaType: string } | { ok: false; why: string };

export interface FetchImageOptions {
  maxBytes: number;
  /** The GitHub server's host (github.com or a GHES host): the only one the token goes to. */
  serverHost: string;
  token?: string;
  fetch: typeof globalThis.fetch;
  signal?: AbortSignal;
  /** Per image, redirects included (default 20 s). */
  timeoutMs?: number;
}

const MAX_REDIRECTS = 4;

/** github.com (or the GHES host) and GitHub's content hosts. */
function isGitHubHost(host: string, serverHost: string): boolean {
  return host === "github.com" || host === serverHost || host.endsWith(".githubusercontent.com");
}

export async function fetchImage(start: string, opts: FetchImageOptions): Promise<FetchedImage> {
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? 20_000);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let url = new URL(start);
  try {
    for (let hop = 0; ; hop++) {
      if (!isGitHubHost(url.hostname, opts.serverHost))
        return { ok: false, why: `redirected to ${url.hostname}, which is not GitHub's; not followed` };
      const withToken = hop === 0 && opts.token !== undefined && url.hostname === opts.serverHost;
      const response = await opts.fetch(url, {
        redirect: "manual",
        signal,
        // A Headers record turns an undefined value into the text "undefined": leave the key out.
        headers: withToken ? { accept: "image/*", authorization: `token ${opts.token}` } : { accept: "image/*" },
      });
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get("location");
        await response.body?.cancel();
        if (!location) return { ok: false, why: `HTTP ${response.status} without a location` };
        if (hop >= MAX_REDIRECTS) return { ok: false, why: "too many redirects" };
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, why: `HTTP ${response.status}` };
      }
      return await readImage(response, opts.maxBytes);
    }
  } catch (error) {
    if (timeout.aborted) return { ok: false, why: `no answer in ${(opts.timeoutMs ?? 20_000) / 1000} s` };
    if (opts.signal?.aborted) throw error;
    return { ok: false, why: error instanceof Error ? error.message : String(error) };
  }
}

async function readImage(response: Response, maxBytes: number): Promise<FetchedImage> {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return { ok: false, why: tooLarge(declared, maxBytes) };
  }
  const reader = response.body?.getReader();
  if (!reader) return { ok: false, why: "an empty answer" };
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return { ok: false, why: tooLarge(total, maxBytes, true) };
    }
    chunks.push(value);
  }
  const data = Buffer.concat(chunks);
  const mediaType = imageType(data);
  if (!mediaType)
    return {
      ok: false,
      why: `not an image a model reads (${response.headers.get("content-type")?.split(";")[0] || "unknown type"}; PNG, JPEG, GIF and WebP are sent)`,
    };
  return { ok: true, data, mediaType };
}

function tooLarge(bytes: number, max: number, atLeast = false): string {
  const mb = (n: number) => (n < 1024 * 1024 ? `${Math.ceil(n / 1024)} KB` : `${(n / (1024 * 1024)).toFixed(1)} MB`);
  return `too large (${atLeast ? "over " : ""}${mb(bytes)}; the limit is ${mb(max)} per image)`;
}

/** The image type its first bytes say, or undefined. */
function imageType(data: Buffer): string | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "image/jpeg";
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString("latin1"))) return "image/gif";
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString("latin1") === "RIFF" &&
    data.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "image/webp";
  return undefined;
}
