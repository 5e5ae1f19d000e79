/**
 * The DevTools protocol over the pipe Chromium opens with `--remote-debugging-pipe`:
 * it reads commands on fd 3 and writes messages on fd 4, each JSON message ended
 * by a NUL byte. A pipe crosses the sandbox's walls where a debugging port could
 * not: Chromium listens on nothing, and its loopback is the sandbox's own, which
 * Patchbay's process cannot reach anyway. puppeteer-core takes any object of this
 * shape as its transport (`connect({ transport })`); its own pipe transport is
 * internal to its launcher, which would start Chromium outside the sandbox.
 */
import type { Readable, Writable } from "node:stream";

export interface CdpTransport {
  send(message: string): void;
  close(): void;
  onmessage?: (message: string) => void;
  onclose?: () => void;
}

export function pipeTransport(toBrowser: Writable, fromBrowser: Readable): CdpTransport {
  let pending: Buffer[] = [];
  let closed = false;
  const transport: CdpTransport = {
    send(message) {
      if (closed) return;
      toBrowser.write(message);
      toBrowser.write("\0");
    },
    close() {
      if (closed) return;
      closed = true;
      toBrowser.end();
      fromBrowser.destroy();
    },
  };
  fromBrowser.on("data", (chunk: Buffer) => {
    let start = 0;
    for (let end = chunk.indexOf(0); end !== -1; end = chunk.indexOf(0, start)) {
      pending.push(chunk.subarray(start, end));
      const message = Buffer.concat(pending).toString("utf8");
      pending = [];
      start = end + 1;
      // Delivered on the next tick, as puppeteer's own transports do: a handler may close the transport.
      setImmediate(() => transport.onmessage?.(message));
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  });
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    closed = true;
    setImmediate(() => transport.onclose?.());
  };
  fromBrowser.once("close", end);
  fromBrowser.once("end", end);
  toBrowser.on("error", () => {});
  fromBrowser.on("error", () => {});
  return transport;
}
