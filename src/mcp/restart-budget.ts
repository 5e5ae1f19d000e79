/**
 * How often a dropped MCP server is restarted: a bounded number of times in a
 * row, with exponential backoff between tries, and the full budget back once
 * the server has stayed up for a while — one crash an hour is not a crash loop.
 */

export interface RestartLimits {
  maxAttempts: number;
  baseDelayMs: number;
}

const DEFAULT_RESTART: RestartLimits = { maxAttempts: 3, baseDelayMs: 500 };
/** A server that stayed up this long gets its full restart budget back. */
const STABLE_MS = 60_000;

export class RestartBudget {
  /** Restarts over the connection's life (reported). */
  total = 0;
  /** Restarts since the server last stayed up for STABLE_MS (bounded by maxAttempts). */
  inARow = 0;
  private connectedAt = 0;

  constructor(private readonly limits: RestartLimits = DEFAULT_RESTART) {}

  /** The server is up: the clock towards a full budget starts. */
  connected(): void {
    this.connectedAt = Date.now();
  }

  /** The server dropped: refill the budget if it had stayed up long enough; true while restarts remain. */
  dropped(): boolean {
    if (Date.now() - this.connectedAt >= STABLE_MS) this.inARow = 0;
    return this.left();
  }

  left(): boolean {
    return this.inARow < this.limits.maxAttempts;
  }

  /** Waits out the backoff before the next restart, and counts it. */
  async next(): Promise<void> {
    await new Promise((r) => setTimeout(r, this.limits.baseDelayMs * 2 ** this.inARow).unref());
    this.inARow++;
    this.total++;
  }
}
