/** Per-request plumbing for SDK calls: a disposable abort signal and progress text. */

/**
 * A signal for one request, following `outer`. The SDK adds an abort listener
 * to the signal of every request and never removes it; handing it the
 * session's long-lived signal would pile up one listener per call.
 */
export function perCallSignal(outer: AbortSignal | undefined): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  if (!outer) return { signal: controller.signal, dispose: () => {} };
  const forward = () => controller.abort(outer.reason);
  if (outer.aborted) forward();
  else outer.addEventListener("abort", forward, { once: true });
  return { signal: controller.signal, dispose: () => outer.removeEventListener("abort", forward) };
}

export function progressText(p: { progress: number; total?: number; message?: string }): string {
  const amount = p.total ? `${p.progress}/${p.total}` : `${p.progress}`;
  return p.message ? `${p.message} (${amount})` : `progress ${amount}`;
}
