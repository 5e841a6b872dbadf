import { describe, expect, it } from "vitest";
import { newId, newTrackingCode } from "./ids";

describe("ids", () => {
  it("keeps the specified visible prefix and adds 26 characters", () => {
    expect(newId("pkg")).toMatch(/^pkg-[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(newId("notif")).toMatch(/^notif-[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it("sorts by creation time", () => {
    const earlier = newId("pkg", Date.UTC(2026, 0, 1));
    const later = newId("pkg", Date.UTC(2026, 0, 2));
    expect(earlier < later).toBe(true);
  });

  it("never repeats within the same millisecond", () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 10_000 }, () => newId("pkg", now)));
    expect(ids.size).toBe(10_000);
  });

  it("makes tracking codes of 12 unambiguous characters", () => {
    const code = newTrackingCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(new Set(Array.from({ length: 1000 }, newTrackingCode)).size).toBe(1000);
  });
});
