/**
 * SIGINT and SIGTERM, the same in the CLI and the action (docs/decisions/0012-faults-leave-the-repository-consistent.md): the first
 * stops the run gracefully — the current step ends, what changed is committed, the
 * session is saved, the reporters hear "cancelled" — and the second ends the
 * process at once (a person pressing Ctrl-C twice means it). What the second
 * leaves half-done, the next run puts right (git/run-lock/recover.ts).
 */

const EXIT_CODE: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143 };

/** Listens for SIGINT and SIGTERM until the returned function is called. */
export function onStopSignals(abort: AbortController, say: (line: string) => void): () => void {
  let received = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    received++;
    if (received === 1) {
      say(
        `${signal}: stopping after the current step; what changed is committed first (${signal} again stops at once)`,
      );
      abort.abort(new Error(`stopped by ${signal}`));
      return;
    }
    say(`${signal} again: stopping now; the next run puts right anything left half-done`);
    process.exit(EXIT_CODE[signal] ?? 1);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return () => {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
}
