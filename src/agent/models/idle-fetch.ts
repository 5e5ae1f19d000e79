/**
 * A model API that goes quiet (docs/decisions/0012-faults-leave-the-repository-consistent.md): a request with no answer, or an answer
 * whose body stops coming. Without a limit the call waited for undici's 300 s
 * timeout and was then retried without a word, for about 20 minutes in all.
 * Here every request gets an idle limit — before the headers, and between any two
 * chunks of the body — and a call that goes over it fails with ModelIdleError,
 * "the model API sent nothing for N s", which the retry (retry.ts) treats like a
 * 5xx: said, and tried again within the run's time limit.
 */
import { ModelError } from "../errors.js";

export const DEFAULT_IDLE_SECONDS = 180;

export class ModelIdleError extends ModelError {
  constructor(
    provider: string,
    readonly seconds: number,
  ) {
    super(`the ${provider} API sent nothing for ${seconds} s`, provider, undefined, "network");
    this.name = "ModelIdleError";
  }
}

/** `base` with an idle limit on each request and its body. */
export function idleFetch(base: typeof fetch, provider: string, idleMs: number): typeof fetch {
  return async (input, init) => {
    const quiet = new AbortController();
    const trip = () => quiet.abort(new ModelIdleError(provider, idleMs / 1000));
    const timer = setTimeout(trip, idleMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, quiet.signal]) : quiet.signal;
    let response: Response;
    try {
      response = await base(input, { ...init, signal });
    } catch (error) {
      clearTimeout(timer);
      throw quiet.signal.aborted ? quiet.signal.reason : error;
    }
    const body = response.body;
    if (!body) {
      clearTimeout(timer);
      return response;
    }
    // The headers came: the clock starts again, and again with every chunk.
    timer.refresh();
    const reader = body.getReader();
    const watched = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            clearTimeout(timer);
            controller.close();
            return;
          }
          timer.refresh();
          controller.enqueue(value);
        } catch (error) {
          clearTimeout(timer);
          controller.error(quiet.signal.aborted ? quiet.signal.reason : error);
        }
      },
      cancel(reason) {
        clearTimeout(timer);
        return reader.cancel(reason);
      },
    });
    return new Response(watched, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
