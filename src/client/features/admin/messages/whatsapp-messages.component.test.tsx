// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "#client/test/fake-fetch";
import { parcelDetail } from "#client/test/parcel-detail";
import { renderWithData } from "#client/test/render";
import type { PreparedMessage } from "#shared/admin/admin-parcels";
import { ParcelActionDialog } from "../parcels/parcel-action-dialog";
import { DepartureWhatsAppDialog } from "./departure-whatsapp-dialog";

const ID = "pkg-01JDEMO0000000000000000001";

afterEach(() => {
  vi.unstubAllGlobals();
});

const CLIENT_TEXT =
  "Bonjour Ama Koffi, votre colis « Pagnes » est arrivé.\nSuivi : https://colibri.example/suivi/CLB-1";
const RECIPIENT_TEXT = "Bonjour Afi Mensah, Ama Koffi vous envoie un colis avec Colibri.";

const MESSAGES: PreparedMessage[] = [
  {
    audience: "client",
    name: "Client : Ama Koffi",
    phone: "+33 6 12 34 56 78",
    text: CLIENT_TEXT,
    delivery: { mode: "link", url: "https://wa.me/33612345678?text=Bonjour%20Ama" },
  },
  {
    audience: "recipient",
    name: "Destinataire : Afi Mensah",
    phone: "+228 90 12 34 56",
    text: RECIPIENT_TEXT,
    delivery: { mode: "link", url: "https://wa.me/22890123456?text=Bonjour%20Afi" },
  },
];

describe("'Prévenir par WhatsApp' in the parcel dialog", () => {
  it("links each person to WhatsApp with the prepared message, which the carrier can read first", async () => {
    fakeServer({
      [`GET /api/parcels/${ID}`]: { body: { parcel: parcelDetail({ status: "in_delivery", paid: true }) } },
      [`GET /api/admin/parcels/${ID}/messages`]: { body: { messages: MESSAGES } },
    });
    const { user } = renderWithData(<ParcelActionDialog parcelId={ID} onClose={vi.fn()} />);
    const section = await screen.findByRole("region", { name: "Prévenir par WhatsApp" });

    const client = await within(section).findByRole("link", {
      name: "Prévenir par WhatsApp — Client : Ama Koffi (+33 6 12 34 56 78)",
    });
    expect(client).toHaveAttribute("href", "https://wa.me/33612345678?text=Bonjour%20Ama");
    expect(client).toHaveAttribute("target", "_blank");
    expect(client).toHaveAttribute("rel", "noopener noreferrer");
    expect(
      within(section).getByRole("link", {
        name: "Prévenir par WhatsApp — Destinataire : Afi Mensah (+228 90 12 34 56)",
      }),
    ).toHaveAttribute("href", "https://wa.me/22890123456?text=Bonjour%20Afi");

    const clientItem = client.closest("li") as HTMLElement;
    await user.click(within(clientItem).getByText("Voir le message"));
    expect(within(clientItem).getByText(/votre colis « Pagnes » est arrivé/)).toBeVisible();
    expect(within(clientItem).getByText(/votre colis « Pagnes » est arrivé/)).toHaveTextContent(
      "Suivi : https://colibri.example/suivi/CLB-1",
    );
  });

  it("shows a message meant for automatic sending as not available yet, and says when nobody has a phone", async () => {
    fakeServer({
      [`GET /api/parcels/${ID}`]: { body: { parcel: parcelDetail() } },
      [`GET /api/admin/parcels/${ID}/messages`]: {
        body: { messages: [{ ...MESSAGES[0], delivery: { mode: "send" } }] },
      },
    });
    renderWithData(<ParcelActionDialog parcelId={ID} onClose={vi.fn()} />);
    const button = await screen.findByRole("button", {
      name: "Client : Ama Koffi (+33 6 12 34 56 78) : envoi automatique bientôt disponible",
    });
    expect(button).toBeDisabled();
    expect(screen.queryByRole("link", { name: /Prévenir par WhatsApp/ })).toBeNull();
  });

  it("says when no phone is known", async () => {
    fakeServer({
      [`GET /api/parcels/${ID}`]: { body: { parcel: parcelDetail() } },
      [`GET /api/admin/parcels/${ID}/messages`]: { body: { messages: [] } },
    });
    renderWithData(<ParcelActionDialog parcelId={ID} onClose={vi.fn()} />);
    expect(await screen.findByText("Aucun numéro de téléphone connu pour ce colis.")).toBeVisible();
  });
});

describe("'Prévenir par WhatsApp' for a departure", () => {
  it("lists the departure's parcels, each with its client's and recipient's links", async () => {
    fakeServer({
      "GET /api/admin/departures/date-1/messages": {
        body: {
          parcels: [
            { id: "pkg-1", name: "Pagnes · France → Togo", status: "in_delivery", messages: MESSAGES },
            { id: "pkg-2", name: "Livres · France → Togo", status: "in_delivery", messages: [] },
          ],
        },
      },
    });
    renderWithData(
      <DepartureWhatsAppDialog
        departure={{ id: "date-1", label: "jeudi 12 mars 2026 · France → Togo" }}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Prévenir par WhatsApp" });
    const pagnes = await within(dialog).findByRole("region", { name: "Pagnes · France → Togo" });
    expect(within(pagnes).getByText("Statut : En livraison")).toBeVisible();
    expect(
      within(pagnes)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "https://wa.me/33612345678?text=Bonjour%20Ama",
      "https://wa.me/22890123456?text=Bonjour%20Afi",
    ]);
    const livres = within(dialog).getByRole("region", { name: "Livres · France → Togo" });
    expect(within(livres).getByText("Aucun numéro de téléphone connu pour ce colis.")).toBeVisible();
  });
});
