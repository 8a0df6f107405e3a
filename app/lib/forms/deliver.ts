/**
 * Sends a form as the host expects it (a multipart POST, photos included) with
 * the retry policy of the specification (section 9): up to 3 automatic retries
 * of transient failures (no connection, no answer in time, 5xx, 429) with
 * exponential delay capped at 30 seconds. Any other answer is final. Success
 * is a 2xx answer, nothing less.
 */
import { FORM_LIMITS } from "../../../config/form-settings.ts";

export const retryPolicy = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 } as const;

export function retryDelay(retry: number): number {
  return Math.min(retryPolicy.baseDelayMs * 2 ** retry, retryPolicy.maxDelayMs);
}

export type FailureReason = "network" | "timeout" | "refused";

export class DeliveryError extends Error {
  readonly reason: FailureReason;
  readonly transient: boolean;
  constructor(reason: FailureReason, message: string, transient: boolean) {
    super(message);
    this.reason = reason;
    this.transient = transient;
  }
}

export type DeliverOptions = {
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  /** called before each automatic retry (1, 2, 3) */
  onRetry?: (retry: number) => void;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function attempt(url: string, body: FormData, fetchImpl: typeof fetch, timeoutMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    // No Content-Type header: the browser writes multipart/form-data with its boundary.
    response = await fetchImpl(url, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) throw new DeliveryError("timeout", `No answer within ${timeoutMs} ms`, true);
    throw new DeliveryError("network", String(error), true);
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) return;
  const transient = response.status >= 500 || response.status === 429;
  throw new DeliveryError("refused", `The host answered ${response.status}`, transient);
}

export async function postFormWithRetry(
  url: string,
  body: FormData,
  { fetchImpl = fetch, sleep = wait, timeoutMs = FORM_LIMITS.sendTimeoutMs, onRetry }: DeliverOptions = {},
): Promise<void> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt(url, body, fetchImpl, timeoutMs);
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : new DeliveryError("network", String(error), true);
      if (!failure.transient || retry >= retryPolicy.retries) throw failure;
    }
    await sleep(retryDelay(retry));
    onRetry?.(retry + 1);
  }
}
