/**
 * Blobs as bytes, many in one `git cat-file --batch`: the push gate judges what
 * a commit holds, not git's rendering of it (a diff says "Binary files differ"
 * for a file with one NUL byte, or for whatever .gitattributes marks `-diff`).
 * Blobs are handed over one at a time, so memory holds one blob, not the push.
 */
import type { GitRunner } from "../runner.js";

/** Calls `each` with every blob's bytes, in the order given; a missing object is skipped. */
export async function readBlobs(
  runner: GitRunner,
  shas: string[],
  each: (sha: string, content: Buffer) => void | Promise<void>,
): Promise<void> {
  if (shas.length === 0) return;
  const child = await runner.spawn(["cat-file", "--batch"]);
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  child.stdin.on("error", () => {}); // git ended early: reported by the parse below
  child.stdin.end(`${shas.join("\n")}\n`);
  let buffered: Buffer = Buffer.alloc(0);
  let index = 0;
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      for (;;) {
        const nl = buffered.indexOf(10);
        if (nl === -1) break;
        const header = buffered.subarray(0, nl).toString("latin1");
        if (header.endsWith(" missing")) {
          buffered = buffered.subarray(nl + 1);
          index++;
          continue;
        }
        const size = Number(header.split(" ")[2]);
        if (!Number.isFinite(size))
          throw new Error(`git cat-file --batch: unexpected header ${JSON.stringify(header)}`);
        if (buffered.length < nl + 1 + size + 1) break;
        const content = Buffer.from(buffered.subarray(nl + 1, nl + 1 + size));
        buffered = buffered.subarray(nl + 1 + size + 1);
        await each(shas[index++] as string, content);
      }
    }
  } finally {
    child.kill();
    await exited;
  }
  if (index < shas.length) throw new Error(`git cat-file --batch ended after ${index} of ${shas.length} objects`);
}
