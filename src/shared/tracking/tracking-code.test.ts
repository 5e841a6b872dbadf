import { describe, expect, it } from "vitest";
import { looksLikeTrackingCode, normalizeTrackingCode, publicTrackingPath } from "./tracking-code";

describe("tracking codes as people type them", () => {
  it("ignores case, spaces and dashes", () => {
    expect(normalizeTrackingCode(" ab12-cd34 ef56 ")).toBe("AB12CD34EF56");
  });

  it("reads Crockford's look-alike letters as digits: O as 0, I and L as 1", () => {
    expect(normalizeTrackingCode("oIl")).toBe("011");
  });

  it("accepts exactly 12 Crockford characters", () => {
    expect(looksLikeTrackingCode("0123456789AB")).toBe(true);
    expect(looksLikeTrackingCode("0123456789A")).toBe(false);
    expect(looksLikeTrackingCode("0123456789AU")).toBe(false);
    expect(looksLikeTrackingCode("0123456789ab")).toBe(false);
  });

  it("builds the /suivi/CODE path", () => {
    expect(publicTrackingPath("AB12CD34EF56")).toBe("/suivi/AB12CD34EF56");
  });
});
