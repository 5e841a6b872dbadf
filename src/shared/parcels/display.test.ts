import { describe, expect, it } from "vitest";
import { displayStatus, isWaitingForDate, parcelTab } from "./display";
import { PARCEL_STATUSES } from "./status";

describe("status display rules", () => {
  it("pending without preferred date is shown as 'En attente de date' in orange", () => {
    const parcel = { status: "pending" as const, paid: false, preferredDate: null };
    expect(isWaitingForDate(parcel)).toBe(true);
    expect(displayStatus(parcel)).toEqual({
      label: "En attente de date",
      tone: "orange",
      special: "waiting_for_date",
    });
  });

  it("pending and unpaid (with a date) is shown as 'Paiement en attente'", () => {
    expect(displayStatus({ status: "pending", paid: false, preferredDate: "2026-12-01" })).toMatchObject({
      label: "Paiement en attente",
      special: "payment_pending",
    });
  });

  it("pending and paid with a date shows the plain status label", () => {
    expect(displayStatus({ status: "pending", paid: true, preferredDate: "2026-12-01" })).toEqual({
      label: "En attente",
      tone: "yellow",
    });
  });

  it("a rejected parcel is shown as 'Refusé' with the rejected special box", () => {
    expect(displayStatus({ status: "rejected", paid: false, preferredDate: null })).toEqual({
      label: "Refusé",
      tone: "red",
      special: "rejected",
    });
  });

  it("other statuses show their French label, and only pending parcels can wait for a date", () => {
    const parcel = { status: "in_transit" as const, paid: true, preferredDate: null };
    expect(isWaitingForDate(parcel)).toBe(false);
    expect(displayStatus(parcel)).toEqual({ label: "En transit", tone: "purple" });
    const shown = (["accepted", "received", "in_delivery", "delivered"] as const).map(
      (status) => displayStatus({ status, paid: true, preferredDate: "2026-12-01" }).label,
    );
    expect(shown).toEqual(["Accepté", "Reçu", "En livraison", "Livré"]);
  });

  it("delivered parcels go to the history tab, all others to active", () => {
    for (const status of PARCEL_STATUSES) {
      expect(parcelTab(status)).toBe(status === "delivered" ? "history" : "active");
    }
  });
});
