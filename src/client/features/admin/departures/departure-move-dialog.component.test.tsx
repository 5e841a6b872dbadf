// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asRead } from "#client/test/as-read";
import { fakeServer, type Reply } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import { WEIGH_IN_PER_PARCEL_MESSAGE } from "#shared/departures/departure-moves";
import type { ParcelStatus } from "#shared/parcels/status";
import { BALANCE_DUE_MESSAGE } from "#shared/parcels/transitions";
import { DepartureMoveDialog } from "./departure-move-dialog";

const DEPARTURE = { id: "date-1", label: "jeudi 12 mars 2026 · France → Togo" };
const MOVES = `/api/admin/departures/${DEPARTURE.id}/moves`;

afterEach(() => {
  vi.unstubAllGlobals();
});

function openDialog(
  counts: Partial<Record<ParcelStatus, number>>,
  reply: Reply = { body: { moved: [], refused: [] } },
) {
  const server = fakeServer({ [`POST ${MOVES}`]: reply });
  const onClose = vi.fn();
  const onMoved = vi.fn();
  const view = renderWithData(
    <DepartureMoveDialog departure={DEPARTURE} counts={counts} onClose={onClose} onMoved={onMoved} />,
  );
  const dialog = screen.getByRole("dialog", { name: "Changer le statut du départ" });
  return { ...view, server, onClose, onMoved, dialog };
}

const note = () => screen.getByRole("textbox", { name: "Note (facultative)" });

describe("the whole-departure move dialog", () => {
  it("offers only the moves a departure may make that have parcels, the first chosen with its note", () => {
    const { dialog } = openDialog({
      pending: 2,
      accepted: 3,
      received: 4,
      in_transit: 2,
      in_delivery: 1,
    });
    expect(within(dialog).getByText(DEPARTURE.label)).toBeVisible();
    const choices = within(dialog).getAllByRole("radio");
    expect(choices.map((radio) => radio.closest("label")?.textContent)).toEqual([
      "Reçu → En transit (4 colis)",
      "En transit → En livraison (2 colis)",
    ]);
    expect(screen.getByRole("radio", { name: "Reçu → En transit (4 colis)" })).toBeChecked();
    expect(note()).toHaveValue("En transit vers la destination");
    expect(screen.getByRole("textbox", { name: "Lieu (facultatif)" })).toHaveAttribute(
      "placeholder",
      "Aéroport CDG",
    );
    expect(screen.getByRole("button", { name: "Déplacer 4 colis" })).toBeEnabled();
  });

  it("re-fills the note and the count when another move is chosen", async () => {
    const { user } = openDialog({ received: 4, in_transit: 1 });
    await user.click(screen.getByRole("radio", { name: "En transit → En livraison (1 colis)" }));
    expect(note()).toHaveValue("En cours de livraison finale");
    expect(screen.getByRole("button", { name: "Déplacer 1 colis" })).toBeVisible();
  });

  it("says when nothing can move together, without a form: 'Livré' is each parcel's own handover", () => {
    openDialog({ pending: 2, accepted: 1, in_delivery: 3 });
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.getByText(/Aucun colis de ce départ ne peut changer de statut ensemble/)).toBeVisible();
  });

  it("sends the move, the note and the place, then shows how many moved and the refused ones with their reason", async () => {
    const { user, server, onMoved } = openDialog(
      { received: 4 },
      {
        body: {
          moved: [
            { id: "pkg-1", name: "Pagnes wax · France → Togo" },
            { id: "pkg-2", name: "Livres · France → Togo" },
            { id: "pkg-3", name: "Chaussures · France → Togo" },
          ],
          refused: [{ id: "pkg-4", name: "Téléviseur · France → Togo", reason: BALANCE_DUE_MESSAGE }],
        },
      },
    );
    await user.type(screen.getByRole("textbox", { name: "Lieu (facultatif)" }), "Aéroport CDG");
    await user.click(screen.getByRole("button", { name: "Déplacer 4 colis" }));

    expect(await screen.findByText("3 colis passés en « En transit »")).toBeVisible();
    expect(server.sent("POST", MOVES).map((request) => request.body)).toEqual([
      {
        from: "received",
        to: "in_transit",
        note: "En transit vers la destination",
        location: "Aéroport CDG",
      },
    ]);
    const refused = screen.getByRole("region", { name: "1 colis non déplacé" });
    expect(within(refused).getByText("Téléviseur · France → Togo")).toBeVisible();
    expect(within(refused).getByText(asRead(BALANCE_DUE_MESSAGE))).toBeVisible();
    expect(onMoved).toHaveBeenCalledOnce();
  });

  it("says that no parcel could move when all were refused", async () => {
    const { user } = openDialog(
      { in_transit: 1 },
      { body: { moved: [], refused: [{ id: "pkg-9", name: "Livres · France → Togo", reason: "Raison" }] } },
    );
    await user.click(screen.getByRole("button", { name: "Déplacer 1 colis" }));
    expect(
      await screen.findByText("Aucun colis de ce départ ne peut passer en « En livraison ».", {
        exact: false,
      }),
    ).toBeVisible();
    expect(screen.getByText("Raison")).toBeVisible();
  });

  it("shows the server's refusal in French and keeps the form", async () => {
    const { user, onMoved } = openDialog(
      { received: 2 },
      {
        status: 400,
        body: {
          code: "VALIDATION",
          message: WEIGH_IN_PER_PARCEL_MESSAGE,
          fieldErrors: { to: WEIGH_IN_PER_PARCEL_MESSAGE },
        },
      },
    );
    await user.click(screen.getByRole("button", { name: "Déplacer 2 colis" }));
    expect(await screen.findByText(asRead(WEIGH_IN_PER_PARCEL_MESSAGE))).toBeVisible();
    expect(screen.getByRole("button", { name: "Déplacer 2 colis" })).toBeVisible();
    expect(onMoved).not.toHaveBeenCalled();
  });

  it("closes with the close button", async () => {
    const { user, onClose } = openDialog({ received: 1 });
    await user.click(screen.getByRole("button", { name: "Fermer" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
