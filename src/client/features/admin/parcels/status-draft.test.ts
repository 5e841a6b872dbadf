import { describe, expect, it } from "vitest";
import { allowedNextStatuses } from "#shared/parcels/transitions";
import { chooseStatus, initialStatusDraft } from "./status-draft";

const ACCEPT_NOTE = "Demande acceptée par le transporteur";
const REFUSE_NOTE = "Demande refusée par le transporteur";

describe("the status form's prefilled note", () => {
  const paidPending = allowedNextStatuses({
    status: "pending",
    paid: true,
    preferredDate: "2026-12-01",
    balanceState: null,
  });
  const unpaidPending = allowedNextStatuses({
    status: "pending",
    paid: false,
    preferredDate: "2026-12-01",
    balanceState: null,
  });

  it("starts on the first allowed move with that move's note", () => {
    expect(initialStatusDraft(paidPending)).toEqual({ to: "accepted", note: ACCEPT_NOTE });
  });

  it("never chooses refusing in advance: unpaid, nothing is chosen until the admin picks it", () => {
    const draft = initialStatusDraft(unpaidPending);
    expect(draft).toEqual({ to: null, note: "" });
    expect(chooseStatus(draft, unpaidPending, "rejected")).toEqual({ to: "rejected", note: REFUSE_NOTE });
  });

  it("chooses nothing when no move is possible (delivered without a date)", () => {
    const options = allowedNextStatuses({
      status: "in_delivery",
      paid: true,
      preferredDate: null,
      balanceState: null,
    });
    expect(initialStatusDraft(options)).toEqual({ to: null, note: "" });
  });

  it("re-fills the note when another move is chosen and the note was not touched", () => {
    const draft = chooseStatus(initialStatusDraft(paidPending), paidPending, "rejected");
    expect(draft).toEqual({ to: "rejected", note: REFUSE_NOTE });
    expect(chooseStatus(draft, paidPending, "accepted")).toEqual({ to: "accepted", note: ACCEPT_NOTE });
  });

  it("keeps the admin's own note, even an emptied one, when another move is chosen", () => {
    const written = { to: "accepted" as const, note: "Payé en espèces au dépôt" };
    expect(chooseStatus(written, paidPending, "rejected")).toEqual({
      to: "rejected",
      note: "Payé en espèces au dépôt",
    });
    expect(chooseStatus({ to: "accepted", note: "" }, paidPending, "rejected")).toEqual({
      to: "rejected",
      note: "",
    });
  });

  it("ignores a disabled move (accepting unpaid)", () => {
    const draft = chooseStatus(initialStatusDraft(unpaidPending), unpaidPending, "rejected");
    expect(chooseStatus(draft, unpaidPending, "accepted")).toBe(draft);
  });

  it("keeps a note typed before any move was chosen", () => {
    expect(chooseStatus({ to: null, note: "Client injoignable" }, unpaidPending, "rejected")).toEqual({
      to: "rejected",
      note: "Client injoignable",
    });
  });
});
