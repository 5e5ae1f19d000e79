/**
 * The HTTP side of oversized.ts: a fetch for the Streamable HTTP and SSE
 * transports whose JSON bodies and server-sent events are capped at
 * MESSAGE_LIMIT while they stream in. A message over the cap is replaced by an
 * error response for the request it answers (the call fails at once, with the
 * size), and nothing bigger than about one cap is ever held — the SDK would
 * otherwise read the whole body into one string before looking at it.
 */
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { Ends, MESSAGE_LIMIT, tooLargeResponse, tooLargeText } from "./oversized.js";

export function boundedFetch(base: FetchLike, limit = MESSAGE_LIMIT): FetchLike {
  return async (url, init) => {
    const response = await base(url, init);
    if (response.status !== 200 || !response.body) return response;
    const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    let body: ReadableStream<Uint8Array>;
    if (type === "application/json") body = response.body.pipeThrough(cappedJson(limit));
    else if (type === "text/event-stream") body = response.body.pipeThrough(cappedEvents(limit));
    else return response;
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}

const encoder = new TextEncoder();

/** A JSON body: passed on whole when within the cap, else replaced by the error response. */
function cappedJson(limit: number): TransformStream<Uint8Array, Uint8Array> {
  let chunks: Uint8Array[] = [];
  let bytes = 0;
  let ends: Ends | undefined;
  return new TransformStream({
    transform(chunk) {
      if (ends) return ends.push(Buffer.from(chunk));
      chunks.push(chunk);
      bytes += chunk.length;
      if (bytes <= limit) return;
      ends = new Ends();
      for (const c of chunks) ends.push(Buffer.from(c));
      chunks = [];
    },
    flush(controller) {
      if (!ends) {
        for (const c of chunks) controller.enqueue(c);
        return;
      }
      const id = ends.id();
      if (id === undefined) throw new Error(tooLargeText(ends.bytes));
      controller.enqueue(encoder.encode(JSON.stringify(tooLargeResponse(id, ends.bytes))));
    },
  });
}

/**
 * Server-sent events, one event at a time: an event is held until its blank
 * line, then passed on — or, when it went over the cap, replaced by an event
 * carrying the error response (its `id:` line kept, for resumption). A single
 * `data:` line can be the whole 70 MB message, so lines are counted as they
 * stream in, not once they end.
 */
function cappedEvents(limit: number): TransformStream<Uint8Array, Uint8Array> {
  let lines: Buffer[] = [];
  let held = 0;
  let ends: Ends | undefined;
  let eventId: string | undefined;
  let lineParts: Buffer[] = [];
  let lineBytes = 0;
  /** The rest of this line goes to `ends` (a data line of an oversized event). */
  let streaming = false;

  const isData = (line: Buffer) => line.subarray(0, 5).toString("latin1") === "data:";
  const content = (line: Buffer) => line.subarray(line[5] === 0x20 ? 6 : 5);

  const overflow = () => {
    ends = new Ends();
    for (const l of lines) if (isData(l)) ends.push(content(l));
    lines = [];
    held = 0;
  };
  const feed = (piece: Buffer) => {
    if (piece.length === 0) return;
    if (streaming) return ends?.push(piece);
    lineParts.push(piece);
    lineBytes += piece.length;
    if (!ends && held + lineBytes > limit) overflow();
    if (ends && lineBytes >= 5) {
      const partial = Buffer.concat(lineParts);
      lineParts = [];
      lineBytes = 0;
      if (isData(partial)) ends.push(content(partial));
      streaming = true;
    }
  };
  const endEvent = (controller: TransformStreamDefaultController<Uint8Array>) => {
    if (ends) {
      const id = ends.id();
      if (id !== undefined) {
        const data = JSON.stringify(tooLargeResponse(id, ends.bytes));
        controller.enqueue(encoder.encode(`${eventId ? `${eventId}\n` : ""}event: message\ndata: ${data}\n\n`));
      }
    } else if (lines.length) {
      controller.enqueue(Buffer.concat([...lines.flatMap((l) => [l, NEWLINE]), NEWLINE]));
    }
    lines = [];
    held = 0;
    ends = undefined;
    eventId = undefined;
  };
  const endLine = (controller: TransformStreamDefaultController<Uint8Array>) => {
    if (streaming) {
      streaming = false;
      return;
    }
    let line = lineParts.length === 1 ? (lineParts[0] as Buffer) : Buffer.concat(lineParts);
    lineParts = [];
    lineBytes = 0;
    if (line[line.length - 1] === 0x0d) line = line.subarray(0, -1);
    if (line.length === 0) return endEvent(controller);
    if (line.subarray(0, 3).toString("latin1") === "id:") eventId = line.toString("utf8");
    if (ends) {
      if (isData(line)) ends.push(content(line));
      return;
    }
    lines.push(Buffer.from(line));
    held += line.length;
  };
  return new TransformStream({
    transform(chunk, controller) {
      const buffer = Buffer.from(chunk);
      let start = 0;
      let newline = buffer.indexOf(0x0a, start);
      while (newline !== -1) {
        feed(buffer.subarray(start, newline));
        endLine(controller);
        start = newline + 1;
        newline = buffer.indexOf(0x0a, start);
      }
      feed(buffer.subarray(start));
    },
    flush(controller) {
      if (lineParts.length || streaming) endLine(controller);
      endEvent(controller);
    },
  });
}

const NEWLINE = Buffer.from("\n");
