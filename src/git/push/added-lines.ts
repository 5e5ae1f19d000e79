/**
 * The lines a diff adds, per file, with their line numbers in the new file: what
 * the push gate scans for secrets and the publish stage for threats. Read from
 * `-U0` diff text (git's own output, every file as text), so a line is checked
 * where it lands.
 *
 * The file's own text is the agent's: an added line `++ /dev/null` reads
 * `+++ /dev/null` in the diff. So a hunk's lines are counted by its `@@` header
 * and only a line outside every hunk can start a file; a name git quotes (a tab,
 * a quote, bytes outside ASCII) is unquoted, so it matches `--name-only -z`.
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
  // Lines of the current hunk still to come, old side and new side.
  let oldLeft = 0;
  let newLeft = 0;
  for (const raw of diff.split("\n")) {
    if (oldLeft > 0 || newLeft > 0) {
      if (raw.startsWith("\\")) continue; // "\ No newline at end of file"
      if (raw.startsWith("+")) {
        newLeft--;
        current?.push({ line: line++, text: raw.slice(1) });
      } else if (raw.startsWith("-")) oldLeft--;
      else {
        oldLeft--;
        newLeft--;
        line++;
      }
      continue;
    }
    if (raw.startsWith("+++ ")) {
      // git ends a name holding a space with a tab (for GNU patch); a tab in the name itself is quoted.
      const name = raw.slice(4).replace(/\t$/, "");
      current = name === "/dev/null" ? undefined : [];
      if (current) files.set(unquote(name).replace(/^b\//, ""), current);
      continue;
    }
    const hunk = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(raw);
    if (hunk) {
      oldLeft = Number(hunk[1] ?? 1);
      line = Number(hunk[2]);
      newLeft = Number(hunk[3] ?? 1);
    }
  }
  return files;
}

const ESCAPES: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, "\\": 92 };

/** A name as git writes it in a diff header: as is, or C-quoted with octal bytes (core.quotePath). */
function unquote(name: string): string {
  if (!name.startsWith('"') || !name.endsWith('"')) return name;
  const bytes: number[] = [];
  const body = name.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (c !== "\\") {
      bytes.push(...Buffer.from(c, "utf8"));
      continue;
    }
    const octal = /^[0-7]{3}/.exec(body.slice(i + 1));
    if (octal) {
      bytes.push(Number.parseInt(octal[0], 8));
      i += 3;
    } else {
      const next = body[i + 1] ?? "";
      bytes.push(ESCAPES[next] ?? next.charCodeAt(0));
      i += 1;
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
