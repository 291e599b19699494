export interface RetryPolicy {
  /** Attempts after the first one. */
  retries: number;
  /** Pause between attempts, in milliseconds. */
  waitMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 3, waitMs: 1000 };
export const TOKEN_RETRY: RetryPolicy = { retries: 0, waitMs: 300 };

export interface RetryOptions extends Partial<RetryPolicy> {
  /** Return false to give up at once (for example on a 4xx answer). */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  signal?: AbortSignal;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `action`, retrying after a fixed wait; rejects with the last error. */
export async function retry<T>(
  action: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const { retries = DEFAULT_RETRY.retries, waitMs = DEFAULT_RETRY.waitMs } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await action(attempt);
    } catch (error) {
      const giveUp = attempt >= retries || options.shouldRetry?.(error, attempt) === false;
      if (giveUp) throw error;
      await wait(waitMs, options.signal);
    }
  }
}
