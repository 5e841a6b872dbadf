import { type APIRequestContext, type Browser, expect, type Locator, type Page } from "@playwright/test";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import { APP_URL, signInByApi } from "./accounts-helpers";
import { type Account, carrier } from "./own-data";
import { E2E_CONTENTS, recipientFields } from "./request-helpers";
import { seedDate } from "./seed-parcels";
import { budget } from "./slowdown";

/** A tiny valid PDF: the proof a client sends from the payment page. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/**
 * The worker's carrier (own-data.ts) on the dashboard, signed in through the API: the login form and
 * where it leads the administrator are accounts-admin.spec.ts's journey (decision 075).
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signInByApi(page.request, await carrier());
  await page.goto("/admin-dashboard");
  // A page load's budget, as signIn gives the login screen: the dashboard is a lazy chunk (accounts-helpers.ts).
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord administrateur" })).toBeVisible({
    timeout: budget(15_000),
  });
}

/** The parcel's dialog of the dashboard, opened by its address (`?colis=`), as a scanned label does. */
export async function openAdminParcel(page: Page, id: string): Promise<Locator> {
  await page.goto(`/admin-dashboard?colis=${encodeURIComponent(id)}`);
  const dialog = page.getByRole("dialog", { name: "Détails du colis" });
  await expect(dialog.getByText(id, { exact: true })).toBeVisible();
  return dialog;
}

export type CreatedParcel = { id: string; name: string; description: string };

