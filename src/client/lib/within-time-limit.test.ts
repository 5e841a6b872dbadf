import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withinTimeLimit } from "./within-time-limit";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("withinTimeLimit", () => {
  it("gives the answer that comes in time", async () => {
    const answer = withinTimeLimit(Promise.resolve("réponse"), 3000, "trop tard");
    await expect(answer).resolves.toBe("réponse");
  });

  it("gives the fallback once the time is up, whatever comes later", async () => {
    let answerNow: (value: string) => void = () => undefined;
    const late = new Promise<string>((resolve) => {
      answerNow = resolve;
    });
    const answer = withinTimeLimit(late, 3000, "trop tard");
    await vi.advanceTimersByTimeAsync(2999);
    let settled = false;
    void answer.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe("trop tard");
    answerNow("réponse");
    await expect(answer).resolves.toBe("trop tard");
  });

  it("passes on a failure that comes in time", async () => {
    const answer = withinTimeLimit(Promise.reject(new Error("refusé")), 3000, "trop tard");
    await expect(answer).rejects.toThrow("refusé");
  });
});
