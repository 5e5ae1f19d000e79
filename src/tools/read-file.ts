/**
 * read_file: a file with line numbers, a window of at most MAX_LINES lines /
 * MAX_CHARS characters that says how to read on. Reads in chunks, so a huge
 * file costs memory only for the window shown. Binary files are described.
 */
import type { FileHandle } from "node:fs/promises";
import { z } from "zod";
import { openFound, within } from "../beneath/files.js";
import { thousands } from "../util/thousands.js";
import { defineTool, failure, looseInt } from "./define.js";
import { looksBinary, numberLines } from "./text.js";
import type { ToolResult } from "./types.js";
import { asFailure } from "./workspace-files.js";

export const MAX_LINES = 400;
const MAX_CHARS = 40_000;
const MAX_LINE_BYTES = 2000;
const CHUNK = 1 << 20;

const schema = z.object({
  path: z.string().describe("Relative to repo root"),
  start_line: looseInt().min(1).optional(),
  end_line: looseInt().min(1).optional(),
});

interface Window {
  lines: string[];
  total: number;
  /** Set when the character cap ended the window before end_line. */
  cutAtChars: boolean;
}

/**
 * Collects lines [start, end] (1-based, inclusive) and counts all lines,
 * keeping at most MAX_LINE_BYTES of any one line (a minified bundle can be one
 * 50 MB line) and counting what it drops.
 */
async function readWindow(handle: FileHandle, start: number, end: number): Promise<Window> {
  const lines: string[] = [];
  let chars = 0;
  let cutAtChars = false;
  let lineNo = 1;
  let pieces: Buffer[] = [];
  let kept = 0;
  let dropped = 0;
  let pending = false;
  const wanted = () => lineNo >= start && lineNo <= end && !cutAtChars;
  const append = (bytes: Buffer) => {
    pending = true;
    if (!wanted()) return;
    const room = Math.max(0, MAX_LINE_BYTES - kept);
    if (room > 0) {
      const piece = Buffer.from(bytes.subarray(0, room)); // copy: the read buffer is reused
      pieces.push(piece);
      kept += piece.length;
    }
    dropped += Math.max(0, bytes.length - room);
  };
  const endLine = () => {
    if (wanted()) {
      let text = Buffer.concat(pieces).toString("utf8").replace(/\r$/, "");
      if (dropped > 0) text += ` [… ${dropped} more bytes on this line]`;
      if (chars + text.length > MAX_CHARS && lines.length > 0) cutAtChars = true;
      else {
        lines.push(text);
        chars += text.length;
      }
    }
    lineNo++;
    pieces = [];
    kept = 0;
    dropped = 0;
    pending = false;
  };
  const buf = Buffer.alloc(CHUNK);
  for (;;) {
    const { bytesRead } = await handle.read(buf, 0, CHUNK, null);
    if (bytesRead === 0) break;
    const chunk = buf.subarray(0, bytesRead);
    let from = 0;
    for (let nl = chunk.indexOf(10, from); nl !== -1; nl = chunk.indexOf(10, from)) {
      append(chunk.subarray(from, nl));
      endLine();
      from = nl + 1;
    }
    if (from < bytesRead) append(chunk.subarray(from));
  }
  if (pending) endLine(); // a last line without a final newline
  return { lines, total: lineNo - 1, cutAtChars };
}

export function createReadFile() {
  return defineTool({
    name: "read_file",
    description: `Read a file with line numbers (max ${MAX_LINES} lines per call; use start_line/end_line for more).`,
    schema,
    access: (input) => ({ kind: "read", paths: [input.path] }),
    async execute(input, ctx) {
      try {
        return await within(ctx.workspace, input.path, { followLast: true }, async (found) => {
          if (!found.stat)
            return failure(`No such file: ${input.path}. Use list_files or search_files to find the right path.`);
          if (found.stat.isDirectory())
            return failure(`${input.path} is a directory. Use list_files to see what it contains.`);
          if (!found.stat.isFile())
            return failure(`${input.path} is not a regular file (a device, socket or pipe); not read.`);
          const { handle, stat } = await openFound(found, input.path);
          try {
            return await show(handle, stat.size, found.rel, input.start_line, input.end_line);
          } finally {
            await handle.close();
          }
        });
      } catch (e) {
        return asFailure(e);
      }
    },
  });
}

/** The window of the open file the call asked for, numbered, or what the file is when it is not text. */
async function show(
  handle: FileHandle,
  size: number,
  rel: string,
  startLine: number | undefined,
  endLine: number | undefined,
): Promise<ToolResult> {
  const head = Buffer.alloc(Math.min(size, 8192));
  await handle.read(head, 0, head.length, 0);
  if (looksBinary(head)) {
    return {
      ok: true,
      content: `${rel} is a binary file (${thousands(size)} bytes${describeMagic(head)}); its content is not shown.`,
      writtenPaths: [],
    };
  }
  if (size === 0) return { ok: true, content: `${rel} is empty.`, writtenPaths: [] };

  const start = startLine ?? 1;
  const requestedEnd = endLine ?? start + MAX_LINES - 1;
  if (requestedEnd < start) return failure(`end_line (${requestedEnd}) is before start_line (${start}).`);
  const end = Math.min(requestedEnd, start + MAX_LINES - 1);
  const win = await readWindow(handle, start, end);
  if (start > win.total) return failure(`${rel} has ${win.total} lines; start_line=${start} is past the end.`);
  const last = start + win.lines.length - 1;
  const body = numberLines(win.lines, start, Number.POSITIVE_INFINITY); // lines are capped already
  const wholeFile = start === 1 && last >= win.total;
  if (wholeFile) return { ok: true, content: body, writtenPaths: [] };
  const more = last < win.total ? `; call again with start_line=${last + 1}` : "";
  const why = win.cutAtChars ? " (size cap)" : last < requestedEnd && last < win.total ? " (line cap)" : "";
  return {
    ok: true,
    content: `[showing lines ${start}-${last} of ${win.total}${why}${more}]\n${body}`,
    writtenPaths: [],
  };
}

function describeMagic(head: Buffer): string {
  const sig = head.subarray(0, 8).toString("latin1");
  if (sig.startsWith("\x89PNG")) return ", PNG image";
  if (sig.startsWith("\xFF\xD8\xFF")) return ", JPEG image";
  if (sig.startsWith("GIF8")) return ", GIF image";
  if (sig.startsWith("%PDF")) return ", PDF document";
  if (sig.startsWith("PK\x03\x04")) return ", zip archive";
  if (sig.startsWith("\x7FELF")) return ", ELF executable";
  if (sig.startsWith("\0asm")) return ", WebAssembly module";
  return "";
}
