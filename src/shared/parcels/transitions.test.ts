import { describe, expect, it } from "vitest";
import { PARCEL_STATUSES, type ParcelStatus } from "./status";
import {
  allowedNextStatuses,
  BALANCE_DUE_MESSAGE,
  CREATION_NOTE,
  checkMarkPaid,
  checkTransition,
  defaultStatusNote,
  NOTIFICATION_REQUEST_NOTE,
  PAYMENT_VALIDATED_NOTE,
  RESET_NOTE,
  resetChange,
  statusChangeNote,
  type TransitionSubject,
} from "./transitions";

const parcel = (status: ParcelStatus, over: Partial<TransitionSubject> = {}): TransitionSubject => ({
  status,
  paid: true,
  preferredDate: "2026-12-01",
  balanceState: null,
  ...over,
});

describe("admin transition table", () => {
  it("received → in transit waits for a balance due to be paid or waived", () => {
    expect(checkTransition(parcel("received", { balanceState: "due" }), "in_transit")).toEqual({
      ok: false,
      code: "BALANCE_DUE",
      message: BALANCE_DUE_MESSAGE,
    });
    for (const balanceState of ["paid", "waived", "refund_due", "refunded", null] as const) {
      expect(checkTransition(parcel("received", { balanceState }), "in_transit").ok).toBe(true);
    }
  });

  it("pending → accepted is allowed only if paid", () => {
    expect(checkTransition(parcel("pending"), "accepted")).toEqual({ ok: true });
    expect(checkTransition(parcel("pending", { paid: false }), "accepted")).toEqual({
      ok: false,
      code: "NOT_PAID",
      message: "Le paiement doit être validé avant d'accepter la demande.",
    });
  });

  it("pending → rejected is allowed at any time, paid or not", () => {
    expect(checkTransition(parcel("pending", { paid: false, preferredDate: null }), "rejected").ok).toBe(
      true,
    );
    expect(checkTransition(parcel("pending"), "rejected").ok).toBe(true);
  });

  it("accepted → received is allowed", () => {
    expect(checkTransition(parcel("accepted"), "received").ok).toBe(true);
  });

  it("received → in_transit is allowed", () => {
    expect(checkTransition(parcel("received"), "in_transit").ok).toBe(true);
  });

  it("in_transit → in_delivery is allowed", () => {
    expect(checkTransition(parcel("in_transit"), "in_delivery").ok).toBe(true);
  });

  it("in_delivery → delivered is allowed only with a preferred date", () => {
    expect(checkTransition(parcel("in_delivery"), "delivered").ok).toBe(true);
    for (const preferredDate of [null, "", "  "]) {
      expect(checkTransition(parcel("in_delivery", { preferredDate }), "delivered")).toEqual({
        ok: false,
        code: "NO_PREFERRED_DATE",
        message: "Impossible de marquer comme livré : le client n'a pas renseigné de date souhaitée.",
      });
    }
  });

  it("any move not in the table is refused with a French message naming both statuses", () => {
    expect(checkTransition(parcel("pending"), "delivered")).toEqual({
      ok: false,
      code: "NOT_ALLOWED",
      message: "Transition impossible : En attente → Livré.",
    });
    expect(checkTransition(parcel("delivered"), "pending").ok).toBe(false);
    expect(checkTransition(parcel("rejected"), "accepted").ok).toBe(false);
    expect(checkTransition(parcel("accepted"), "in_transit").ok).toBe(false);
    expect(checkTransition(parcel("received"), "accepted").ok).toBe(false);
    expect(checkTransition(parcel("accepted"), "accepted").ok).toBe(false);
  });

  it("a paid parcel with a date may make exactly the six moves of the specification", () => {
    const allowed = PARCEL_STATUSES.flatMap((from) =>
      PARCEL_STATUSES.filter((to) => checkTransition(parcel(from), to).ok).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      "pending>accepted",
      "pending>rejected",
      "accepted>received",
      "received>in_transit",
      "in_transit>in_delivery",
      "in_delivery>delivered",
    ]);
  });
});

