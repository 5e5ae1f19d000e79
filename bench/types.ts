/** One figure in bench/RESULTS.md: a measurement beside the naive alternative it is judged against. */
export interface BenchRow {
  /** What was measured, e.g. "checkpoint, known paths, 100,000 files". */
  name: string;
  /** Median (or the stated statistic) of the measurement. */
  value: number;
  unit: "ms" | "µs" | "tokens" | "bytes" | "×" | "count" | "USD" | "%";
  /** The naive alternative measured in the same run, same unit. */
  baseline?: { name: string; value: number };
  /** Target as written in the issue, e.g. "≤ 300 ms" or "≤ 1.3× the slowest". */
  target?: string;
  /** Whether the target was met, when it can be judged. */
  met?: boolean;
  /** Method: runs, statistic, inputs. */
  method: string;
}

/** A bench module: bench/<area>.ts exports `bench` of this type. */
export type Bench = () => Promise<BenchRow[]>;

/** Median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Times `fn` `runs` times after `warmup` runs; returns each run's milliseconds. */
export async function timeRuns(fn: () => Promise<unknown> | unknown, runs: number, warmup = 1): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}
