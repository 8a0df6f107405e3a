/**
 * POSTs JSON with the retry policy of the specification (section 9): up to 3
 * retries with exponential delay capped at 30 seconds. Network errors and
 * server errors (5xx, 429) are retried; other refusals are final.
 */
export const retryPolicy = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 } as const;

export function retryDelay(retry: number): number {
  return Math.min(retryPolicy.baseDelayMs * 2 ** retry, retryPolicy.maxDelayMs);
}

export class DeliveryError extends Error {}

type Deps = {
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function postJsonWithRetry(url: string, body: unknown, { fetchImpl = fetch, sleep = wait }: Deps = {}) {
  for (let attempt = 0; ; attempt++) {
    let retryable = true;
    try {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      if (response.ok) return;
      retryable = response.status >= 500 || response.status === 429;
      throw new DeliveryError(`The server answered ${response.status}`);
    } catch (error) {
      if (!retryable || attempt >= retryPolicy.retries) {
        throw error instanceof DeliveryError ? error : new DeliveryError(String(error));
      }
    }
    await sleep(retryDelay(attempt));
  }
}
