/**
 * A list saved in the session state as JSON Lines files of CHUNK lines each
 * (`messages/00000.jsonl`, …), so that a save writes only what changed (docs/decisions/0012-faults-leave-the-repository-consistent.md).
 * A full chunk never changes again: after the save that first holds it whole, the
 * state commit names its blob by id (computed here, no process asked) instead of
 * sending its bytes. Only the last, open chunk is sent each time — at most CHUNK
 * lines, however long the run. Items are serialized once each, remembered by
 * object identity (the loop hands out the same redacted objects every save).
 */

/** Lines per chunk: a save sends at most this many lines of a list. */
export const CHUNK = 64;

export interface TreeFile {
  path: string;
  /** The bytes, when they must be sent. */
  content?: Buffer;
  /** The blob's id, when it is already in the repository. */
  sha?: string;
}

interface Sealed {
  sha: string;
  /** Its bytes until a save has written them; then only the id is sent. */
  pending?: Buffer;
}

export class ChunkedList {
  private sealed: Sealed[] = [];
  private open: string[] = [];
  private lines = new WeakMap<object, string>();
  private items: unknown[] = [];
  /** Bytes of every line (newlines included): what the list weighs in the state. */
  bytes = 0;

  constructor(
    private readonly dir: string,
    private readonly blobId: (content: Buffer) => string,
    /** A last look at each line before it is stored (the redactor). */
    private readonly clean: (line: string) => string = (line) => line,
  ) {}

  /** What the list holds now. */
  get all(): readonly unknown[] {
    return this.items;
  }

  append(items: readonly unknown[]): void {
    for (const item of items) {
      const line = this.lineOf(item);
      this.items.push(item);
      this.open.push(line);
      this.bytes += Buffer.byteLength(line) + 1;
      if (this.open.length === CHUNK) {
        const content = Buffer.from(`${this.open.join("\n")}\n`, "utf8");
        this.sealed.push({ sha: this.blobId(content), pending: content });
        this.open = [];
      }
    }
  }

  /** Starts over with these items (the list was rewritten, not appended to). */
  reset(items: readonly unknown[]): void {
    this.sealed = [];
    this.open = [];
    this.items = [];
    this.bytes = 0;
    this.append(items);
  }

  /** The files of this list for the next state commit. */
  files(): TreeFile[] {
    const name = (i: number) => `${this.dir}/${String(i).padStart(5, "0")}.jsonl`;
    const out: TreeFile[] = this.sealed.map((c, i) =>
      c.pending ? { path: name(i), content: c.pending } : { path: name(i), sha: c.sha },
    );
    if (this.open.length)
      out.push({ path: name(this.sealed.length), content: Buffer.from(`${this.open.join("\n")}\n`, "utf8") });
    return out;
  }

  /** The commit holding `files()` is on disk: from now on full chunks are named, not sent. */
  written(): void {
    for (const c of this.sealed) delete c.pending;
  }

  private lineOf(item: unknown): string {
    const key = typeof item === "object" && item !== null ? item : undefined;
    const known = key ? this.lines.get(key) : undefined;
    if (known !== undefined) return known;
    const line = this.clean(JSON.stringify(item));
    if (key) this.lines.set(key, line);
    return line;
  }
}
