import { totpCode } from "#server/test/totp";
import {
  APP_URL,
  DESKTOP_ONLY_NOTE,
  expectNoAxeViolations,
  PASSWORD,
  screenshotBothSizes,
  signIn,
  signOut,
  signUpConfirmed,
  uniqueEmail,
} from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { budget } from "./slowdown";

test.skip(({ isMobile }) => isMobile, DESKTOP_ONLY_NOTE);
// The wrong code typed on purpose is refused with a 401, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

test("a client turns on two-step sign-in with an authenticator code computed here, then signs in with a code and with a backup code", async ({
  page,
}) => {
  // Three sign-ins and six screenshots: longer than the default 30 s on a slow machine.
  test.setTimeout(budget(120_000));
  const email = uniqueEmail("deux-etapes");
  const main = page.getByRole("main");
  await signUpConfirmed(page, email);

  await page.goto("/profile");
  const section = main.getByRole("region", { name: "Validation en deux étapes" });
  await expect(section.getByText("Désactivée")).toBeVisible();
  await section.getByRole("button", { name: "Activer la validation en deux étapes" }).click();
  await section.getByLabel("Mot de passe actuel").fill(PASSWORD);
  await section.getByRole("button", { name: "Continuer" }).click();

  // The QR code and the same key to type by hand; the key is what an app would read.
  await expect(
    section.getByAltText("QR code à scanner avec votre application d'authentification"),
  ).toBeVisible();
  const key = (await section.locator("p.font-mono").textContent()) ?? "";
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await expectNoAxeViolations(page, "mise en place de la validation en deux étapes");
  await screenshotBothSizes(page, "profile-two-factor-setup");

  await section.getByLabel("Code à 6 chiffres").fill(totpCode(key));
  await section.getByRole("button", { name: "Activer" }).click();
  const codes = section.getByRole("list", { name: "Codes de secours" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const backupCode = (await codes.first().textContent()) ?? "";
  await screenshotBothSizes(page, "profile-two-factor-codes");
  await section.getByRole("button", { name: "J'ai conservé mes codes" }).click();
  await expect(section.getByText("Activée", { exact: true })).toBeVisible();
  await expect(section.getByText("La validation en deux étapes est activée.")).toBeVisible();

  // The password alone no longer opens the account: the code step follows it.
  await signOut(page);
  await page.goto("/profile");
  await signIn(page, email, PASSWORD);
  await expect(main.getByRole("heading", { level: 1, name: "Validation en deux étapes" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Se connecter" })).toBeVisible();
  const wrongCode = totpCode(key) === "000000" ? "111111" : "000000";
  await main.getByLabel("Code à 6 chiffres").fill(wrongCode);
  await main.getByRole("button", { name: "Valider" }).click();
  await expect(main.getByRole("alert")).toContainText("Code incorrect");
  await screenshotBothSizes(page, "login-two-factor");
  await main.getByLabel("Code à 6 chiffres").fill(totpCode(key));
  await main.getByRole("button", { name: "Valider" }).click();
  // Signed in where they were, on the profile.
  await expect(main.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
  await expect(page).toHaveURL(`${APP_URL}/profile`);

  // A backup code works once instead of the app.
  await signOut(page);
  await page.goto("/profile");
  await signIn(page, email, PASSWORD);
  await main.getByRole("button", { name: "Utiliser un code de secours" }).click();
  await main.getByLabel("Code de secours").fill(backupCode);
  await main.getByRole("button", { name: "Valider" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
});
