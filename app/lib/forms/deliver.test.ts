import { describe, expect, it, vi } from "vitest";
import { DeliveryError, postFormWithRetry, retryDelay } from "./deliver";

const ok = () => new Response(null, { status: 200 });
const fail = (status: number) => new Response(null, { status });
const noSleep = { sleep: async () => {} };
const form = () => {
  const body = new FormData();
  body.set("form-name", "project-inquiry");
  body.set("name", "Ana");
  return body;
};

describe("form delivery", () => {
  it("backs off exponentially, capped at 30 seconds", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("POSTs the form itself (multipart, no JSON) to the target", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => ok());
    const body = form();
    await postFormWithRetry("/thank-you", body, { fetchImpl, ...noSleep });
    expect(fetchImpl).toHaveBeenCalledWith("/thank-you", expect.objectContaining({ method: "POST", body }));
    const headers = fetchImpl.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain("content-type");
  });

  it("retries up to 3 times after network and server errors, then succeeds", async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError("network down"))
      .mockResolvedValueOnce(fail(503))
      .mockResolvedValueOnce(fail(429))
      .mockResolvedValueOnce(ok());
    const sleeps: number[] = [];
    const retries: number[] = [];
    await postFormWithRetry("/x", form(), {
      fetchImpl,
      sleep: async (ms) => void sleeps.push(ms),
      onRetry: (n) => retries.push(n),
    });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(retries).toEqual([1, 2, 3]);
  });

  it("gives up after the third retry and says why", async () => {
    const fetchImpl = vi.fn(async () => fail(500));
    const error = await postFormWithRetry("/x", form(), { fetchImpl, ...noSleep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).reason).toBe("refused");
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it("does not retry a refusal such as 400 or a redirect to a login page", async () => {
    for (const status of [400, 403, 404]) {
      const fetchImpl = vi.fn(async () => fail(status));
      await expect(postFormWithRetry("/x", form(), { fetchImpl, ...noSleep })).rejects.toThrow(String(status));
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    }
  });

  it("counts a host that never answers as a timeout, and retries it", async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init!.signal!.addEventListener("abort", () => reject(new Error("aborted"))),
          ),
      );
      const done = postFormWithRetry("/x", form(), { fetchImpl, timeoutMs: 5000 }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(4 * 5000 + 1000 + 2000 + 4000);
      const error = await done;
      expect((error as DeliveryError).reason).toBe("timeout");
      expect(fetchImpl).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it("waits with real timers when none are injected (faked here)", async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = vi.fn<typeof fetch>().mockResolvedValueOnce(fail(503)).mockResolvedValueOnce(ok());
      const done = postFormWithRetry("/x", form(), { fetchImpl });
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(fetchImpl).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
