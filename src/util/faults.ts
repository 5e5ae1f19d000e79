/**
 * Faults of the machine, not of Patchbay (docs/decisions/0012-faults-leave-the-repository-consistent.md): a full disk, a quota, a
 * read-only file system, memory, a lock another program holds. A run that meets
 * one ends with a sentence naming it and what to do — never "Internal error …
 * please report this", which sends people to file a bug about their disk.
 *
 * Recognised by the errno code Node gives (ENOSPC…) or by the words the C library
 * and git print ("No space left on device"), anywhere in an error's message or
 * cause chain: a git process reports the fault on stderr, which becomes part of
 * the error Patchbay throws.
 */

export type FaultKind = "disk_full" | "quota" | "read_only" | "memory" | "files" | "lock";

/** An error Patchbay raises itself for a fault of the environment (a lock another process holds). */
export class EnvironmentFault extends Error {
  constructor(
    message: string,
    readonly fault: FaultKind,
  ) {
    super(message);
    this.name = "EnvironmentFault";
  }
}

const KINDS: { kind: FaultKind; codes: string[]; words: RegExp; what: string; todo: string }[] = [
  {
    kind: "disk_full",
    codes: ["ENOSPC"],
    // git's own words for it: "sha1 file '…' write error. Out of diskspace".
    words: /No space left on device|Out of diskspace/i,
    what: "the disk is full",
    todo: "free some space (or give the job a bigger disk) and run again",
  },
  {
    kind: "quota",
    codes: ["EDQUOT"],
    words: /Disk quota exceeded/i,
    what: "the disk quota is used up",
    todo: "free some space within the quota and run again",
  },
  {
    kind: "read_only",
    codes: ["EROFS"],
    words: /Read-only file system/i,
    what: "the file system is read-only",
    todo: "run Patchbay on a checkout it can write to",
  },
  {
    kind: "memory",
    codes: ["ENOMEM"],
    words: /Cannot allocate memory|Out of memory/i,
    what: "the machine ran out of memory",
    todo: "give the job more memory, or close what else is running, and run again",
  },
  {
    kind: "files",
    codes: ["EMFILE", "ENFILE"],
    words: /Too many open files/i,
    what: "the process ran out of file descriptors",
    todo: "raise the open-files limit (ulimit -n) and run again",
  },
];

function* chain(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  for (let e = error; e !== undefined && e !== null && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    yield e;
  }
}

/**
 * What the tool said, in its words, up to the words that name the fault: the end
 * of the line that has them ("fatal: sha1 file '…' write error. Out of diskspace"),
 * not the command line in front of it.
 */
function evidence(text: string, words: RegExp): string {
  const line = (text.split("\n").find((l) => words.test(l)) ?? text).replace(/\s+/g, " ").trim();
  const match = words.exec(line);
  const end = match ? match.index + match[0].length : line.length;
  const start = Math.max(0, line.lastIndexOf("fatal:", end), line.lastIndexOf("error:", end), end - 200);
  return `${start > 0 && !/^(fatal|error):/.test(line.slice(start)) ? "…" : ""}${line.slice(start, end)}`;
}

/**
 * A sentence for people when `error` is a fault of the environment, else undefined.
 * `doing` says what Patchbay was doing ("writing a checkpoint").
 */
export function describeFault(error: unknown, doing?: string): string | undefined {
  for (const e of chain(error)) {
    if (e instanceof EnvironmentFault) return e.message;
    const code = (e as { code?: unknown }).code;
    const message = e instanceof Error ? e.message : typeof e === "string" ? e : "";
    for (const k of KINDS) {
      if ((typeof code === "string" && k.codes.includes(code)) || k.words.test(message)) {
        const where = doing ? ` while ${doing}` : "";
        return `Stopped because ${k.what}${where} (${evidence(message, k.words) || code}): ${k.todo}. The commits made so far are kept.`;
      }
    }
  }
  return undefined;
}

/** For a warning: what the fault is and the tool's words ("the disk is full (…)"), or undefined. */
export function faultSummary(error: unknown): string | undefined {
  for (const e of chain(error)) {
    if (e instanceof EnvironmentFault) return e.message;
    const code = (e as { code?: unknown }).code;
    const message = e instanceof Error ? e.message : typeof e === "string" ? e : "";
    const k = KINDS.find((k) => (typeof code === "string" && k.codes.includes(code)) || k.words.test(message));
    if (k) return `${k.what} (${evidence(message, k.words) || code})`;
  }
  return undefined;
}
