// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "#client/lib/api-client";
import { parcelDetail } from "#client/test/parcel-detail";
import { PUBLIC_REASON_HINT } from "#shared/admin/admin-parcels";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { MoneyConfirmDialog } from "./money-confirm-dialog";

function renderDialog(
  action: "mark-paid" | "reset",
  parcel: ParcelDetail,
  { pending = false, error = null as unknown } = {},
) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <MoneyConfirmDialog
      action={action}
      parcel={parcel}
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe("the confirmation of 'Marquer comme payé'", () => {
  it("says what will happen, links the proof, and confirms without a reason", async () => {
    const { onConfirm, user } = renderDialog("mark-paid", parcelDetail());
    const dialog = screen.getByRole("dialog", { name: "Valider le paiement" });
    expect(dialog).toHaveTextContent("Montant42,00 € (27 510 FCFA)");
    expect(dialog).toHaveTextContent("En attente → Accepté");
    expect(within(dialog).getByRole("link", { name: "Voir la preuve" })).toHaveAttribute(
      "href",
      "/api/parcels/pkg-01JDEMO0000000000000000001/payment-proof",
    );
    expect(within(dialog).queryByRole("textbox")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Confirmer le paiement" }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith(null);
  });

  it("warns that paying a refused request re-opens it", () => {
    renderDialog("mark-paid", parcelDetail({ status: "rejected" }));
    expect(screen.getByText(/Cette demande a été refusée : la marquer comme payée la rouvre/)).toBeVisible();
    expect(screen.getByRole("dialog")).toHaveTextContent("Refusé → Accepté");
  });

  it("says no e-mail will go to a client who turned them off", () => {
    renderDialog(
      "mark-paid",
      parcelDetail({ client: { name: "Awa", email: "awa@example.com", emailNotifications: false } }),
    );
    expect(screen.getByText("Le client a désactivé les e-mails : aucun e-mail ne partira.")).toBeVisible();
  });

  it("cannot be sent twice while the call runs", async () => {
    const { onConfirm, user } = renderDialog("mark-paid", parcelDetail(), { pending: true });
    const confirm = screen.getByRole("button", { name: "Confirmer le paiement" });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("closes on 'Annuler' and on the close button without confirming", async () => {
    const { onConfirm, onCancel, user } = renderDialog("mark-paid", parcelDetail());
    await user.click(screen.getByRole("button", { name: "Annuler" }));
    await user.click(screen.getByRole("button", { name: "Fermer" }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe("the confirmation of 'Réinitialiser le statut'", () => {
  it("asks no reason for a parcel that is not delivered", async () => {
    const { onConfirm, user } = renderDialog("reset", parcelDetail({ status: "in_transit", paid: true }));
    expect(screen.getByRole("dialog", { name: "Réinitialiser le statut" })).toHaveTextContent(
      "Le paiement déjà validé est conservé.",
    );
    expect(screen.queryByLabelText("Motif de la correction (obligatoire)")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Confirmer la réinitialisation" }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith(null);
  });

  it("needs a reason for a delivered parcel, and sends it trimmed", async () => {
    const { onConfirm, user } = renderDialog("reset", parcelDetail({ status: "delivered", paid: true }));
    expect(screen.getByText(/Ce colis a été livré : indiquez le motif de la correction/)).toBeVisible();
    const confirm = screen.getByRole("button", { name: "Confirmer la réinitialisation" });
    const reason = screen.getByLabelText("Motif de la correction (obligatoire)");
    // The reason is written into the history, which the client and the public tracking page show.
    expect(reason).toHaveAccessibleDescription(PUBLIC_REASON_HINT);
    expect(confirm).toBeDisabled();

    await user.type(reason, "   ");
    expect(confirm).toBeDisabled();

    await user.clear(reason);
    await user.type(reason, "  remis au mauvais destinataire ");
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith("remis au mauvais destinataire");
  });

  it("shows the server's objection to the reason beside it", () => {
    const error = new ApiError(400, "VALIDATION", "Vérifiez le formulaire.", {
      reason: "Le motif est trop long",
    });
    renderDialog("reset", parcelDetail({ status: "delivered", paid: true }), { error });
    expect(screen.getByRole("alert")).toHaveTextContent("Le motif est trop long");
    expect(screen.getByLabelText("Motif de la correction (obligatoire)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });
});
