// @vitest-environment happy-dom
import { getDefaultNormalizer, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  type AdminParcelRow,
  BALANCE_PROOF_RECEIVED_BADGE,
  PROOF_RECEIVED_BADGE,
} from "#shared/admin/admin-parcels";
import { ParcelTable } from "./parcel-table";

/** A row of 'À vérifier' as GET /api/admin/parcels gives it: unpaid, its client's proof received. */
const firstPayment: AdminParcelRow = {
  id: "pkg-01JDEMO0000000000000000001",
  reference: "CLB-4K7P-01",
  trackingCode: "7KQ2M9XH4D1P",
  clientId: "user-1",
  clientName: "Awa Mensah",
  clientEmail: "awa@example.com",
  description: "Vêtements pour la famille",
  fromCountry: "FR",
  toCountry: "TG",
  status: "pending",
  paid: false,
  priceCents: 4200,
  priceFcfa: 27510,
  weightGrams: 3500,
  preferredDate: "2026-12-05",
  proofReceived: true,
  cancelledByClient: false,
  balance: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-24T13:05:00.000Z",
};

/** Paid 54 € for 4,5 kg, weighed 6,2 kg: a 20,40 € balance whose proof waits (docs/product/departures.md#weigh-in). */
const balanceProof: AdminParcelRow = {
  ...firstPayment,
  id: "pkg-01JDEMO0000000000000000002",
  description: "Pagnes et chaussures",
  status: "received",
  paid: true,
  priceCents: 5400,
  priceFcfa: 35370,
  weightGrams: 4500,
  balance: { cents: 2040, fcfa: 13362, state: "due", proofReceived: true },
};

// Whitespace kept as written: the amounts' no-break spaces would otherwise read as plain ones.
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const BALANCE_LINE = "Complément\u00a0: 20,40\u00a0€ / 13\u202f362\u00a0FCFA";

describe("the 'À vérifier' rows", () => {
  it("name a balance proof as such, with the balance beside the price first paid, in a table and in cards", () => {
    render(<ParcelTable parcels={[firstPayment, balanceProof]} onView={vi.fn()} />);
    // The wide screen's row and the phone's card are both in the page; CSS shows one of them.
    const row = screen
      .getAllByRole("row")
      .find((each) => within(each).queryByText("pkg-01JDEMO0000000000000000002"));
    const card = screen
      .getAllByRole("listitem")
      .find((each) => within(each).queryByText("pkg-01JDEMO0000000000000000002"));
    for (const entry of [row, card]) {
      if (!entry) throw new Error("la ligne du complément manque");
      expect(within(entry).getByText(BALANCE_PROOF_RECEIVED_BADGE)).toBeVisible();
      expect(within(entry).queryByText(PROOF_RECEIVED_BADGE)).toBeNull();
      expect(within(entry).getByText(BALANCE_LINE, asWritten)).toBeVisible();
      expect(within(entry).getByText("54,00\u00a0€", asWritten)).toBeVisible();
    }
  });

  it("keep the first payment's proof as it was: its badge, no balance", () => {
    render(<ParcelTable parcels={[firstPayment]} onView={vi.fn()} />);
    expect(screen.getAllByText(PROOF_RECEIVED_BADGE)).toHaveLength(2);
    expect(screen.queryByText(BALANCE_PROOF_RECEIVED_BADGE)).toBeNull();
    expect(screen.queryByText(/^Complément/)).toBeNull();
  });

  it("show a balance still to pay without a proof badge, and nothing once it is settled", () => {
    const noProof = {
      ...balanceProof,
      balance: { cents: 2040, fcfa: 13362, state: "due" as const, proofReceived: false },
    };
    const { unmount } = render(<ParcelTable parcels={[noProof]} onView={vi.fn()} />);
    expect(screen.getAllByText(BALANCE_LINE, asWritten)).toHaveLength(2);
    expect(screen.queryByText(BALANCE_PROOF_RECEIVED_BADGE)).toBeNull();
    unmount();
    const settled = {
      ...balanceProof,
      balance: { cents: 2040, fcfa: 13362, state: "paid" as const, proofReceived: true },
    };
    render(<ParcelTable parcels={[settled]} onView={vi.fn()} />);
    expect(screen.queryByText(/^Complément/)).toBeNull();
    expect(screen.queryByText(BALANCE_PROOF_RECEIVED_BADGE)).toBeNull();
  });
});
