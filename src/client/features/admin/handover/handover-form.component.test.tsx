// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asRead } from "#client/test/as-read";
import { fakeServer, type Handler } from "#client/test/fake-fetch";
import { parcelDetail } from "#client/test/parcel-detail";
import { renderWithData } from "#client/test/render";
import {
  CODE_LOCKED_MESSAGE,
  COLLECTED_BY_REQUIRED,
  ID_NUMBER_REQUIRED,
  wrongCodeMessage,
} from "#shared/parcels/handover";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { ParcelActionDialog } from "../parcels/parcel-action-dialog";

const ID = "pkg-01JDEMO0000000000000000001";
const HANDOVER = `/api/admin/parcels/${ID}/handover`;
const PHOTO = `/api/admin/parcels/${ID}/handover-photo`;
const RECIPIENT = {
  name: "Afi Mensah",
  phone: "+22890123456",
  secondPhone: null,
  city: "Lomé",
  landmark: "Bè Kpota, près du marché",
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const inDelivery = (overrides: Partial<ParcelDetail> = {}) =>
  parcelDetail({ status: "in_delivery", paid: true, recipient: RECIPIENT, ...overrides });

const delivered = (method: "code" | "identity") =>
  inDelivery({
    status: "delivered",
    handover: {
      method,
      collectedByName: method === "code" ? null : "Kodjo Mensah",
      idNumber: method === "code" ? null : "TG-123456",
      photoUrl: null,
      at: "2026-12-06T10:00:00.000Z",
    },
  });

/** The server holds the parcel: a route may change what the next GET reads (`state.parcel`). */
async function openDialog(parcel: ParcelDetail, routes: Record<string, Handler> = {}) {
  const state = { parcel };
  const server = fakeServer({
    [`GET /api/parcels/${ID}`]: () => ({ body: { parcel: state.parcel } }),
    [`GET /api/admin/parcels/${ID}/messages`]: { body: { messages: [] } },
    ...Object.fromEntries(
      Object.entries(routes).map(([route, handler]) => [route, (request) => handler(request)]),
    ),
  });
  const view = renderWithData(<ParcelActionDialog parcelId={ID} onClose={vi.fn()} />);
  await screen.findByRole("dialog", { name: "Détails du colis" });
  await screen.findByRole("group", { name: "Changer le statut" });
  return { ...view, server, state };
}

const codeField = () => screen.queryByRole("textbox", { name: "Code de retrait donné par le destinataire" });
const confirm = () => screen.getByRole("button", { name: "Confirmer la remise" });

describe("the handover in the parcel dialog ('En livraison' → 'Livré')", () => {
  it("asks for the recipient's code, says how many tries are left, and never offers a plain status change", async () => {
    await openDialog(inDelivery({ codeAttemptsLeft: 3 }));
    expect(screen.getByRole("radio", { name: "Livré" })).toBeChecked();
    expect(codeField()).toHaveAttribute("inputmode", "numeric");
    expect(codeField()).toHaveAccessibleDescription("3 essais restants");
    expect(screen.queryByRole("button", { name: "Mettre à jour le statut" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Numéro de la pièce d'identité" })).toBeNull();
  });

  it("sends the code (spaces dropped) with the note and says the parcel is delivered", async () => {
    const { user, server, state } = await openDialog(inDelivery(), {
      [`POST ${HANDOVER}`]: () => {
        state.parcel = delivered("code");
        return { body: { parcel: state.parcel } };
      },
    });
    await user.type(codeField() as HTMLElement, "123 456");
    await user.click(confirm());

    expect(await screen.findByText("Colis livré : code de retrait vérifié.")).toBeVisible();
    expect(server.sent("POST", HANDOVER).map((request) => request.body)).toEqual([
      {
        method: "code",
        expectedStatus: "in_delivery",
        code: "123456",
        collectedByName: null,
        note: "Livré avec succès",
        location: null,
      },
    ]);
    expect(server.sent("POST", `/api/admin/parcels/${ID}/status`)).toHaveLength(0);
    // The delivered parcel's summary: how it was collected.
    expect(await screen.findByText("Retiré par le destinataire (code de retrait vérifié)")).toBeVisible();
  });

  it("says a wrong code is wrong and shows the tries left once the parcel is read again", async () => {
    const { user, state } = await openDialog(inDelivery(), {
      [`POST ${HANDOVER}`]: () => {
        state.parcel = inDelivery({ codeAttemptsLeft: 4 });
        const message = wrongCodeMessage(4);
        return { status: 409, body: { code: "WRONG_CODE", message, fieldErrors: { code: message } } };
      },
    });
    await user.type(codeField() as HTMLElement, "000000");
    await user.click(confirm());

    // On the code's own field, where the next try is typed.
    expect(await screen.findByText(wrongCodeMessage(4))).toBeVisible();
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(wrongCodeMessage(4))),
    );
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(expect.stringContaining("4 essais restants")),
    );
    expect(screen.queryByText(/Colis livré/)).toBeNull();
  });

  it("turns to the identity check when the last try was wrong", async () => {
    const { user, state } = await openDialog(inDelivery({ codeAttemptsLeft: 1 }), {
      [`POST ${HANDOVER}`]: () => {
        state.parcel = inDelivery({ codeAttemptsLeft: 0 });
        return { status: 409, body: { code: "CODE_LOCKED", message: CODE_LOCKED_MESSAGE } };
      },
    });
    expect(codeField()).toHaveAccessibleDescription("1 essai restant");
    await user.type(codeField() as HTMLElement, "000000");
    await user.click(confirm());
    await waitFor(() => expect(codeField()).toBeNull());
    expect(screen.getByText(asRead(CODE_LOCKED_MESSAGE))).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Numéro de la pièce d'identité" })).toBeVisible();
  });

  it("says why when someone else changed the parcel meanwhile, over the fresh parcel", async () => {
    const stale = "Ce colis a été modifié entre-temps. La page a été actualisée.";
    const { user, state } = await openDialog(inDelivery(), {
      [`POST ${HANDOVER}`]: () => {
        state.parcel = delivered("code");
        return { status: 409, body: { code: "STALE_PARCEL", message: stale } };
      },
    });
    await user.type(codeField() as HTMLElement, "123456");
    await user.click(confirm());
    expect(await screen.findByText(stale)).toBeVisible();
    await waitFor(() => expect(codeField()).toBeNull());
    expect(screen.getByText(stale)).toBeVisible();
    expect(screen.queryByText(/Colis livré/)).toBeNull();
  });

  it("refuses a code that is not 6 digits without calling the server", async () => {
    const { user, server } = await openDialog(inDelivery());
    await user.type(codeField() as HTMLElement, "12345");
    await user.click(confirm());
    expect(await screen.findByText("Le code de retrait compte 6 chiffres.")).toBeVisible();
    expect(server.sent("POST", HANDOVER)).toHaveLength(0);
  });

  it("records the name and ID number when the recipient lost the code, then sends the photo", async () => {
    const { user, server, state } = await openDialog(inDelivery(), {
      [`POST ${HANDOVER}`]: () => {
        state.parcel = delivered("identity");
        return { body: { parcel: state.parcel } };
      },
      [`POST ${PHOTO}`]: () => ({ status: 204 }),
    });
    await user.click(screen.getByRole("checkbox", { name: "Le destinataire a perdu son code" }));
    expect(codeField()).toBeNull();
    const name = screen.getByRole("textbox", { name: "Nom de la personne qui retire le colis" });
    expect(name).toHaveAccessibleDescription("Destinataire prévu : Afi Mensah");

    await user.click(confirm());
    expect(await screen.findByText(asRead(COLLECTED_BY_REQUIRED))).toBeVisible();
    expect(screen.getByText(asRead(ID_NUMBER_REQUIRED))).toBeVisible();
    expect(server.sent("POST", HANDOVER)).toHaveLength(0);

    await user.type(name, "Kodjo Mensah");
    await user.type(screen.getByRole("textbox", { name: "Numéro de la pièce d'identité" }), "TG-123456");
    const photo = new File(["jpeg"], "cni.jpg", { type: "image/jpeg" });
    await user.upload(screen.getByLabelText("Ajouter une photo (facultatif)"), photo);
    expect(screen.getByText("Photo jointe : cni.jpg")).toBeVisible();
    await user.click(confirm());

    expect(await screen.findByText("Colis livré : remis sur pièce d'identité.")).toBeVisible();
    expect(server.sent("POST", HANDOVER).map((request) => request.body)).toEqual([
      {
        method: "identity",
        expectedStatus: "in_delivery",
        collectedByName: "Kodjo Mensah",
        idNumber: "TG-123456",
        note: "Livré avec succès",
        location: null,
      },
    ]);
    const uploads = server.sent("POST", PHOTO).map((request) => (request.body as FormData).get("photo"));
    expect(uploads).toEqual([expect.any(File)]);
    // Sent after the handover: the photo belongs to a delivered parcel.
    expect(server.requests.findIndex((r) => r.path === PHOTO)).toBeGreaterThan(
      server.requests.findIndex((r) => r.path === HANDOVER),
    );
    expect(await screen.findByText("Pièce d'identité n° TG-123456")).toBeVisible();
  });

  it("says the parcel is delivered but its photo was not sent when the upload fails", async () => {
    const { user, state } = await openDialog(inDelivery(), {
      [`POST ${HANDOVER}`]: () => {
        state.parcel = delivered("identity");
        return { body: { parcel: state.parcel } };
      },
      [`POST ${PHOTO}`]: () => ({
        status: 400,
        body: { code: "VALIDATION", message: "Image illisible." },
      }),
    });
    await user.click(screen.getByRole("checkbox", { name: "Le destinataire a perdu son code" }));
    await user.type(screen.getByRole("textbox", { name: "Nom de la personne qui retire le colis" }), "Kodjo");
    await user.type(screen.getByRole("textbox", { name: "Numéro de la pièce d'identité" }), "TG-1");
    await user.upload(
      screen.getByLabelText("Ajouter une photo (facultatif)"),
      new File(["jpeg"], "cni.jpg", { type: "image/jpeg" }),
    );
    await user.click(confirm());
    expect(await screen.findByText("Colis livré : remis sur pièce d'identité.")).toBeVisible();
    expect(screen.getByText(/La photo n'a pas été envoyée : Image illisible\./)).toBeVisible();
    // The delivered parcel's summary lets the carrier try again.
    expect(await screen.findByLabelText("Ajouter une photo de la remise")).toBeInTheDocument();
  });

  it("offers only the identity check once the code is locked", async () => {
    await openDialog(inDelivery({ codeAttemptsLeft: 0 }));
    expect(screen.getByText(asRead(CODE_LOCKED_MESSAGE))).toBeVisible();
    expect(codeField()).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Le destinataire a perdu son code" })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Nom de la personne qui retire le colis" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Numéro de la pièce d'identité" })).toBeVisible();
  });

  it("keeps 'Livré' disabled, with its reason, without a preferred date", async () => {
    await openDialog(inDelivery({ preferredDate: null, estimatedArrivalDate: null }));
    expect(screen.getByRole("radio", { name: "Livré" })).toBeDisabled();
    expect(codeField()).toBeNull();
    expect(screen.queryByRole("button", { name: "Confirmer la remise" })).toBeNull();
  });
});

describe("the recipient in the parcel dialog", () => {
  it("shows who collects the parcel, with phones to call", async () => {
    await openDialog(inDelivery({ recipient: { ...RECIPIENT, secondPhone: "+22891234567" } }));
    const details = screen.getByText("Afi Mensah").closest("dl") as HTMLElement;
    expect(within(details).getByRole("link", { name: "+228 90 12 34 56" })).toHaveAttribute(
      "href",
      "tel:+22890123456",
    );
    expect(within(details).getByRole("link", { name: "+228 91 23 45 67" })).toBeVisible();
    expect(within(details).getByText("Lomé")).toBeVisible();
    expect(within(details).getByText("Bè Kpota, près du marché")).toBeVisible();
  });

  it("says when the request came without a recipient", async () => {
    await openDialog(inDelivery({ recipient: null }));
    expect(screen.getByText("Non renseigné (demande envoyée sans destinataire)")).toBeVisible();
  });
});
