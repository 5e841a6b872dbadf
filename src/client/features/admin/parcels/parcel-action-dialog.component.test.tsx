// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer, type Reply } from "#client/test/fake-fetch";
import { parcelDetail } from "#client/test/parcel-detail";
import { renderWithData } from "#client/test/render";
import { PUBLIC_NOTE_HINT } from "#shared/admin/admin-parcels";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { ParcelActionDialog } from "./parcel-action-dialog";

const ID = "pkg-01JDEMO0000000000000000001";
const DETAIL = `/api/parcels/${ID}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server holds the parcel: an action that answers a new state changes what GET reads next. */
async function openDialog(parcel: ParcelDetail, actions: Record<string, Reply> = {}) {
  let current = parcel;
  const routes = Object.fromEntries(
    Object.entries(actions).map(([route, reply]) => [
      route,
      () => {
        const next = (reply.body as { parcel?: ParcelDetail } | undefined)?.parcel;
        if (next) current = next;
        return reply;
      },
    ]),
  );
  const server = fakeServer({ [`GET ${DETAIL}`]: () => ({ body: { parcel: current } }), ...routes });
  const onClose = vi.fn();
  const view = renderWithData(<ParcelActionDialog parcelId={ID} onClose={onClose} />);
  const dialog = await screen.findByRole("dialog", { name: "Détails du colis" });
  await within(dialog).findByRole("group", { name: "Changer le statut" });
  return { ...view, server, onClose, dialog };
}

const note = () => screen.getByRole("textbox", { name: "Note (facultative)" });
const update = () => screen.getByRole("button", { name: "Mettre à jour le statut" });

describe("the admin's status change in the parcel dialog", () => {
  it("chooses the first possible move and fills in its note", async () => {
    await openDialog(parcelDetail({ paid: true }));
    expect(screen.getByRole("radio", { name: "Accepté" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Refusé" })).not.toBeChecked();
    expect(note()).toHaveValue("Demande acceptée par le transporteur");
    expect(update()).toBeEnabled();
  });

  it("says under the note that the note and the place go public, and ties it to both fields", async () => {
    await openDialog(parcelDetail({ paid: true }));
    expect(PUBLIC_NOTE_HINT).toBe(
      "La note et le lieu sont visibles par le client et sur la page de suivi publique.",
    );
    expect(screen.getByText(PUBLIC_NOTE_HINT)).toBeVisible();
    expect(note()).toHaveAccessibleDescription(PUBLIC_NOTE_HINT);
    expect(screen.getByRole("textbox", { name: "Lieu (facultatif)" })).toHaveAccessibleDescription(
      PUBLIC_NOTE_HINT,
    );
  });

  it("re-fills the note when another move is chosen, unless the admin wrote their own", async () => {
    const { user } = await openDialog(parcelDetail({ paid: true }));
    await user.click(screen.getByRole("radio", { name: "Refusé" }));
    expect(note()).toHaveValue("Demande refusée par le transporteur");

    await user.clear(note());
    await user.type(note(), "Colis trop volumineux");
    await user.click(screen.getByRole("radio", { name: "Accepté" }));
    expect(note()).toHaveValue("Colis trop volumineux");
  });

  it("never pre-selects refusing an unpaid request, and says why accepting is not possible", async () => {
    await openDialog(parcelDetail({ paid: false }));
    const accept = screen.getByRole("radio", { name: "Accepté" });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription("Le paiement doit être validé avant d'accepter la demande.");
    expect(screen.getByRole("radio", { name: "Refusé" })).not.toBeChecked();
    expect(note()).toHaveValue("");
    expect(update()).toBeDisabled();
  });

  it("sends the move, the note, the place and the status it saw, then says it is done", async () => {
    const accepted = parcelDetail({ paid: true, status: "accepted" });
    const { user, server } = await openDialog(parcelDetail({ paid: true }), {
      [`POST /api/admin/parcels/${ID}/status`]: { body: { parcel: accepted } },
    });
    await user.type(screen.getByRole("textbox", { name: "Lieu (facultatif)" }), "Entrepôt de Lomé");
    await user.click(update());

    expect(await screen.findByText("Statut mis à jour : Accepté.")).toBeVisible();
    expect(server.sent("POST", `/api/admin/parcels/${ID}/status`).map((r) => r.body)).toEqual([
      {
        expectedStatus: "pending",
        to: "accepted",
        note: "Demande acceptée par le transporteur",
        location: "Entrepôt de Lomé",
      },
    ]);
    // The fresh parcel's next move: received, with its own note.
    await waitFor(() => expect(screen.getByRole("radio", { name: "Reçu" })).toBeChecked());
    expect(note()).toHaveValue("Colis reçu par le transporteur");
  });

  it("shows the fresh parcel and why when someone else changed it meanwhile", async () => {
    const { user } = await openDialog(parcelDetail({ paid: true }), {
      [`POST /api/admin/parcels/${ID}/status`]: {
        status: 409,
        body: { code: "STALE_PARCEL", message: "Ce colis a changé entre-temps : voici son état actuel." },
      },
    });
    await user.click(update());
    expect(await screen.findByText("Ce colis a changé entre-temps : voici son état actuel.")).toBeVisible();
    expect(screen.queryByText(/Statut mis à jour/)).toBeNull();
  });
});

describe("'Marquer comme payé' in the parcel dialog", () => {
  it("asks for confirmation first, then sends it and says the payment is validated", async () => {
    const paid = parcelDetail({ paid: true, status: "accepted" });
    const { user, server } = await openDialog(parcelDetail(), {
      [`POST /api/admin/parcels/${ID}/mark-paid`]: { body: { parcel: paid } },
    });
    await user.click(screen.getByRole("button", { name: "Marquer comme payé" }));
    const confirmation = screen.getByRole("dialog", { name: "Valider le paiement" });
    expect(server.sent("POST", `/api/admin/parcels/${ID}/mark-paid`)).toHaveLength(0);

    await user.click(within(confirmation).getByRole("button", { name: "Confirmer le paiement" }));
    expect(await screen.findByText("Paiement validé : demande acceptée.")).toBeVisible();
    expect(server.sent("POST", `/api/admin/parcels/${ID}/mark-paid`).map((r) => r.body)).toEqual([
      { expectedStatus: "pending", confirmed: true },
    ]);
    expect(screen.queryByRole("dialog", { name: "Valider le paiement" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Marquer comme payé" })).toBeNull();
  });

  it("is not offered for a parcel already paid", async () => {
    await openDialog(parcelDetail({ paid: true }));
    expect(screen.queryByRole("button", { name: "Marquer comme payé" })).toBeNull();
    expect(screen.getByRole("button", { name: "Réinitialiser le statut" })).toBeEnabled();
  });
});

describe("the parcel dialog's loading", () => {
  it("shows the server's message when the parcel cannot be read", async () => {
    fakeServer({
      [`GET ${DETAIL}`]: { status: 404, body: { code: "NOT_FOUND", message: "Colis introuvable" } },
    });
    renderWithData(<ParcelActionDialog parcelId={ID} onClose={vi.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Colis introuvable");
  });
});
