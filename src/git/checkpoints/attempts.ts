/**
 * How many times Patchbay already tried on a branch: the checkpoint commits on
 * top of it, back to the last commit someone else made, grouped by the run that
 * made them (their `Patchbay-Run` trailer, see message.ts). The CI-fix loop guard
 * counts these so a bot never keeps fixing its own fixes.
 */

export interface CommitInfo {
  sha: string;
  message: string;
}

/** The value of a trailer in the last paragraph of a commit message. */
export function trailer(message: string, key: string): string | undefined {
  const paragraphs = message
    .replace(/\r\n?/g, "\n")
    .trim()
    .split(/\n{2,}/);
  const last = paragraphs.at(-1) ?? "";
  const prefix = `${key.toLowerCase()}:`;
  for (const line of last.split("\n")) {
    if (line.toLowerCase().startsWith(prefix)) return line.slice(prefix.length).trim();
  }
  return undefined;
}

/** A Patchbay checkpoint carries both the run and the step trailers. */
export function checkpointRun(message: string): string | undefined {
  const run = trailer(message, "Patchbay-Run");
  const step = trailer(message, "Patchbay-Step");
  return run && step && /^\d+$/.test(step) ? run : undefined;
}

export interface Attempts {
  /** Distinct Patchbay runs that committed since the last commit not made by Patchbay. */
  count: number;
  runs: string[];
  /** The newest commit not made by Patchbay, when it was among those read. */
  since?: string;
}

/** `commits` newest first, as `git log` and the commits API list them. */
export function countAttempts(commits: readonly CommitInfo[]): Attempts {
  const runs: string[] = [];
  for (const commit of commits) {
    const run = checkpointRun(commit.message);
    if (!run) return { count: runs.length, runs, since: commit.sha };
    if (!runs.includes(run)) runs.push(run);
  }
  return { count: runs.length, runs };
}
