// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ParcelSummary } from "#shared/tracking/tracking-schemas";
import { ParcelCard } from "./parcel-card";

const NBSP = "\u00a0";

function summary(values: Partial<ParcelSummary> = {}): ParcelSummary {
  return {
    id: "pkg-1",
    reference: "CLB-4K7P-01",
    trackingCode: "ABCDEFGH2345",
    description: "Pagnes et chaussures",
    fromCountry: "FR",
    toCountry: "TG",
    status: "received",
    paid: true,
    preferredDate: "2026-12-05",
    estimatedArrivalDate: "2026-12-06",
    weightGrams: 2000,
    priceCents: 2400,
    priceFcfa: 15720,
    measuredWeightGrams: 2800,
    balance: { cents: 960, fcfa: 6290, state: "due", proofReceived: false },
    proofReceived: true,
    cancelledByClient: false,
    createdAt: "2026-11-20T09:00:00.000Z",
    updatedAt: "2026-11-22T09:00:00.000Z",
    ...values,
  };
}

const card = (parcel: ParcelSummary) =>
  render(<ParcelCard parcel={parcel} selected={false} onSelect={() => {}} />);
const owed = () => screen.queryByText(/^Reste à payer/);

describe("a client's parcel card after a weigh-in", () => {
  it("says what is still owed and that the parcel waits for it, not only « Reçu »", () => {
    card(summary());
    expect(screen.getByText("Reçu")).toBeTruthy();
    // The amount as every amount is written: a no-break space before the euro sign.
    expect(owed()?.textContent).toBe(`Reste à payer 9,60${NBSP}€ — votre colis partira après paiement`);
  });

  it("says nothing owed once the balance is settled, or when the weigh-in asked nothing", () => {
    for (const balance of [
      { cents: 960, fcfa: 6290, state: "paid" as const, proofReceived: true },
      { cents: -600, fcfa: -3930, state: "refund_due" as const, proofReceived: false },
      null,
    ]) {
      const view = card(summary({ balance }));
      expect(owed()).toBeNull();
      view.unmount();
    }
  });

  it("is the client's line: the carrier's list does not say « votre colis »", () => {
    card(summary({ client: { name: "Kofi", email: "kofi@mail.com", emailNotifications: true } }));
    expect(owed()).toBeNull();
  });
});
