import { describe, expect, it } from "vitest";
import {
  ACCOUNT_DELETED_EMAIL_TEXT,
  CANCELLED_BY_CLIENT_WARNING,
  type ConfirmationParcel,
  DELIVERED_RESET_WARNING,
  EMAILS_OFF_TEXT,
  moneyConfirmation,
  NO_AMOUNT_TEXT,
  NO_PROOF_TEXT,
  REOPEN_REFUSED_WARNING,
  RESET_REOPENS_CANCELLED_WARNING,
} from "./money-confirmation";

const NAME = "Vêtements et chaussures pour toute la… · France → Togo";

function parcel(overrides: Partial<ConfirmationParcel> = {}): ConfirmationParcel {
  return {
    id: "pkg-01JDEMO0000000000000000001",
    description: "Vêtements et chaussures pour toute la famille, hiver",
    fromCountry: "FR",
    toCountry: "TG",
    status: "pending",
    paid: false,
    priceCents: 4200,
    priceFcfa: 27510,
    proofReceived: true,
    cancelledByClient: false,
    paymentProof: {
      uploadedAt: "2026-11-24T13:05:00.000Z",
      contentType: "application/pdf",
      originalName: "recu.pdf",
      transactionReference: "TM-1",
      url: "/api/parcels/pkg-01JDEMO0000000000000000001/payment-proof",
    },
    client: { name: "Awa", email: "awa@example.com", emailNotifications: true },
    ...overrides,
  };
}

describe("the confirmation of 'Marquer comme payé'", () => {
  it("names the parcel, the amount in both currencies, the proof, the new status and the e-mail", () => {
    const text = moneyConfirmation("mark-paid", parcel());
    expect(text).toMatchObject({
      title: "Valider le paiement",
      lead: "Le paiement sera enregistré comme reçu et le colis passera au statut «\u00a0Accepté\u00a0».",
      warnings: [],
      parcelName: NAME,
      parcelId: "pkg-01JDEMO0000000000000000001",
      amount: "42,00\u00a0€ (27\u202f510\u00a0FCFA)",
      proof: {
        text: "Preuve reçue le 24 novembre 2026 à 14 h 05",
        url: "/api/parcels/pkg-01JDEMO0000000000000000001/payment-proof",
      },
      statusChange: "En attente → Accepté",
      email: `«\u00a0Paiement validé pour votre colis ${NAME} — Colibri\u00a0»`,
      emailSent: true,
      reasonRequired: false,
      confirmLabel: "Confirmer le paiement",
      success: "Paiement validé : demande acceptée.",
    });
  });

  it("says when no proof arrived and when the price is not known", () => {
    const text = moneyConfirmation(
      "mark-paid",
      parcel({ proofReceived: false, paymentProof: null, priceCents: null, priceFcfa: null }),
    );
    expect(text.proof).toEqual({ text: NO_PROOF_TEXT, url: null });
    expect(text.amount).toBe(NO_AMOUNT_TEXT);
  });

  it("says that no e-mail will go to a client who turned them off", () => {
    const text = moneyConfirmation(
      "mark-paid",
      parcel({ client: { name: "Awa", email: "awa@example.com", emailNotifications: false } }),
    );
    expect(text.email).toBe(EMAILS_OFF_TEXT);
    expect(text.email).toBe("Le client a désactivé les e-mails : aucun e-mail ne partira.");
    expect(text.emailSent).toBe(false);
  });

  it("says that no e-mail will go once the client deleted the account", () => {
    const text = moneyConfirmation(
      "reset",
      parcel({
        status: "delivered",
        paid: true,
        client: { name: "Compte supprimé", email: null, emailNotifications: false },
      }),
    );
    expect(text.email).toBe(ACCOUNT_DELETED_EMAIL_TEXT);
    expect(text.emailSent).toBe(false);
  });

  it("warns that paying a refused request re-opens it, and that the client had cancelled it", () => {
    expect(moneyConfirmation("mark-paid", parcel({ status: "rejected" })).warnings).toEqual([
      REOPEN_REFUSED_WARNING,
    ]);
    const cancelled = moneyConfirmation("mark-paid", parcel({ status: "rejected", cancelledByClient: true }));
    expect(cancelled.warnings).toEqual([REOPEN_REFUSED_WARNING, CANCELLED_BY_CLIENT_WARNING]);
    expect(cancelled.statusChange).toBe("Refusé → Accepté");
    expect(REOPEN_REFUSED_WARNING).toContain("rouvre");
  });

  it("shows the step back when a parcel already on its way is paid late", () => {
    expect(moneyConfirmation("mark-paid", parcel({ status: "in_transit" })).statusChange).toBe(
      "En transit → Accepté",
    );
  });
});

describe("the confirmation of 'Réinitialiser le statut'", () => {
  it("goes back to pending, keeps a validated payment and announces the 'statut corrigé' e-mail", () => {
    const text = moneyConfirmation("reset", parcel({ status: "in_transit", paid: true }));
    expect(text).toMatchObject({
      title: "Réinitialiser le statut",
      lead: "Le colis reviendra au statut «\u00a0En attente\u00a0». Le paiement déjà validé est conservé.",
      warnings: [],
      statusChange: "En transit → En attente",
      email: `«\u00a0Votre colis ${NAME} : statut corrigé — Colibri\u00a0»`,
      reasonRequired: false,
      confirmLabel: "Confirmer la réinitialisation",
      success: "Statut réinitialisé : en attente.",
    });
  });

  it("requires a reason for a delivered parcel and says the client will be told of the correction", () => {
    const text = moneyConfirmation("reset", parcel({ status: "delivered", paid: true }));
    expect(text.reasonRequired).toBe(true);
    expect(text.warnings).toEqual([DELIVERED_RESET_WARNING]);
    expect(DELIVERED_RESET_WARNING).toContain("«\u00a0statut corrigé\u00a0»");
  });

  it("warns that resetting a request the client cancelled re-opens it", () => {
    const text = moneyConfirmation("reset", parcel({ status: "rejected", cancelledByClient: true }));
    expect(text.warnings).toEqual([RESET_REOPENS_CANCELLED_WARNING]);
    expect(text.lead).toBe("Le colis reviendra au statut «\u00a0En attente\u00a0».");
  });

  it("says no e-mail will go when the client turned them off", () => {
    const text = moneyConfirmation(
      "reset",
      parcel({ status: "delivered", client: { name: "A", email: "a@b.c", emailNotifications: false } }),
    );
    expect(text.email).toBe(EMAILS_OFF_TEXT);
  });
});
