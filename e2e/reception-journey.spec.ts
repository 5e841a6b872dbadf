import { APP_URL, expectNoAxeViolations, signInByApi } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { apiAs, carrier, newClient } from "./own-data";
import { phonePhoto, smallPhoto } from "./request-helpers";
import { budget } from "./slowdown";

// The carrier at the reception table, on a phone (docs/product/reception.md): finds the client by
// e-mail, then by the reference read on the box's label typed in lower case with a space; receives two
// orders with photos from the camera's file input; the client gets « Votre commande … est arrivée » by
// e-mail. Runs at phone size only: the screen is made for the phone.

test.skip(({ isMobile }) => !isMobile, "La réception se fait au téléphone : parcours au format téléphone.");

const uniqueTracking = (prefix: string) => `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;

test("the carrier receives two orders from the phone with photos, the client is told by e-mail", async ({
  page,
}, testInfo) => {
  const client = await newClient("boite", "Afi Boîte");
  await signInByApi(page.request, await carrier());
  await page.goto("/admin-reception");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Réception" })).toBeVisible({
    timeout: budget(15_000),
  });
  const form = main.getByRole("form", { name: "Recevoir une commande" });

  // First box: the client found by e-mail, Amazon, two photos from the camera.
  await form.getByRole("searchbox", { name: "Chercher le client" }).fill(client.email);
  await form.getByRole("button", { name: new RegExp(client.email.replace(/[.+]/g, "\\$&")) }).click();
  const chosen = form.getByText(/^CLB-[2-9A-Z]{4}$/);
  await expect(chosen).toBeVisible();
  const reference = (await chosen.textContent()) ?? "";
  const amazon = uniqueTracking("TBA");
  await form.getByLabel("Numéro de suivi").fill(amazon);
  const weight = form.getByLabel("Poids (kg)");
  await expect(weight).toHaveAttribute("inputmode", "decimal");
  await weight.fill("1,4");
  const camera = form.locator('input[type="file"][name="photo"]');
  await expect(camera).toHaveAttribute("capture", "environment");
  await expect(camera).toHaveAttribute("accept", "image/*");
  await camera.setInputFiles([await phonePhoto("carton.jpg", 7), await smallPhoto("etiquette.jpg")]);
  await expect(form.getByRole("img", { name: /^Colis, vue/ })).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath("reception-form.png"), fullPage: true });
  await form.getByRole("button", { name: "Enregistrer la réception" }).click();
  await expect(form.getByRole("status")).toContainText(
    `Commande Amazon enregistrée pour Afi Boîte (${reference})\u00a0: le client est prévenu.`,
  );

  // Second box: the reference as read on a label, lower case with a space; Shein, one photo.
  await form
    .getByRole("searchbox", { name: "Chercher le client" })
    .fill(`clb ${reference.slice(4).toLowerCase()}`);
  await form.getByRole("button", { name: new RegExp(reference) }).click();
  await form.getByText("Shein", { exact: true }).click();
  const shein = uniqueTracking("SH");
  await form.getByLabel("Numéro de suivi").fill(shein);
  await form.getByLabel("Poids (kg)").fill("0,35");
  await camera.setInputFiles([await smallPhoto("sachet.jpg")]);
  await form.getByRole("button", { name: "Enregistrer la réception" }).click();
  await expect(form.getByRole("status")).toContainText("Commande Shein enregistrée pour Afi Boîte");

  // Both in the list of orders received, with their photos.
  const recent = main.getByRole("region", { name: "Reçues récemment" });
  // Asserted on this journey's own orders: the list is every carrier's recent arrivals.
  await expect(recent.getByRole("listitem").filter({ hasText: amazon })).toContainText("Amazon · 1,4 kg");
  await expect(recent.getByRole("listitem").filter({ hasText: shein })).toContainText("Shein · 0,35 kg");
  await page.screenshot({ path: testInfo.outputPath("reception-list.png"), fullPage: true });
  await expectNoAxeViolations(page, "réception");

  // The client's e-mails, once the outbox has sent them.
  for (const subject of [
    "Votre commande Amazon est arrivée à notre adresse de Paris",
    "Votre commande Shein est arrivée à notre adresse de Paris",
  ]) {
    await expect
      .poll(
        async () => {
          const mailbox = await (await page.request.get(`${APP_URL}/dev/mailbox`)).text();
          return mailbox
            .split("<article>")
            .some((part) => part.includes(subject) && part.includes(client.email));
        },
        { timeout: budget(20_000) },
      )
      .toBe(true);
  }
});

test("an order to identify: the client claims it by its order number, the carrier confirms it from the phone", async ({
  page,
}, testInfo) => {
  const client = await newClient("reclame", "Kodjo Réclame");
  await signInByApi(page.request, await carrier());
  await page.goto("/admin-reception");
  const main = page.getByRole("main");
  const form = main.getByRole("form", { name: "Recevoir une commande" });
  await expect(form).toBeVisible({ timeout: budget(15_000) });

  // Received without an owner: the label was unreadable.
  const tracking = uniqueTracking("TEMU");
  const orderNumber = `PO-${Date.now()}`;
  await form.getByText("Temu", { exact: true }).click();
  await form.getByLabel("Numéro de suivi").fill(tracking);
  await form.getByLabel("Numéro de commande (facultatif)").fill(orderNumber);
  await form.getByLabel("Poids (kg)").fill("2");
  await form.locator('input[type="file"][name="photo"]').setInputFiles([await smallPhoto("temu.jpg")]);
  await form.getByRole("button", { name: "Enregistrer dans À identifier" }).click();
  await expect(form.getByRole("status")).toContainText("Commande Temu enregistrée dans");

  // The client claims it with the order number typed loosely (their Ma boîte page sends this call).
  const api = await apiAs(client);
  try {
    const claim = await api.post("/api/shop-orders/claims", {
      headers: { Origin: APP_URL },
      data: { number: orderNumber.toLowerCase().replace("-", " ") },
    });
    expect(claim.status(), await claim.text()).toBe(200);
  } finally {
    await api.dispose();
  }

  await main.getByRole("tab", { name: "À identifier" }).click();
  const list = main.getByRole("region", { name: "À identifier" });
  const card = list.getByRole("listitem").filter({ hasText: tracking });
  await expect(card.getByText("Kodjo Réclame")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("a-identifier.png"), fullPage: true });
  await card.getByRole("button", { name: "Confirmer : c'est sa commande".replace(" :", "\u00a0:") }).click();
  await expect(list.getByText(tracking)).toHaveCount(0);

  await main.getByRole("tab", { name: "Recevoir" }).click();
  const recent = main.getByRole("region", { name: "Reçues récemment" });
  await expect(
    recent.getByRole("listitem").filter({ hasText: tracking }).getByText("Kodjo Réclame"),
  ).toBeVisible();
  await expect
    .poll(
      async () => {
        const mailbox = await (await page.request.get(`${APP_URL}/dev/mailbox`)).text();
        return mailbox
          .split("<article>")
          .some((part) => part.includes("Votre commande Temu est arrivée") && part.includes(client.email));
      },
      { timeout: budget(20_000) },
    )
    .toBe(true);
});
