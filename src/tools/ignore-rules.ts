/**
 * .gitignore rules for walking a directory without git: every .gitignore from
 * the workspace root down to the directory being listed applies, as in git.
 */
import ignore, { type Ignore } from "ignore";
import { readBeneath } from "../beneath/files.js";

/** Always hidden: git internals and installed dependencies (huge, never what the model wants). */
const ALWAYS_HIDDEN = new Set([".git", "node_modules"]);

interface Layer {
  /** Workspace-relative directory of the .gitignore ("" for the root). */
  base: string;
  rules: Ignore;
}

export class IgnoreStack {
  private constructor(private readonly layers: Layer[]) {}

  /** Rules from the root .gitignore down to (and including) `relDir`. */
  static async forDir(workspace: string, relDir: string): Promise<IgnoreStack> {
    const parts = relDir === "." || relDir === "" ? [] : relDir.split("/");
    const layers: Layer[] = [];
    for (let i = 0; i <= parts.length; i++) {
      const base = parts.slice(0, i).join("/");
      const layer = await loadLayer(workspace, base);
      if (layer) layers.push(layer);
    }
    return new IgnoreStack(layers);
  }

  /** A stack with `relDir`'s own .gitignore added, for descending into it. */
  async descend(workspace: string, relDir: string): Promise<IgnoreStack> {
    const layer = await loadLayer(workspace, relDir);
    return layer ? new IgnoreStack([...this.layers, layer]) : this;
  }

  /** `rel` is workspace-relative; directories are tested with a trailing slash. */
  ignores(rel: string, isDir: boolean): boolean {
    const name = rel.slice(rel.lastIndexOf("/") + 1);
    if (ALWAYS_HIDDEN.has(name)) return true;
    for (const layer of this.layers) {
      const sub =
        layer.base === "" ? rel : rel.startsWith(`${layer.base}/`) ? rel.slice(layer.base.length + 1) : undefined;
      if (sub === undefined || sub === "") continue;
      if (layer.rules.ignores(isDir ? `${sub}/` : sub)) return true;
    }
    return false;
  }
}

async function loadLayer(workspace: string, base: string): Promise<Layer | undefined> {
  // Read through src/beneath: a .gitignore that is a link out of the tree is not followed.
  const read = await readBeneath(workspace, base === "" ? ".gitignore" : `${base}/.gitignore`).catch(() => null);
  return read ? { base, rules: ignore().add(read.data.toString("utf8")) } : undefined; // none here (or unreadable)
}
