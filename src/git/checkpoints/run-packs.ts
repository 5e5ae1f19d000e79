/**
 * The packs a run writes (docs/decisions/0012-faults-leave-the-repository-consistent.md). fast-import writes one small pack per
 * checkpoint with new objects: a run of 1,000 calls made about 2,000, and every
 * git process that looks an object up searches each pack's index in turn, so
 * each checkpoint cost more than the one before, and a killed run left them all.
 *
 * So the small packs are rolled into one every ROLL_EVERY checkpoints, during the
 * run (only this run's packs: `pack-objects --stdin-packs`, which reads no other
 * pack and walks no history), and at the end every pack of the run becomes one.
 * The rolled packs are not rolled again until the end, so the work per roll stays
 * the same however long the run is; a run of N checkpoints holds about
 * ROLL_EVERY + N / ROLL_EVERY packs at any time.
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { GitRunner } from "../runner.js";

/** Small packs rolled into one at a time: one `pack-objects` of a few milliseconds per this many checkpoints. */
export const ROLL_EVERY = 64;

export class RunPacks {
  private before: Set<string> | undefined;
  /** Packs made by rolling: left alone until the end. */
  private readonly rolled = new Set<string>();
  private written = 0;

  constructor(
    private readonly runner: GitRunner,
    private readonly packDir: () => Promise<string>,
  ) {}

  private async list(): Promise<string[]> {
    return (await readdir(await this.packDir()).catch(() => [] as string[])).filter((f) => f.endsWith(".pack"));
  }

  /** Before the run's first pack: what was there is not the run's. */
  async start(): Promise<void> {
    this.before ??= new Set(await this.list());
  }

  /** Counts a pack written; true when enough small ones piled up to roll them (with the writers stopped). */
  wrote(): boolean {
    this.written++;
    return this.written >= ROLL_EVERY;
  }

  /** Rolls the small packs written since the last roll into one. Call with no git process writing or reading packs. */
  async roll(): Promise<void> {
    this.written = 0;
    if (!this.before) return;
    const before = this.before;
    const small = (await this.list()).filter((p) => !before.has(p) && !this.rolled.has(p));
    const made = await this.pack(small);
    if (made) this.rolled.add(made);
  }

  /** At the end: every pack of the run becomes one. */
  async finish(): Promise<void> {
    if (!this.before) return;
    const before = this.before;
    await this.pack((await this.list()).filter((p) => !before.has(p)));
    this.before = undefined;
    this.rolled.clear();
    this.written = 0;
  }

  /** One pack holding the objects of `packs`, which are then removed; its file name, or undefined. */
  private async pack(packs: string[]): Promise<string | undefined> {
    if (packs.length < 2) return undefined;
    const dir = await this.packDir();
    const res = await this.runner.exec(["pack-objects", "--stdin-packs", "-q", path.join(dir, "pack")], {
      input: `${packs.join("\n")}\n`,
      allowAllExitCodes: true,
    });
    const made = res.stdout.trim();
    if (res.exitCode !== 0 || !made) return undefined; // the small packs stay; nothing is lost
    const name = `pack-${made}.pack`;
    for (const p of packs) {
      if (p === name) continue;
      const stem = p.slice(0, -".pack".length);
      for (const ext of [".idx", ".rev", ".pack"]) await rm(path.join(dir, stem + ext), { force: true });
    }
    return name;
  }
}
