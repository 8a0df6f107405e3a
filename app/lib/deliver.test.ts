import { describe, expect, it, vi } from "vitest";
import { DeliveryError, postJsonWithRetry, retryDelay } from "./deliver";

const ok = () => new Response(null, { status: 204 });
const fail = (status: number) => new Response(null, { status });

describe("job application delivery", () => {
  it("backs off exponentially, capped at 30 seconds", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("POSTs the values as JSON", async () => {
    const fetchImpl = vi.fn(async () => ok());
    await postJsonWithRetry("https://jobs.example.net/apply", { name: "Ana" }, { fetchImpl, sleep: async () => {} });
    expect(fetchImpl).toHaveBeenCalledWith(
      "https://jobs.example.net/apply",
      expect.objectContaining({ method: "POST", body: '{"name":"Ana"}' }),
    );
  });

  it("retries up to 3 times after network and server errors, then succeeds", async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError("network down"))
      .mockResolvedValueOnce(fail(503))
      .mockResolvedValueOnce(fail(500))
      .mockResolvedValueOnce(ok());
    const sleeps: number[] = [];
    await postJsonWithRetry("/x", {}, { fetchImpl, sleep: async (ms) => void sleeps.push(ms) });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it("gives up after the third retry", async () => {
    const fetchImpl = vi.fn(async () => fail(502));
    await expect(postJsonWithRetry("/x", {}, { fetchImpl, sleep: async () => {} })).rejects.toBeInstanceOf(
      DeliveryError,
    );
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it("does not retry a refusal such as 400", async () => {
    const fetchImpl = vi.fn(async () => fail(400));
    await expect(postJsonWithRetry("/x", {}, { fetchImpl, sleep: async () => {} })).rejects.toThrow("400");
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("waits with real timers when none are injected (faked here)", async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValueOnce(fail(503)).mockResolvedValueOnce(ok());
    const done = postJsonWithRetry("/x", {}, { fetchImpl });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
