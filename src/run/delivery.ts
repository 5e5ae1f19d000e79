/**
 * Where a run's work goes, decided once — by the entry point, from the action's
 * inputs or the CLI's flags — and what that means for each stage. Stages ask the
 * questions below (does it push? does it post to GitHub? may it ask origin?)
 * instead of comparing kinds, so a new kind of delivery is one more row in
 * TRAITS, not an edit to every stage.
 */
export type Delivery =
  /**
   * Nothing leaves the machine: no push, comment, review or pull request; what would
   * have happened is said. `readsOrigin`: it still fetches from origin (the Action's
   * dry run, `--dry-run --push`); a local `--dry-run` does not.
   */
  | { kind: "dry-run"; readsOrigin: boolean }
  /** A local run without --push: the commits stay on the local work branch; origin is never asked. */
  | { kind: "local" }
  /**
   * The work branch is pushed and a pull request opened (the Action; `patchbay run --push`).
   * `checkFirst`: --push asked for it, so origin must answer before the run starts.
   */
  | { kind: "push"; checkFirst: boolean }
  /**
   * The agent stage of a two-job run: the session runs as for a push, reading from
   * GitHub and origin, but every write is kept for `dir` (a git bundle of the work
   * and the GitHub writes it asks for); the publish stage checks them and writes.
   */
  | { kind: "outbox"; dir: string };

interface Traits {
  /** The work branch, and Patchbay's refs beside it (a plan, the spend ledger), go to origin. */
  pushes: boolean;
  /** The run writes to GitHub: comments, reactions, reviews, commits made through the API. */
  postsToGitHub: boolean;
  /** Origin is fetched from and asked about (ls-remote), even when nothing is pushed. */
  readsOrigin: boolean;
  /** Commits may be made through GitHub's Git Data API (signed commits): a write that lands at once. */
  commitsThroughApi: boolean;
}

const TRAITS: { [K in Delivery["kind"]]: (delivery: Extract<Delivery, { kind: K }>) => Traits } = {
  "dry-run": (d) => ({ pushes: false, postsToGitHub: false, readsOrigin: d.readsOrigin, commitsThroughApi: false }),
  local: () => ({ pushes: false, postsToGitHub: true, readsOrigin: false, commitsThroughApi: true }),
  push: () => ({ pushes: true, postsToGitHub: true, readsOrigin: true, commitsThroughApi: true }),
  // Its GitHub client records writes instead of sending them (outbox/recorder.ts): it "posts" to the outbox.
  outbox: () => ({ pushes: false, postsToGitHub: true, readsOrigin: true, commitsThroughApi: false }),
};

function traitsOf(delivery: Delivery): Traits {
  return (TRAITS[delivery.kind] as (d: Delivery) => Traits)(delivery);
}

export const pushes = (delivery: Delivery): boolean => traitsOf(delivery).pushes;
export const postsToGitHub = (delivery: Delivery): boolean => traitsOf(delivery).postsToGitHub;
export const readsOrigin = (delivery: Delivery): boolean => traitsOf(delivery).readsOrigin;
export const commitsThroughApi = (delivery: Delivery): boolean => traitsOf(delivery).commitsThroughApi;

/**
 * The entry points' flags as one delivery. `push`: true when --push asked for it,
 * false for a local run that keeps its commits, undefined to push as the Action does.
 */
export function deliveryFrom(flags: { dryRun: boolean; push?: boolean }): Delivery {
  if (flags.dryRun) return { kind: "dry-run", readsOrigin: flags.push !== false };
  if (flags.push === false) return { kind: "local" };
  return { kind: "push", checkFirst: flags.push === true };
}
