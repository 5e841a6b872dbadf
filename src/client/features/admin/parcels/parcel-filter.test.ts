import { describe, expect, it } from "vitest";
import { TO_VERIFY_FILTER } from "#shared/admin/admin-parcels";
import { defaultParcelFilter } from "./parcel-filter";

describe("the parcel list's first filter", () => {
  it("opens on 'À vérifier' when some proofs wait to be checked", () => {
    expect(defaultParcelFilter({ toVerify: 1 })).toBe(TO_VERIFY_FILTER);
    expect(defaultParcelFilter({ toVerify: 42 })).toBe(TO_VERIFY_FILTER);
  });

  it("opens on every parcel when there is nothing to check", () => {
    expect(defaultParcelFilter({ toVerify: 0 })).toBe("all");
  });

  it("waits for the count rather than showing every parcel, then switching", () => {
    expect(defaultParcelFilter({ toVerify: undefined })).toBeNull();
  });

  it("shows every parcel when the count cannot be had", () => {
    expect(defaultParcelFilter({ toVerify: undefined, countFailed: true })).toBe("all");
  });

  it("shows all of a client's parcels on the clients page, whatever the global count", () => {
    expect(defaultParcelFilter({ toVerify: 3, clientScoped: true })).toBe("all");
    expect(defaultParcelFilter({ toVerify: undefined, clientScoped: true })).toBe("all");
  });
});
