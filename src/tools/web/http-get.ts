/**
 * One GET, to the address that was checked: the request's `lookup` hands Node
 * that address instead of asking DNS again, so a name cannot resolve to a public
 * address for the check and to 127.0.0.1 for the connection (DNS rebinding).
 * TLS still verifies the certificate against the name. No cookies, no
 * credentials, no connection reuse; the body is read up to `maxBytes`
 * (decompressed bytes, so a small gzip bomb stays small) and the socket closed there.
 */
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import zlib from "node:zlib";

export interface HopResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body went on past maxBytes: what is here is its start. */
  cut: boolean;
}

export interface HopOptions {
  address: string;
  family: 4 | 6;
  maxBytes: number;
  signal: AbortSignal;
}

const HEADERS = {
  "user-agent": "Patchbay-web_fetch/1 (+https://github.com/patchbay/patchbay)",
  accept: "text/html,application/xhtml+xml,text/markdown,text/plain;q=0.9,application/json;q=0.8,*/*;q=0.5",
  "accept-encoding": "gzip, deflate, br",
};

export function getOnce(url: URL, opts: HopOptions): Promise<HopResult> {
  const pinned: LookupFunction = (_host, options, callback) => {
    // Node asks with all: true when autoSelectFamily is on; answer in the form it asked for.
    if (options.all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: opts.address, family: opts.family },
      ]);
    else callback(null, opts.address, opts.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: "GET",
      headers: HEADERS,
      lookup: pinned,
      agent: false,
      signal: opts.signal,
    });
    req.once("error", reject);
    req.once("response", (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let cut = false;
      const body = decoded(res);
      const finish = () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), cut });
      body.on("data", (chunk: Buffer) => {
        if (cut) return;
        const room = opts.maxBytes - size;
        if (chunk.length > room) {
          chunks.push(chunk.subarray(0, room));
          size = opts.maxBytes;
          cut = true;
          // Enough: stop reading, close the connection, keep what came.
          req.destroy();
          finish();
          return;
        }
        chunks.push(chunk);
        size += chunk.length;
      });
      body.once("end", () => {
        if (!cut) finish();
      });
      body.once("error", (error) => {
        if (!cut) reject(error);
      });
      res.once("error", (error) => {
        if (!cut) reject(error);
      });
    });
    req.end();
  });
}

function decoded(res: http.IncomingMessage): NodeJS.ReadableStream {
  const encoding = String(res.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  const inflate =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : undefined;
  if (!inflate) return res;
  res.pipe(inflate);
  return inflate;
}
