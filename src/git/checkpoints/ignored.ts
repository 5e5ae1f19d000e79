/**
 * Which new paths .gitignore keeps out of a checkpoint, decided in process (no
 * `check-ignore` process per checkpoint: docs/decisions/0011-one-git-writer-per-run.md). Only paths HEAD does not track are asked about
 * (a tracked file is never ignored). Rules as git applies them: `.git/info/exclude`,
 * then each `.gitignore` from the root down; for every directory on the path and the
 * path itself, the deepest file with a matching rule decides, and a file inside an
 * ignored directory stays ignored. Rule files are re-read when they change on disk.
 * The `ignore` package (used by list_files too) parses and matches each file's rules.
 */
import { readFile, stat } from "node:fs/promises";
import ignore, { type Ignore } from "ignore";
import { openFound, WalkError, within } from "../../beneath/files.js";

interface Layer {
  /** Workspace-relative directory the rules are relative to ("" for the root). */
  base: string;
  rules: Ignore;
}

interface Cached {
  key: string;
  rules: Ignore | null;
}

export class IgnoreMatcher {
  private readonly files = new Map<string, Cached>();

  constructor(
    private readonly workspace: string,
    /** `<git dir>/info/exclude`. */
    readonly infoExclude: string,
  ) {}

  /**
   * The subset of `paths` (workspace-relative, POSIX) that git would ignore; `dirs`
   * when they are directories (a `build/` rule matches only a directory).
   */
  async ignoredAmong(paths: string[], dirs = false): Promise<Set<string>> {
    const out = new Set<string>();
    if (paths.length === 0) return out;
    // Every rule file these paths need, read (or found unchanged) once, before any decision:
    // deciding then takes no await per path (the watcher asks about 10,000 directories at once).
    const bases = new Set<string>([""]);
    for (const p of paths) for (let i = p.indexOf("/"); i !== -1; i = p.indexOf("/", i + 1)) bases.add(p.slice(0, i));
    const rules = new Map<string, Ignore | null>();
    await Promise.all(
      [...bases].map(async (base) =>
        rules.set(base, await this.loadInTree(base === "" ? ".gitignore" : `${base}/.gitignore`)),
      ),
    );
    const exclude = await this.load(this.infoExclude);
    for (const p of paths) {
      const parts = p.split("/");
      const layers: Layer[] = exclude ? [{ base: "", rules: exclude }] : [];
      let ignored = false;
      for (let i = 0; i < parts.length && !ignored; i++) {
        const base = parts.slice(0, i).join("/");
        const here = rules.get(base);
        if (here) layers.push({ base, rules: here });
        const entry = parts.slice(0, i + 1).join("/");
        ignored = decide(layers, entry, dirs || i < parts.length - 1);
      }
      if (ignored) out.add(p);
    }
    return out;
  }

  /**
   * A work-tree .gitignore, read through src/beneath: one that a sandboxed process
   * made a link (or put under a folder it swapped for one) is not followed out of the tree.
   */
  private async loadInTree(rel: string): Promise<Ignore | null> {
    try {
      return await within(this.workspace, rel, { followLast: false }, async (found) => {
        const st = found.stat;
        if (!st?.isFile()) return null;
        const key = `${st.ino}:${st.size}:${st.mtimeMs}`;
        const cached = this.files.get(rel);
        if (cached?.key === key) return cached.rules;
        const { handle } = await openFound(found, rel);
        const text = await handle.readFile("utf8").finally(() => handle.close());
        const rules = ignore().add(text);
        this.files.set(rel, { key, rules });
        return rules;
      });
    } catch (e) {
      if (e instanceof WalkError) return null;
      throw e;
    }
  }

  /** `.git/info/exclude`: inside .git, which the sandbox cannot write. */
  private async load(file: string): Promise<Ignore | null> {
    const st = await stat(file).catch(() => null);
    if (!st?.isFile()) return null;
    const key = `${st.ino}:${st.size}:${st.mtimeMs}`;
    const cached = this.files.get(file);
    if (cached?.key === key) return cached.rules;
    const text = await readFile(file, "utf8").catch(() => null);
    const rules = text === null ? null : ignore().add(text);
    this.files.set(file, { key, rules });
    return rules;
  }
}

/** The deepest layer with an opinion on `entry` decides. */
function decide(layers: Layer[], entry: string, isDir: boolean): boolean {
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i] as Layer;
    const rel = layer.base === "" ? entry : entry.slice(layer.base.length + 1);
    const verdict = layer.rules.test(isDir ? `${rel}/` : rel);
    if (verdict.ignored) return true;
    if (verdict.unignored) return false;
  }
  return false;
}
