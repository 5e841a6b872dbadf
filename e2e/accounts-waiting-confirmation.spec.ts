import {
  APP_URL,
  DESKTOP_ONLY_NOTE,
  PASSWORD,
  SUBJECTS,
  screenshotBothSizes,
  signIn,
  signUp,
  uniqueEmail,
} from "./accounts-helpers";
import { expect, test } from "./fixtures";

test.skip(({ isMobile }) => isMobile, DESKTOP_ONLY_NOTE);

test("an unconfirmed customer is sent to /waiting-confirmation, can resend the e-mail and sign out", async ({
  page,
}) => {
  const email = uniqueEmail("attente");
  const main = page.getByRole("main");

  await signUp(page, email);
  // example.com is no webmail: the button opens the device's mail app.
  await expect(main.getByRole("link", { name: "Ouvrir ma boîte mail" })).toHaveAttribute("href", "mailto:");
  await screenshotBothSizes(page, "registration-notice");

  // "Se connecter" on the notice: the login view, with the address already filled in.
  await main.getByRole("button", { name: "Se connecter" }).click();
  await expect(main.getByLabel("Adresse e-mail", { exact: true })).toHaveValue(email);
  await signIn(page, email, PASSWORD);

  await expect(page).toHaveURL(`${APP_URL}/waiting-confirmation`);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Vérifiez votre adresse e-mail");
  await expect(main.getByText(email, { exact: true })).toBeVisible();

  // Private pages send an unconfirmed customer back here (docs/product/accounts.md#waiting-confirmation).
  await page.goto("/tracking");
  await expect(page).toHaveURL(`${APP_URL}/waiting-confirmation`);

  await main.getByRole("button", { name: "Renvoyer l'e-mail de confirmation" }).click();
  await expect(main.getByRole("status")).toContainText("Un nouvel e-mail de confirmation vous a été envoyé.");
  await screenshotBothSizes(page, "waiting-confirmation");

  await page.goto("/dev/mailbox");
  const confirmations = page
    .locator("article")
    .filter({ hasText: email })
    .filter({ has: page.getByRole("heading", { name: SUBJECTS.confirm }) });
  await expect(confirmations).toHaveCount(2);

  await page.goto("/waiting-confirmation");
  await main.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Se connecter" })).toBeVisible();
});
