/**
 * A file's bytes as text an edit tool may change, or why not. Text that is not
 * valid UTF-8 is refused, not decoded with replacement characters: writing it
 * back would destroy every byte the decoder could not read.
 */
import { isUtf8 } from "node:buffer";

export type Decoded = { ok: true; text: string } | { ok: false; error: string };

/** Byte offset of the first invalid UTF-8 sequence (the input is known to have one). */
function firstInvalid(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    const size =
      b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (size === 0 || i + size > bytes.length) return i;
    if (size > 1 && !isUtf8(bytes.subarray(i, i + size))) return i;
    i += size;
  }
  return i;
}

/**
 * `tool` names the edit tool in the message ("apply_patch edits text files");
 * `viewing` words it for a tool that only shows the file. A NUL byte in the
 * first 8 KB makes a file binary, as read_file judges it.
 */
export function decodeForEdit(bytes: Buffer, rel: string, tool: string, viewing = false): Decoded {
  const done = viewing ? "" : " Nothing was changed.";
  if (bytes.subarray(0, 8192).includes(0))
    return { ok: false, error: `${rel} is a binary file; ${tool} ${viewing ? "shows" : "edits"} text files.${done}` };
  if (isUtf8(bytes)) return { ok: true, text: bytes.toString("utf8") };
  const at = firstInvalid(bytes);
  let line = 1;
  for (let i = 0; i < at; i++) if (bytes[i] === 10) line++;
  const byte = (bytes[at] as number).toString(16).toUpperCase().padStart(2, "0");
  return {
    ok: false,
    error: viewing
      ? `${rel} is not valid UTF-8 (byte 0x${byte} on line ${line}); ${tool} shows UTF-8 text only. read_file shows it with the bytes it cannot decode replaced.`
      : `${rel} is not valid UTF-8 (byte 0x${byte} on line ${line}); ${tool} edits UTF-8 text only, so nothing was changed. Change it with execute_command (e.g. iconv or sed), or rewrite it whole with write_to_file.`,
  };
}
