import { describe, expect, it, vi } from "vitest";
import { createSharedResource } from "./shared-resource";

function counter(values: Array<number | Error>) {
  let calls = 0;
  const fetch = async () => {
    const value = values[Math.min(calls, values.length - 1)];
    calls += 1;
    if (value instanceof Error) throw value;
    return value as number;
  };
  return { fetch, calls: () => calls };
}

describe("shared resource", () => {
  it("starts pending and shares one request between the readers of a page", async () => {
    const source = counter([7]);
    const resource = createSharedResource({ fetch: source.fetch, staleTimeMs: 60_000 });
    expect(resource.get()).toEqual({ data: undefined, status: "pending", error: null });
    resource.ensureFresh();
    resource.ensureFresh();
    expect(source.calls()).toBe(1);
    await vi.waitFor(() => expect(resource.get()).toMatchObject({ data: 7, status: "success" }));
  });

  it("answers a refresh with a new request, never with a read sent before it (the sign-in race)", async () => {
    // The page's first read (a visitor) is still on its way when the sign-in succeeds.
    const pending: Array<(user: string | null) => void> = [];
    const resource = createSharedResource<string | null>({
      fetch: () => new Promise((resolve) => pending.push(resolve)),
      staleTimeMs: 60_000,
    });
    resource.ensureFresh();
    const afterSignIn = resource.refresh();
    expect(pending).toHaveLength(2);
    pending[1]?.("awa");
    await expect(afterSignIn).resolves.toBe("awa");
    // The older answer arrives last: it must not sign the user out again.
    pending[0]?.(null);
    await Promise.resolve();
    await Promise.resolve();
    expect(resource.get().data).toBe("awa");
  });

  it("keeps a value set by hand over a read sent before it (sign-out)", async () => {
    let answer: (user: string | null) => void = () => undefined;
    const resource = createSharedResource<string | null>({
      fetch: () => new Promise((resolve) => (answer = resolve)),
      staleTimeMs: 60_000,
    });
    const before = resource.refresh();
    resource.set(null);
    answer("admin");
    await before;
    expect(resource.get().data).toBeNull();
  });

  it("does not fetch again while fresh, and does once stale", async () => {
    const source = counter([2]);
    const resource = createSharedResource({ fetch: source.fetch, staleTimeMs: 60_000 });
    resource.set(1);
    resource.ensureFresh();
    expect(source.calls()).toBe(0);
    resource.set(1, { updatedAt: 0 });
    resource.ensureFresh();
    await vi.waitFor(() => expect(resource.get().data).toBe(2));
    expect(source.calls()).toBe(1);
  });

  it("keeps a value already shown when a re-check fails, and reports a first failure", async () => {
    const failing = createSharedResource({ fetch: counter([new Error("réseau")]).fetch, staleTimeMs: 0 });
    await expect(failing.refresh()).rejects.toThrow("réseau");
    expect(failing.get()).toMatchObject({ status: "error", data: undefined });

    failing.set(5);
    await expect(failing.refresh()).rejects.toThrow("réseau");
    expect(failing.get()).toMatchObject({ status: "success", data: 5 });
  });

  it("re-reads on invalidate only when something shows the value, and tells the listeners", async () => {
    const source = counter([2]);
    const resource = createSharedResource({ fetch: source.fetch, staleTimeMs: 60_000 });
    resource.set(1);
    resource.invalidate();
    expect(source.calls()).toBe(0);

    const seen: Array<number | undefined> = [];
    const unsubscribe = resource.subscribe(() => seen.push(resource.get().data));
    resource.invalidate();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    unsubscribe();
    expect(source.calls()).toBe(1);
    expect(seen).toEqual([2]);
  });

  it("does not notify when a re-read brings the same value (no render, no shift during hydration)", async () => {
    const resource = createSharedResource({ fetch: async () => ({ user: null }), staleTimeMs: 0 });
    resource.set({ user: null }, { updatedAt: 0 });
    let notified = 0;
    resource.subscribe(() => {
      notified += 1;
    });
    await resource.refresh();
    expect(notified).toBe(0);
    resource.set({ user: "awa" } as never);
    expect(notified).toBe(1);
  });
});
