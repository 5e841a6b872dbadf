import { APP_URL, expectNoAxeViolations, screenshot } from "./accounts-helpers";
import { expect, test } from "./fixtures";

// Everything here stays in the browser (validation on submit): no account is created or signed in.
test.describe("login screen", () => {
  test("login, sign-up and forgot-password views, with pictures and accessibility checks", async ({
    page,
  }, testInfo) => {
    await page.goto("/login");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Connexion");
    await expect(main.getByLabel("Adresse e-mail", { exact: true })).toHaveAttribute("autocomplete", "email");
    await expect(main.getByLabel("Mot de passe", { exact: true })).toHaveAttribute(
      "autocomplete",
      "current-password",
    );
    await expect(main.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
    await screenshot(page, "login", testInfo);
    await expectNoAxeViolations(page, "connexion");

    await main.getByRole("button", { name: "Créer un compte" }).click();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Créer un compte");
    await expect(main.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(main.getByLabel("Confirmer le mot de passe", { exact: true })).toHaveAttribute(
      "autocomplete",
      "new-password",
    );
    await expect(main.getByRole("link", { name: "Politique de confidentialité" })).toHaveAttribute(
      "href",
      "/confidentialite",
    );
    await screenshot(page, "sign-up", testInfo);
    await expectNoAxeViolations(page, "création de compte");

    await main.getByRole("button", { name: "Créer mon compte" }).click();
    const email = main.getByLabel("Adresse e-mail", { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("L'e-mail est requis");
    await expect(main.getByLabel("Mot de passe", { exact: true })).toHaveAccessibleDescription(
      /Le mot de passe doit contenir au moins 8 caractères/,
    );
    await screenshot(page, "sign-up-errors", testInfo);

    await email.fill("ama@example.com");
    await main.getByLabel("Mot de passe", { exact: true }).fill("Baobab-Lome-2026");
    await main.getByLabel("Confirmer le mot de passe", { exact: true }).fill("Baobab-Lome-2027");
    await main.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(main.getByLabel("Confirmer le mot de passe", { exact: true })).toHaveAccessibleDescription(
      "Les mots de passe ne correspondent pas",
    );

    // Back to login: the address typed once follows.
    await main.getByRole("button", { name: "Se connecter" }).click();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Connexion");
    await expect(email).toHaveValue("ama@example.com");

    await main.getByRole("button", { name: "Mot de passe oublié ?" }).click();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Mot de passe oublié");
    await expect(email).toHaveValue("ama@example.com");
    await screenshot(page, "forgot-password", testInfo);
    await email.fill("pas-une-adresse");
    await main.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(email).toHaveAccessibleDescription("Format d'email invalide");
    await expectNoAxeViolations(page, "mot de passe oublié");

    await main.getByRole("button", { name: "Retour à la connexion" }).click();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Connexion");

    await main.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(`${APP_URL}/`);
  });

  test("the password can be shown while typing", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByRole("main").getByLabel("Mot de passe", { exact: true });
    await password.fill("secret-phrase");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Afficher le mot de passe" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Masquer le mot de passe" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});
