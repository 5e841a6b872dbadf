import { PASSWORD_FROM_EMAIL_MESSAGE } from "#shared/guessable-passwords";
import {
  APP_URL,
  DESKTOP_ONLY_NOTE,
  expectNoAxeViolations,
  openLinkFromMailbox,
  PASSWORD,
  SUBJECTS,
  screenshotBothSizes,
  signIn,
  signOut,
  signUp,
  uniqueEmail,
} from "./accounts-helpers";
import { expect, test } from "./fixtures";

test.skip(({ isMobile }) => isMobile, DESKTOP_ONLY_NOTE);

const CLIENT_MENU = [
  "Accueil",
  "Nouvelle Demande",
  "Mes Colis",
  "Ma boîte",
  "Historique",
  "Nos sites partenaires",
  "Contact & Support",
  "Mon Profil",
];

test("sign up, confirm from the mailbox, sign out, sign in on /profile, change the name, sign out", async ({
  page,
}) => {
  // The page's clock is the test's: timed messages are checked by moving it, not by waiting.
  await page.clock.install();
  const email = uniqueEmail("inscription");
  const main = page.getByRole("main");
  const header = page.getByRole("banner");

  await signUp(page, email);
  await expect(main.getByText("Votre compte a bien été créé.")).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  // Still a visitor: the account is not signed in until the address is confirmed.
  await expect(header.getByRole("link", { name: "Se connecter" })).toBeVisible();

  await openLinkFromMailbox(page, email, SUBJECTS.confirm);
  await expect(page).toHaveURL(`${APP_URL}/?confirmed=1`);
  await expect(
    main.getByRole("status").filter({ hasText: "Votre adresse e-mail est confirmée. Bienvenue !" }),
  ).toBeVisible();
  // Signed in by the link, with the customer menu and the name from the address (docs/product/accounts.md#confirmation).
  await expect(page.getByRole("navigation", { name: "Menu principal" }).getByRole("link")).toHaveText(
    CLIENT_MENU,
  );
  await expect(header.getByText(email.split("@")[0] ?? "", { exact: true }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: "Nouvelle Demande" })).toBeVisible();

  // On a phone the name and the menu live behind the menu button.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const mobileMenu = page.getByRole("navigation", { name: "Menu mobile" });
  await expect(mobileMenu.getByRole("link")).toHaveText(CLIENT_MENU);
  await expect(mobileMenu.getByText(email.split("@")[0] ?? "", { exact: true })).toBeVisible();
  await page.screenshot({ path: "screenshots/menu-client-phone.png" });
  await page.getByRole("button", { name: "Fermer le menu" }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  await signOut(page);

  // A private page shows the login screen in place; after sign-in the user stays there.
  await page.goto("/profile");
  await signIn(page, email, PASSWORD);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Mon Profil");
  await expect(page).toHaveURL(`${APP_URL}/profile`);
  await expect(main.getByLabel("Nom complet")).toHaveValue(email.split("@")[0] ?? "");
  await expect(main.getByText("une nouvelle connexion peut vous être demandée")).toBeVisible();
  await screenshotBothSizes(page, "profile");
  await expectNoAxeViolations(page, "profil");

  await main.getByLabel("Nom complet").fill("Ama Mensah");
  await main.getByRole("button", { name: "Mettre à jour le nom" }).click();
  const success = main.getByRole("status").filter({ hasText: "Nom mis à jour avec succès" });
  await expect(success).toBeVisible();
  await expect(header.getByText("Ama Mensah", { exact: true }).first()).toBeVisible();
  // Profile messages clear after 3 seconds (docs/product/README.md#timings).
  await page.clock.runFor(3000);
  await expect(success).toBeHidden();

  // An empty name is refused next to the field, before any call.
  await main.getByLabel("Nom complet").fill("   ");
  await main.getByRole("button", { name: "Mettre à jour le nom" }).click();
  await expect(main.getByLabel("Nom complet")).toHaveAccessibleDescription("Le nom est requis");

  await signOut(page);
  await page.goto("/profile");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Connexion");
});

test("a name given at sign-up is shown once the address is confirmed, and greets in the e-mail", async ({
  page,
}) => {
  const email = uniqueEmail("inscription-nom");
  const name = `Ama Koffi ${email.split("-")[2]}`;
  await signUp(page, email, PASSWORD, `  ${name} `);
  // The confirmation e-mail, as the developer mailbox lists it, greets with the name given.
  const mailbox = await (await page.request.get("/dev/mailbox")).text();
  expect(mailbox).toContain(`Bonjour ${name},`);
  await openLinkFromMailbox(page, email, SUBJECTS.confirm);
  await expect(page).toHaveURL(`${APP_URL}/?confirmed=1`);
  await expect(page.getByRole("banner").getByText(name, { exact: true }).first()).toBeVisible();
});

test("a password built on the e-mail address is refused as such, by the form and by the server alike", async ({
  page,
}) => {
  const email = `koffi.lome-${Date.now() % 1_000_000}@example.com`;
  await page.goto("/login?view=sign-up");
  const main = page.getByRole("main");
  await main.getByLabel("Adresse e-mail", { exact: true }).fill(email);
  const password = main.getByLabel("Mot de passe", { exact: true });
  await password.fill("Koffi-Lome-2026!");
  await main.getByLabel("Confirmer le mot de passe", { exact: true }).fill("Koffi-Lome-2026!");
  await main.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(password).toHaveAccessibleDescription(PASSWORD_FROM_EMAIL_MESSAGE);
  await expect(password).toBeFocused();
  // From the top: a full-page picture of a scrolled page draws the sticky header halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothSizes(page, "sign-up-password-from-email");

  // The server says the same to a request that skips the form.
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { Origin: APP_URL },
    data: { email, password: "Koffi-Lome-2026!", confirmPassword: "Koffi-Lome-2026!" },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).fieldErrors.password).toBe(PASSWORD_FROM_EMAIL_MESSAGE);
});
