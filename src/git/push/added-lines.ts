/**
 * The lines a diff adds, per file, with their line numbers in the new file: what
 * the push gate scans for secrets and the publish stage for threats. Read from
 * `-U0` diff text (git's own output, every file as text), so a line is checked
 * where it lands.
 */

export interface AddedLine {
  /** 1-based, in the file as the diff leaves it. */
  line: number;
  text: string;
}

/** Per file (its path in the new tree), the lines `diff` adds; deleted files are left out. */
export function parseAddedLines(diff: string): Map<string, AddedLine[]> {
  const files = new Map<string, AddedLine[]>();
  let current: AddedLine[] | undefined;
  let line = 0;
  for (const raw of diff.split("\n")) {
    if (raw.startsWith("+++ ")) {
      const name = raw.slice(4);
      current = name === "/dev/null" ? undefined : [];
      if (current) files.set(name.replace(/^"?b\//, "").replace(/"$/, ""), current);
    } else if (raw.startsWith("@@")) line = Number(/\+(\d+)/.exec(raw)?.[1] ?? 0);
    else if (raw.startsWith("+") && current) current.push({ line: line++, text: raw.slice(1) });
  }
  return files;
}