describe("next statuses offered to the admin", () => {
  it("delivered is listed but disabled without a preferred date, with the reason", () => {
    const options = allowedNextStatuses(parcel("in_delivery", { preferredDate: null }));
    expect(options).toHaveLength(1);
    expect(options[0]).toMatchObject({
      to: "delivered",
      enabled: false,
      reason: "Impossible de marquer comme livré : le client n'a pas renseigné de date souhaitée.",
    });
  });

  it("each option is enabled exactly when the transition check passes", () => {
    const unpaid = parcel("pending", { paid: false });
    expect(allowedNextStatuses(unpaid).map((o) => [o.to, o.enabled])).toEqual([
      ["accepted", false],
      ["rejected", true],
    ]);
    expect(allowedNextStatuses(parcel("pending")).every((o) => o.enabled && o.reason === null)).toBe(true);
  });

  it("walks a paid parcel from pending to delivered, each step offered with its French note", () => {
    const steps: string[] = [];
    let current = parcel("pending");
    for (let next = allowedNextStatuses(current)[0]; next; next = allowedNextStatuses(current)[0]) {
      steps.push(`${next.to} : ${next.note}`);
      current = parcel(next.to);
    }
    expect(steps).toEqual([
      "accepted : Demande acceptée par le transporteur",
      "received : Colis reçu par le transporteur",
      "in_transit : En transit vers la destination",
      "in_delivery : En cours de livraison finale",
      "delivered : Livré avec succès",
    ]);
    expect(allowedNextStatuses(parcel("pending")).find((o) => o.to === "rejected")?.note).toBe(
      "Demande refusée par le transporteur",
    );
  });

  it("delivered and rejected parcels have no next status", () => {
    expect(allowedNextStatuses(parcel("delivered"))).toEqual([]);
    expect(allowedNextStatuses(parcel("rejected"))).toEqual([]);
  });
});

describe("history notes", () => {
  it("a status change without a note records 'Statut mis à jour: {status}' in French", () => {
    expect(defaultStatusNote("in_transit")).toBe("Statut mis à jour : En transit");
    expect(statusChangeNote("delivered")).toBe("Statut mis à jour : Livré");
    expect(statusChangeNote("delivered", "   ")).toBe("Statut mis à jour : Livré");
  });

  it("a status change with a note records that note", () => {
    expect(statusChangeNote("received", " Colis reçu à Paris ")).toBe("Colis reçu à Paris");
  });

  it("creation and notification requests have the specified notes", () => {
    expect(CREATION_NOTE).toBe("Demande créée — En attente de paiement");
    expect(NOTIFICATION_REQUEST_NOTE).toBe("En attente de date — Client souhaite être notifié");
  });
});

describe("payment validation and reset", () => {
  it("mark as paid is possible only while unpaid and makes the parcel paid and accepted", () => {
    expect(checkMarkPaid({ paid: false })).toEqual({
      ok: true,
      result: { status: "accepted", paid: true, note: PAYMENT_VALIDATED_NOTE },
    });
    expect(PAYMENT_VALIDATED_NOTE).toBe("Paiement reçu et vérifié — Demande acceptée");
    expect(checkMarkPaid({ paid: true })).toEqual({
      ok: false,
      code: "ALREADY_PAID",
      message: "Le paiement de ce colis a déjà été validé.",
    });
  });

  it("reset is always allowed, goes back to pending and keeps the payment", () => {
    for (const status of PARCEL_STATUSES) {
      expect(resetChange(parcel(status))).toEqual({ status: "pending", paid: true, note: RESET_NOTE });
    }
    expect(resetChange({ paid: false }).paid).toBe(false);
    expect(RESET_NOTE).toBe("Statut réinitialisé par l'administrateur");
  });
});