/** A PDF proof of payment sent from the payment page (the first payment's, or a balance's). */
async function sendProof(api: APIRequestContext, id: string, reference: string): Promise<void> {
  const proof = await api.post(`/api/parcels/${id}/payment-proof`, {
    headers: { Origin: APP_URL },
    multipart: {
      transactionReference: reference,
      proof: { name: "recu-e2e.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(proof.status()).toBe(201);
}

/**
 * A client of the test's own (own-data.ts) asks for a FR → TG parcel (on `date`, else the seeds' date: seedDate), with a
 * `proofReference` sends a PDF proof of payment, with `cancel` cancels the request: the calls the wizard and the payment page make
 * (their own journeys are request-wizard.spec.ts and tracking-journey.spec.ts), in a context of its own, signed in
 * through the API: no page is opened.
 */
export async function createClientParcel(
  browser: Browser,
  {
    description,
    weightKg,
    date,
    proofReference,
    cancel = false,
    client,
    recipient,
  }: {
    description: string;
    weightKg: number;
    date?: string;
    proofReference?: string;
    cancel?: boolean;
    client: Account;
    /** Instead of the journeys' usual recipient. */
    recipient?: { name: string; phone: string; city: string; landmark: string; messagesConsent?: boolean };
  },
): Promise<CreatedParcel> {
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" });
  try {
    const api = context.request;
    await signInByApi(api, client);
    const created = await api.post("/api/parcels", {
      headers: { Origin: APP_URL, "Idempotency-Key": `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
      data: {
        description,
        fromCountry: "FR",
        toCountry: "TG",
        weightKg,
        preferredDate: date ?? (await seedDate(api)),
        ...(await recipientFields(api)),
        ...(recipient ? { recipient } : {}),
        contents: E2E_CONTENTS,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    if (proofReference) await sendProof(api, id, proofReference);
    if (cancel) {
      // What 'Annuler ma demande' sends once its confirmation is accepted.
      const cancelled = await api.post(`/api/parcels/${id}/cancel`, {
        headers: { Origin: APP_URL },
        data: { confirmed: true },
      });
      expect(cancelled.ok()).toBe(true);
    }
    return { id, description, name: parcelHumanName({ description, fromCountry: "FR", toCountry: "TG" }) };
  } finally {
    await context.close();
  }
}

/**
 * The parcel's 6-digit collection code, as its owner reads it (GET /api/parcels/:id, which the client's
 * parcel page shows): the carrier never sees it, the recipient says it at the handover
 * (docs/product/recipients.md#collection-code).
 */
export async function collectionCodeOf(browser: Browser, parcelId: string, client: Account): Promise<string> {
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" });
  try {
    await signInByApi(context.request, client);
    const response = await context.request.get(`/api/parcels/${encodeURIComponent(parcelId)}`);
    expect(response.ok()).toBe(true);
    const { parcel } = (await response.json()) as { parcel: { collectionCode: string | null } };
    expect(parcel.collectionCode, "code de retrait du colis").toMatch(/^\d{6}$/);
    return parcel.collectionCode ?? "";
  } finally {
    await context.close();
  }
}

/**
 * 'En livraison' → 'Livré' in the parcel dialog when the recipient lost the code: the collecting
 * person's name and ID number instead (docs/product/recipients.md#collection-code).
 */
export async function handOverOnIdentity(
  dialog: Locator,
  person: { name: string; idNumber: string },
): Promise<void> {
  await expect(dialog.getByRole("radio", { name: "Livré" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Le destinataire a perdu son code" }).check();
  await dialog.getByRole("textbox", { name: "Nom de la personne qui retire le colis" }).fill(person.name);
  await dialog.getByRole("textbox", { name: "Numéro de la pièce d'identité" }).fill(person.idNumber);
  await dialog.getByRole("button", { name: "Confirmer la remise" }).click();
  await expect(dialog.getByText("Colis livré : remis sur pièce d'identité.")).toBeVisible();
}

/** A parcel whose client sent a proof of payment: one for the 'À vérifier' list. */
export const createParcelWithProof = (
  browser: Browser,
  {
    reference,
    ...parcel
  }: {
    description: string;
    weightKg: number;
    reference: string;
    client: Account;
  },
): Promise<CreatedParcel> => createClientParcel(browser, { ...parcel, proofReference: reference });

/**
 * A parcel paid for `weightKg`, weighed heavier at reception, whose client sent a proof for the balance:
 * one for 'À vérifier' that is not a first payment (docs/product/departures.md#weigh-in). The carrier's
 * steps are the dialog's calls, made by `admin` (a page signed in as the carrier).
 */
export async function createParcelWithBalanceProof(
  browser: Browser,
  admin: Page,
  {
    measuredKg,
    reference,
    ...parcel
  }: { description: string; weightKg: number; measuredKg: number; reference: string; client: Account },
): Promise<CreatedParcel> {
  const created = await createClientParcel(browser, { ...parcel, proofReference: `${reference}-PRIX` });
  const act = async (path: string, data: Record<string, unknown>) => {
    const response = await admin.request.post(`/api/admin/parcels/${created.id}/${path}`, {
      headers: { Origin: APP_URL },
      data,
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await act("mark-paid", { expectedStatus: "pending", confirmed: true });
  await act("status", { expectedStatus: "accepted", to: "received", weighIn: { weightKg: measuredKg } });
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" });
  try {
    await signInByApi(context.request, parcel.client);
    await sendProof(context.request, created.id, reference);
  } finally {
    await context.close();
  }
  return created;
}

/** The parcel's table row (wide screens) or card (phones): whichever the page shows. */
export function parcelEntry(page: Page, id: string): Locator {
  const view = page.getByRole("button", { name: `Voir le colis ${id}` });
  return page.getByRole("row").or(page.getByRole("listitem")).filter({ has: view });
}

/** A summary card of the dashboard, by its label. */
export function statisticsCard(page: Page, label: string): Locator {
  return page
    .getByRole("list", { name: "Statistiques" })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });
}

/** The dashboard's figures as the server counts them now. */
export async function adminStatistics(page: Page): Promise<{ toVerify: number; totalPackages: number }> {
  const response = await page.request.get("/api/admin/statistics");
  expect(response.ok()).toBe(true);
  return response.json();
}
