import {
  APP_URL,
  DESKTOP_ONLY_NOTE,
  openLinkFromMailbox,
  SUBJECTS,
  screenshotBothSizes,
  signIn,
  signOut,
  signUpConfirmed,
  uniqueEmail,
} from "./accounts-helpers";
import { expect, test } from "./fixtures";

test.skip(({ isMobile }) => isMobile, DESKTOP_ONLY_NOTE);

const NEW_PASSWORD = "Fleuve-Mono-2027";

test("forgot password, open the reset link from the mailbox, reset, sign in with the new password", async ({
  page,
}) => {
  // The page's clock is the test's: timed messages are checked by moving it, not by waiting.
  await page.clock.install();
  const email = uniqueEmail("oubli");
  const main = page.getByRole("main");

  // A confirmed customer: sign up, then confirm (the link signs in) and sign out.
  await signUpConfirmed(page, email);
  await signOut(page);

  await page.goto("/login");
  await main.getByRole("button", { name: "Mot de passe oublié ?" }).click();
  await main.getByLabel("Adresse e-mail", { exact: true }).fill(email);
  await main.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(main.getByRole("status")).toContainText("Un lien de réinitialisation a été envoyé.");
  // The view closes by itself after 3 seconds (docs/product/accounts.md#password-reset).
  await page.clock.runFor(3000);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Connexion");

  await openLinkFromMailbox(page, email, SUBJECTS.reset);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Réinitialiser le mot de passe");
  await screenshotBothSizes(page, "reset-password");
  await main.getByLabel("Nouveau mot de passe", { exact: true }).fill(NEW_PASSWORD);
  await main.getByLabel("Confirmer le nouveau mot de passe", { exact: true }).fill(NEW_PASSWORD);
  await main.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(main.getByRole("status")).toContainText("Votre mot de passe a été modifié.");

  await main.getByRole("link", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(`${APP_URL}/login`);
  await signIn(page, email, NEW_PASSWORD);
  // A customer who signs in on /login goes home (docs/product/accounts.md#sign-in).
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByRole("banner").getByRole("button", { name: "Déconnexion" })).toBeVisible();
  await signOut(page);
});
