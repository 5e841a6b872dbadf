// @vitest-environment happy-dom
import { getDefaultNormalizer, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "#client/test/fake-fetch";
import { renderWithData } from "#client/test/render";
import { TOGO_LANDLINE_REFUSED } from "#shared/phones/phone-number";
import { DEFAULT_TARIFF } from "#shared/pricing";
import { RECIPIENT_LABELS, type SavedRecipient } from "#shared/recipients/recipient";
import { RequestWizard } from "./request-wizard";

const SAVED: SavedRecipient = {
  id: "rcp-1",
  name: "Kossi Agbeko",
  phone: "+22891234567",
  secondPhone: null,
  city: "Kara",
  landmark: "Quartier Tomdè, face au marché",
  lastUsedAt: "2026-11-20T10:00:00.000Z",
};

const DATE = {
  id: "dep-1",
  date: "2030-12-05",
  description: null,
  remainingGrams: null,
  dropoffDeadline: null,
  dropoffPlace: null,
};

function serve(overrides: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    "GET /api/available-dates": { body: { dates: [DATE] } },
    "GET /api/recipients": { body: { recipients: [SAVED] } },
    ...overrides,
  });
}

function renderWizard({ askClientPhone = false } = {}) {
  return renderWithData(
    <RequestWizard email="awa@example.com" askClientPhone={askClientPhone} tariff={DEFAULT_TARIFF} />,
    { path: "/request" },
  );
}

/** The parcel part of step 1, filled in as a client would. */
async function fillParcel(user: ReturnType<typeof renderWizard>["user"]) {
  await user.type(screen.getByLabelText("Description du colis"), "Vêtements");
  await user.selectOptions(await screen.findByLabelText("Date souhaitée (obligatoire)"), DATE.date);
  await user.type(screen.getByLabelText("Poids estimé (kg)"), "2");
  await user.selectOptions(screen.getByLabelText("Catégorie"), "clothing");
  await user.type(screen.getByLabelText("Description"), "Robe en coton");
  await user.type(screen.getByLabelText("Valeur d'un article (€)"), "12,50");
}

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the recipient of the request wizard (docs/product/recipients.md)", () => {
  it("starts with Lomé for Togo, and a saved recipient fills every field", async () => {
    serve();
    const { user } = renderWizard();
    const recipient = screen.getByRole("group", { name: RECIPIENT_LABELS.section });
    expect(within(recipient).getByLabelText(RECIPIENT_LABELS.city)).toHaveValue("Lomé");

    await user.selectOptions(await within(recipient).findByLabelText(RECIPIENT_LABELS.saved), SAVED.id);

    expect(within(recipient).getByLabelText(RECIPIENT_LABELS.name)).toHaveValue("Kossi Agbeko");
    expect(within(recipient).getByLabelText(RECIPIENT_LABELS.phone)).toHaveValue("+228 91 23 45 67");
    expect(within(recipient).getByLabelText(RECIPIENT_LABELS.city)).toHaveValue("Kara");
    expect(within(recipient).getByLabelText(RECIPIENT_LABELS.landmark)).toHaveValue(SAVED.landmark);
    expect(within(recipient).getByLabelText(RECIPIENT_LABELS.saved)).toHaveValue(SAVED.id);
  });

  it("says in French what a Togolese number is before anything is sent", async () => {
    const server = serve();
    const { user } = renderWizard();
    await fillParcel(user);
    await user.type(screen.getByLabelText(RECIPIENT_LABELS.name), "Afi Mensah");
    const phone = screen.getByLabelText(RECIPIENT_LABELS.phone);
    expect(phone).toHaveAttribute("type", "tel");
    expect(phone).toHaveAttribute("inputmode", "tel");
    expect(phone).toHaveAttribute("autocomplete", "off");
    await user.type(phone, "22 21 34 56");

    await user.click(screen.getByRole("button", { name: "Continuer" }));

    // Whitespace kept as written: the message's no-break space would otherwise read as a plain one.
    const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(await screen.findByText(TOGO_LANDLINE_REFUSED, asWritten)).toBeVisible();
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveFocus();
    expect(server.sent("POST", "/api/parcels")).toHaveLength(0);
  });

  it("asks for the client's phone when the account has none, and sends both", async () => {
    const server = serve({
      "POST /api/parcels": {
        status: 201,
        body: {
          id: "pkg-1",
          status: "pending",
          trackingCode: "CLB-1",
          priceCents: 2400,
          priceFcfa: 15743,
          preferredDate: DATE.date,
          photoCount: 0,
        },
      },
      "GET /api/accounts/me": { body: { user: null } },
    });
    const { user } = renderWizard({ askClientPhone: true });
    await fillParcel(user);
    await user.type(screen.getByLabelText(RECIPIENT_LABELS.name), "Afi Mensah");
    await user.type(screen.getByLabelText(RECIPIENT_LABELS.phone), "90 12 34 56");
    await user.type(screen.getByLabelText(RECIPIENT_LABELS.landmark), "Bè Kpota, près de la pharmacie");
    await user.type(screen.getByLabelText("Votre téléphone"), "06 12 34 56 78");
    // The recipient's consent to the parcel's WhatsApp or SMS messages: unticked until the client ticks it.
    const consent = screen.getByRole("checkbox", { name: RECIPIENT_LABELS.messagesConsent });
    expect(consent).not.toBeChecked();
    await user.click(consent);

    await user.click(screen.getByRole("button", { name: "Continuer" }));
    const summary = await screen.findByText(/Afi Mensah/);
    expect(summary).toHaveTextContent("+228 90 12 34 56");
    expect(summary).toHaveTextContent("Bè Kpota, près de la pharmacie");
    expect(screen.getByText("+33 6 12 34 56 78")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    await user.click(await screen.findByRole("button", { name: /Confirmer et Voir/ }));

    await vi.waitFor(() => expect(server.sent("POST", "/api/parcels")).toHaveLength(1));
    expect(server.sent("POST", "/api/parcels")[0]?.body).toMatchObject({
      recipient: {
        name: "Afi Mensah",
        phone: "90 12 34 56",
        secondPhone: null,
        city: "Lomé",
        landmark: "Bè Kpota, près de la pharmacie",
        messagesConsent: true,
      },
      clientPhone: "06 12 34 56 78",
    });
  });

  it("shows the server's refusal beside the field, back on step 1", async () => {
    serve({
      "POST /api/parcels": {
        status: 400,
        body: {
          code: "VALIDATION",
          message: "Données invalides",
          fieldErrors: { "recipient.phone": "Numéro refusé par le serveur" },
        },
      },
    });
    const { user } = renderWizard();
    await fillParcel(user);
    await user.type(screen.getByLabelText(RECIPIENT_LABELS.name), "Afi Mensah");
    await user.type(screen.getByLabelText(RECIPIENT_LABELS.phone), "90 12 34 56");
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    await user.click(await screen.findByRole("button", { name: "Continuer" }));
    await user.click(await screen.findByRole("button", { name: /Confirmer et Voir/ }));

    expect(await screen.findByText("Numéro refusé par le serveur")).toBeVisible();
    const phone = screen.getByLabelText(RECIPIENT_LABELS.phone);
    expect(phone).toHaveAttribute("aria-invalid", "true");

    // Corrected, the request goes on to the review, and stays there.
    await user.clear(phone);
    await user.type(phone, "91 12 34 56");
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    expect(await screen.findByRole("heading", { name: "Étape 2 sur 3 : Révision" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Modifier" }));
    expect(await screen.findByLabelText(RECIPIENT_LABELS.phone)).not.toHaveAttribute("aria-invalid");
  });
});
