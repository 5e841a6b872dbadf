// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asRead } from "#client/test/as-read";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import { DROPOFF_DEADLINE_LABEL, DROPOFF_PLACE_LABEL, DROPOFF_TITLE } from "#shared/departures/dropoff";
import { COLLECTION_CODE_HINT, COLLECTION_CODE_LABEL } from "#shared/parcels/handover";
import { PAYMENT_REFERENCE_HINT, PAYMENT_REFERENCE_TITLE } from "#shared/parcels/payment-instructions";
import type { PaymentInfo } from "#shared/parcels/request-api";
import { DEFAULT_TARIFF } from "#shared/pricing";
import type { PublicConfig } from "#shared/public-config";
import { PaymentView } from "./payment-view";

const CONFIG: PublicConfig = {
  tariff: DEFAULT_TARIFF,
  passwordMinLength: 8,
  business: {
    mobileMoneyOperator: "TMoney",
    mobileMoneyBeneficiary: "Colibri",
    mobileMoneyNumber: "+228 90 00 00 01",
    bankName: "Banque",
    bankBeneficiary: "Colibri",
    bankIban: "FR76 0000",
    bankBic: "BANKFRPP",
    supportWhatsapp: "+228 90 00 00 01",
    supportEmail: "support@colibri.example",
    receptionAddressFr: [],
    receptionAddressTg: [],
    receptionHoursFr: [],
    receptionHoursTg: [],
    partnerDeliveryAddress: [],
    supportHours: [],
  },
  shopOrders: { freeStorageDays: 45, refusedItems: [], declaredValueMaxCents: 200_000 },
};

function payment(overrides: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    id: "pkg-01JDEMO0000000000000000001",
    reference: "CLB-4K7P-01",
    description: "Vêtements pour la famille",
    fromCountry: "TG",
    toCountry: "FR",
    weightGrams: 3500,
    priceCents: 4200,
    priceFcfa: 27510,
    preferredDate: "2030-12-05",
    status: "pending",
    paid: false,
    paidAt: null,
    trackingCode: "CLB-DEMO-0001",
    canUploadProof: true,
    proof: null,
    measuredWeightGrams: null,
    balance: null,
    payerInTogo: false,
    collectionCode: null,
    dropoff: null,
    payments: [],
    received: { cents: 0, fcfa: 0 },
    ...overrides,
  };
}

const renderPage = (parcel: PaymentInfo) =>
  renderWithData(<PaymentView parcel={parcel} config={CONFIG} justCreated={false} photoProblems={[]} />);

/** Whether `first` comes before `second` in the page. */
const precedes = (first: Node, second: Node) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the payment page of a payer in Togo (docs/product/recipients.md#payers-in-togo)", () => {
  it("leads with FCFA and Mobile Money", () => {
    fakeServer({});
    renderPage(payment({ payerInTogo: true }));
    const amount = screen.getByText("Montant à payer").parentElement as HTMLElement;
    expect(amount.textContent).toMatch(/27\u202f510\u00a0FCFA.*42,00\u00a0€/);
    expect(
      precedes(
        screen.getByRole("region", { name: "Mobile Money" }),
        screen.getByRole("region", { name: "Virement bancaire" }),
      ),
    ).toBe(true);
  });

  it("keeps euros first for anyone else", () => {
    fakeServer({});
    renderPage(payment());
    const amount = screen.getByText("Montant à payer").parentElement as HTMLElement;
    expect(amount.textContent).toMatch(/42,00\u00a0€.*27\u202f510\u00a0FCFA/);
  });

  it("shows the collection code to pass on, when the server gives it", () => {
    fakeServer({});
    const { unmount } = renderPage(payment());
    expect(screen.queryByRole("region", { name: COLLECTION_CODE_LABEL })).toBeNull();
    unmount();
    renderPage(payment({ collectionCode: "482913" }));
    const box = screen.getByRole("region", { name: COLLECTION_CODE_LABEL });
    expect(box).toHaveTextContent("482913");
    expect(box).toHaveTextContent(asRead(COLLECTION_CODE_HINT));
  });
});

describe("the drop-off and the reference on the payment page (docs/product/departures.md#drop-off-for-the-client)", () => {
  const dropoff = { place: "Agence Colibri, Lomé", deadline: "2030-12-03T17:30:00.000Z" };

  it("says where and before when to drop the parcel off, in Paris time for a parcel leaving Togo, before how to pay", () => {
    fakeServer({});
    renderPage(payment({ dropoff }));
    const box = screen.getByRole("region", { name: DROPOFF_TITLE });
    expect(box).toHaveTextContent(`${DROPOFF_PLACE_LABEL}Agence Colibri, Lomé`);
    // The time in one piece (no-break spaces), which toHaveTextContent would read as spaces.
    expect(box.textContent).toContain(
      `${DROPOFF_DEADLINE_LABEL}mardi 3 décembre, 18\u00a0h\u00a030 (heure de Paris)`,
    );
    expect(box).toHaveTextContent("votre colis part le jeudi 5 décembre 2030");
    const reference = screen.getByRole("region", { name: PAYMENT_REFERENCE_TITLE });
    expect(precedes(box, reference)).toBe(true);
    expect(reference).toHaveTextContent(PAYMENT_REFERENCE_HINT);
    expect(reference).toHaveTextContent("CLB-4K7P-01");
  });

  it("keeps it on the receipt of a paid parcel still to drop off, and shows none when the server sends none", () => {
    fakeServer({});
    const { unmount } = renderPage(
      payment({ dropoff, paid: true, status: "accepted", canUploadProof: false }),
    );
    expect(screen.getByRole("region", { name: DROPOFF_TITLE })).toHaveTextContent("Agence Colibri, Lomé");
    unmount();
    renderPage(payment({ dropoff: null }));
    expect(screen.queryByRole("region", { name: DROPOFF_TITLE })).toBeNull();
  });
});
