// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import type { PaymentInfo } from "#shared/parcels/request-api";
import { PaidReceipt } from "./paid-receipt";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

/**
 * 4,5 kg paid 54,00 € on 12 March with a proof of 11 March, weighed 6,2 kg at reception: a balance of
 * 20,40 € validated on 20 March with its own proof of 19 March. As GET /api/parcels/:id/payment gives it.
 */
function paidTwice(overrides: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    id: "pkg-01JDEMO0000000000000000001",
    reference: "CLB-4K7P-01",
    description: "Vêtements pour la famille",
    fromCountry: "FR",
    toCountry: "TG",
    weightGrams: 4500,
    priceCents: 5400,
    priceFcfa: 35_370,
    preferredDate: "2026-04-02",
    status: "received",
    paid: true,
    paidAt: "2026-03-12T10:00:00.000Z",
    trackingCode: "CLB-DEMO-0001",
    canUploadProof: false,
    proof: {
      uploadedAt: "2026-03-19T08:30:00.000Z",
      contentType: "application/pdf",
      originalName: "complement.pdf",
      transactionReference: "TM-COMPLEMENT",
      url: "/api/parcels/pkg-01JDEMO0000000000000000001/payment-proof",
    },
    measuredWeightGrams: 6200,
    balance: { cents: 2040, fcfa: 13_362, state: "paid", proofReceived: true },
    payerInTogo: false,
    dropoff: null,
    collectionCode: null,
    payments: [
      {
        kind: "price",
        at: "2026-03-12T10:00:00.000Z",
        cents: 5400,
        fcfa: 35_370,
        proof: { uploadedAt: "2026-03-11T09:00:00.000Z", transactionReference: "TM-PRIX" },
      },
      {
        kind: "balance",
        at: "2026-03-20T16:00:00.000Z",
        cents: 2040,
        fcfa: 13_362,
        proof: { uploadedAt: "2026-03-19T08:30:00.000Z", transactionReference: "TM-COMPLEMENT" },
      },
    ],
    received: { cents: 7440, fcfa: 48_732 },
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the receipt of a parcel paid in two payments (docs/product/parcels.md#paid-receipt)", () => {
  it("lists the price and the balance, each with its own date and proof, and the total paid", () => {
    fakeServer({});
    renderWithData(<PaidReceipt parcel={paidTwice()} />);
    const receipt = screen.getByRole("region", { name: "Reçu de paiement" });
    const [first, second] = within(receipt).getAllByRole("listitem");
    expect(first?.textContent).toBe(
      `Paiement du transport54,00${NBSP}€ (35${NNBSP}370${NBSP}FCFA)` +
        `Reçu le 12 mars 2026 · preuve envoyée le 11 mars 2026 à 10${NBSP}h, transaction TM-PRIX`,
    );
    expect(second?.textContent).toBe(
      `Complément après la pesée20,40${NBSP}€ (13${NNBSP}362${NBSP}FCFA)` +
        `Reçu le 20 mars 2026 · preuve envoyée le 19 mars 2026 à 9${NBSP}h${NBSP}30, transaction TM-COMPLEMENT`,
    );
    const total = within(receipt).getByText("Total payé").parentElement as HTMLElement;
    expect(total.textContent).toBe(`Total payé74,40${NBSP}€ (48${NNBSP}732${NBSP}FCFA)`);
    // The price alone is no longer given as what was paid.
    expect(receipt.textContent).not.toContain("Montant payé");
  });

  it("gives a refund as money given back, the total net of it, FCFA first for a payer in Togo", () => {
    fakeServer({});
    const parcel = paidTwice({
      payerInTogo: true,
      payments: [
        { kind: "price", at: "2026-03-01T10:00:00.000Z", cents: 2400, fcfa: 15_720, proof: null },
        { kind: "refund", at: "2026-03-05T10:00:00.000Z", cents: -300, fcfa: -1965, proof: null },
      ],
      received: { cents: 2100, fcfa: 13_755 },
    });
    renderWithData(<PaidReceipt parcel={parcel} />);
    const receipt = screen.getByRole("region", { name: "Reçu de paiement" });
    const [, refund] = within(receipt).getAllByRole("listitem");
    expect(refund?.textContent).toBe(
      `Trop-perçu remboursé− 1${NNBSP}965${NBSP}FCFA (− 3,00${NBSP}€)Remboursé le 5 mars 2026`,
    );
    const total = within(receipt).getByText("Total payé").parentElement as HTMLElement;
    expect(total.textContent).toBe(`Total payé13${NNBSP}755${NBSP}FCFA (21,00${NBSP}€)`);
  });
});
