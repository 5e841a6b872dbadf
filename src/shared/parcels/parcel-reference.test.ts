import { describe, expect, it } from "vitest";
import { normalizeParcelReference } from "./parcel-reference";

describe("normalizeParcelReference", () => {
  it("reads a reference typed in any case, with or without dashes, spaces or the prefix", () => {
    for (const typed of ["CLB-4K7P-03", "clb-4k7p-03", "clb 4k7p 03", "CLB4K7P03", "4k7p-03", " 4K7P 03 "])
      expect(normalizeParcelReference(typed), typed).toBe("CLB-4K7P-03");
    expect(normalizeParcelReference("clb-4k7p-123")).toBe("CLB-4K7P-123");
    // A client reference ending in digits: its four characters are read first, the rest is the number.
    expect(normalizeParcelReference("4K7203")).toBe("CLB-4K72-03");
  });

  it("refuses what cannot be one: no number, one digit, a letter outside the alphabet", () => {
    for (const typed of ["CLB-4K7P", "CLB-4K7P-3", "CLB-4K0P-03", "ama@mail.com", "", "03"])
      expect(normalizeParcelReference(typed), typed).toBeNull();
  });
});
