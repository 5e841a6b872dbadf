import { formatDateFr } from "#shared/calendar-dates";
import { DESKTOP_ONLY_NOTE, SHOTS, SIZES } from "./accounts-helpers";
import { createClientParcel, signInAsAdmin } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { newClient } from "./own-data";
import { budget } from "./slowdown";

/** The WhatsApp simulator started beside the server by playwright.config.ts. */
const WHATSAPP_SIMULATOR = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 10}`;

test.skip(({ isMobile }) => isMobile, DESKTOP_ONLY_NOTE);

/**
 * The recipient told on their own (docs/product/notifications.md, decisions 081 and 082): the carrier
 * moves a parcel to « En livraison », the recipient's WhatsApp (the Graph API simulator) holds the
 * collection point's text, and the carrier sees the message « Délivré » once the simulator's signed
 * status webhook came back.
 */
test("a parcel moved to « En livraison » reaches the recipient's WhatsApp by itself, and the carrier sees it delivered", async ({
  page,
  browser,
}) => {
  test.setTimeout(budget(120_000));
  const tag = Date.now() % 100_000;
  const digits = `9${String(tag).padStart(7, "0")}`;
  const parcel = await createClientParcel(browser, {
    client: await newClient("messages"),
    description: `Tissus et épices ${tag}`,
    weightKg: 1.5,
    recipient: {
      name: "Afi Mensah",
      phone: `+228${digits}`,
      city: "Lomé",
      landmark: "Bè Kpota",
      messagesConsent: true,
    },
  });

  // Seeded through the admin's API up to « En transit » (paid, weighed in), as the dialog would.
  await signInAsAdmin(page);
  const api = page.request;
  const headers = { Origin: new URL(page.url()).origin };
  const post = async (path: string, data: unknown) => {
    const response = await api.post(`/api/admin/parcels/${parcel.id}/${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
  };
  await post("mark-paid", { expectedStatus: "pending", confirmed: true });
  await post("status", { expectedStatus: "accepted", to: "received", weighIn: { weightKg: 1.5 } });
  await post("status", { expectedStatus: "received", to: "in_transit" });

  // openAdminParcel, with room for a machine busy with other suites: the dashboard loads several lists at once.
  await page.goto(`/admin-dashboard?colis=${encodeURIComponent(parcel.id)}`);
  const dialog = page.getByRole("dialog", { name: "Détails du colis" });
  await expect(dialog.getByText(parcel.id, { exact: true })).toBeVisible({ timeout: budget(15_000) });
  await expect(dialog.getByRole("radio", { name: "En livraison" })).toBeChecked();
  await dialog.getByLabel("Lieu (facultatif)").fill("Lomé");
  await dialog.getByRole("button", { name: "Mettre à jour le statut" }).click();
  await expect(dialog.getByText("Statut mis à jour : En livraison.")).toBeVisible();

  // The recipient's phone, as the simulator shows its conversation.
  const phone = await browser.newPage();
  await phone.goto(WHATSAPP_SIMULATOR);
  const conversation = phone.locator("section", {
    has: phone.getByRole("heading", { name: `+228${digits}` }),
  });
  const pickup = conversation.locator("article").nth(1);
  // A plain page: read again until the worker (every second) has sent the second message.
  await expect(async () => {
    await phone.reload();
    await expect(conversation.locator("article")).toHaveCount(2, { timeout: budget(1000) });
  }).toPass({ timeout: budget(20_000) });
  await expect(pickup).toContainText("Retrait\u00a0: Colibri (démo), Boulevard de l'Exemple, Lomé, Togo");
  await expect(pickup).toContainText(
    "Munissez-vous du code à 6 chiffres que l'expéditeur vous a transmis et d'une pièce d'identité.",
  );
  await expect(pickup).not.toContainText(/\b\d{6}\b/);
  await phone.screenshot({ path: `${SHOTS}/messages-0-whatsapp-simulator.png` });
  await phone.close();

  // « Délivré » arrives by the simulator's signed webhook; the dialog asks again while one travels.
  const sent = dialog.getByRole("region", { name: "Messages envoyés" });
  const items = sent.getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText("En livraison");
  await expect(items.nth(1)).toContainText("Délivré", { timeout: budget(15_000) });
  await expect(items.nth(0)).toContainText("Délivré");
  // The carrier's view, looked at on a phone and a computer: the section scrolled into the dialog.
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await sent.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/messages-1-parcel-${size}.png` });
  }

  // The departure's messages at a glance, in its « Prévenir par WhatsApp » dialog.
  const detail = await api.get(`/api/parcels/${parcel.id}`);
  const { preferredDate } = (await detail.json()).parcel as { preferredDate: string };
  await page.goto("/admin-dashboard");
  await page.getByRole("tab", { name: "Dates de disponibilité" }).click();
  const row = page.getByRole("listitem").filter({
    has: page.getByRole("button", { name: `Modifier la date du ${formatDateFr(preferredDate)}` }),
  });
  await row.getByRole("button", { name: "Prévenir par WhatsApp" }).click();
  const glance = page
    .getByRole("dialog", { name: "Prévenir par WhatsApp" })
    .getByRole("region", { name: "Messages envoyés automatiquement" });
  await expect(glance.getByText("Délivré")).toBeVisible();
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await glance.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/messages-2-departure-${size}.png` });
  }
});
