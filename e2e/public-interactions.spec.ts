import { APP_URL, signIn } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { newClient } from "./own-data";
import { DEV_BUSINESS, expectPlainText, gotoHydrated, plain, waitForConfig } from "./public-helpers";

test.describe("home", () => {
  test("a visitor's buttons lead to login and sign-up; the banner to the partner sites", async ({ page }) => {
    await gotoHydrated(page, "/");
    const main = page.getByRole("main");
    // The tagline's pill holds both tariffs.
    await expectPlainText(main.getByText("Tarif unique : 12€/kg").locator(".."), "7 860 FCFA/kg");
    await expect(main.getByRole("link", { name: "Commencer Maintenant" })).toHaveAttribute("href", "/login");
    await expect(main.getByRole("link", { name: "Créer un Compte Gratuit" })).toHaveAttribute(
      "href",
      "/login?view=sign-up",
    );
    // Three testimonials, five stars each, with a route.
    await expect(main.getByRole("img", { name: "5 étoiles sur 5" })).toHaveCount(3);
    await expect(main.getByRole("figure")).toHaveCount(3);
    for (const figure of await main.getByRole("figure").all()) await expect(figure).toContainText("→");

    await main.getByRole("link", { name: "Voir nos sites partenaires" }).click();
    await expect(page).toHaveURL(/\/nos-sites-partenaires$/);
  });

  test("a signed-in customer gets 'Nouvelle Demande' and 'Faire une Demande'", async ({ page, isMobile }) => {
    test.skip(isMobile, "the session part is the same at both sizes");
    const client = await newClient("accueil-connecte");
    await gotoHydrated(page, "/login");
    await signIn(page, client.email, client.password);
    await expect(page).toHaveURL(`${APP_URL}/`);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Nouvelle Demande" })).toHaveAttribute("href", "/request");
    await expect(main.getByRole("link", { name: "Faire une Demande" })).toHaveAttribute("href", "/request");
    await expect(main.getByRole("link", { name: "Commencer Maintenant" })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Créer un Compte Gratuit" })).toHaveCount(0);
  });

  test("the price banner's link lands on the services calculator", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "Calculer le prix de mon colis" }).click();
    await expect(page).toHaveURL(/\/services#calculateur$/);
    await expect(page.getByLabel("Poids du colis (kg)")).toBeInViewport();
  });
});

test("services: the calculator prices 2,35 kg at 28,20 € and 18 471 FCFA", async ({ page }) => {
  await gotoHydrated(page, "/services");
  await waitForConfig(page);
  await expect(page.getByRole("link", { name: "Commencer Maintenant" })).toHaveAttribute("href", "/login");
  const weight = page.getByLabel("Poids du colis (kg)");
  await expect(weight).toHaveAttribute("step", "0.1");
  await weight.fill("2.35");
  const result = page.locator("output");
  await expectPlainText(result, "28,20 €");
  await expectPlainText(result, "18 471 FCFA");

  await weight.fill("");
  await expect(result).toHaveText("Indiquez un poids pour voir le prix.");
});

test.describe("partner sites", () => {
  test("every shop link opens in a new tab without giving it our page", async ({ page }) => {
    await gotoHydrated(page, "/nos-sites-partenaires");
    const main = page.getByRole("main");
    const links = main.getByRole("link", { name: /Lien partenaire|Site officiel/ });
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(main.getByRole("link", { name: /Amazon : Lien partenaire/ })).toHaveAttribute(
      "href",
      /amazon\.fr\/\?tag=/,
    );
    await expect(main.getByRole("link", { name: /Amazon : Site officiel/ })).toHaveAttribute(
      "href",
      "https://www.amazon.fr",
    );
    await expect(main.getByRole("link", { name: /Shein : / })).toHaveCount(1);
    await expect(main.getByRole("link", { name: /Temu : / })).toHaveCount(1);
    await expect(main.getByRole("heading", { name: "Comment ça marche" })).toBeVisible();
    await expect(main.locator("ol").first().locator(":scope > li")).toHaveCount(5);
  });

  test("the address box folds, and its copy button says 'Copié !' for 2 seconds", async ({
    page,
    isMobile,
  }) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: APP_URL });
    // The page's clock is the test's: 'Copié !' lasts 2 seconds of it, whatever the machine's load.
    await page.clock.install();
    await gotoHydrated(page, "/nos-sites-partenaires");
    const box = page.locator("details").filter({ hasText: "Notre adresse de livraison" });
    const toggle = box.locator("summary");
    const copy = page.getByRole("button", { name: "Copier l'adresse" });
    const copied = page.getByRole("button", { name: "Copié !" });
    // Open on large screens, folded on phones; either way it folds and unfolds.
    if (isMobile) {
      await expect(box).not.toHaveAttribute("open");
    } else {
      await expect(box).toHaveAttribute("open");
      await toggle.click();
      await expect(box).not.toHaveAttribute("open");
    }
    await expect(copy).toBeHidden();
    await toggle.click();
    await expect(box).toHaveAttribute("open");
    await expect(box.locator("address")).toContainText(DEV_BUSINESS.partnerAddressFirstLine);

    // Time stands still from here: only runFor moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await copy.click();
    await expect(copied).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toContain(DEV_BUSINESS.partnerAddressFirstLine);

    await page.clock.runFor(1999);
    await expect(copied).toBeVisible();
    await page.clock.runFor(1);
    await expect(copy).toBeVisible();
    await expect(copied).toHaveCount(0);
  });

  test("a refused clipboard changes nothing and logs nothing", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: {
          writeText: () => {
            document.documentElement.dataset.clipboardRefused = "true";
            return Promise.reject(new DOMException("refusé", "NotAllowedError"));
          },
        },
      });
    });
    await gotoHydrated(page, "/nos-sites-partenaires");
    await waitForConfig(page);
    const box = page.locator("details").filter({ hasText: "Notre adresse de livraison" });
    if ((await box.getAttribute("open")) === null) await box.locator("summary").click();
    await page.getByRole("button", { name: "Copier l'adresse" }).click();
    // The refusal has reached the page's code; a frame later, any update it caused would be drawn.
    await page.locator("html[data-clipboard-refused]").waitFor({ state: "attached" });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await expect(page.getByRole("button", { name: "Copier l'adresse" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Copié !" })).toHaveCount(0);
  });
});

test.describe("contact & support", () => {
  test("WhatsApp and e-mail links carry the support details and a French message", async ({ page }) => {
    await gotoHydrated(page, "/contact-support");
    const main = page.getByRole("main");
    const whatsapp = main.getByRole("link", { name: /Écrire sur WhatsApp/ });
    const href = await whatsapp.getAttribute("href");
    expect(href).toMatch(new RegExp(`^https://wa\\.me/${DEV_BUSINESS.supportWhatsappDigits}\\?text=`));
    expect(decodeURIComponent(href?.split("?text=")[1] ?? "")).toBe(
      "Bonjour Colibri, j'ai une question au sujet de l'envoi d'un colis.",
    );
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    await expect(main.getByRole("link", { name: "Envoyer un e-mail" })).toHaveAttribute(
      "href",
      `mailto:${DEV_BUSINESS.supportEmail}`,
    );
  });

  test("today's support hours are highlighted, in Paris time", async ({ page }) => {
    // Saturday 21 November 2026, 23:30 in Lomé (UTC) is already Sunday in Paris.
    await page.clock.setFixedTime(new Date("2026-11-21T23:30:00Z"));
    await gotoHydrated(page, "/contact-support");
    const hours = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: /^(Lun|Sam|Dim)/ });
    await expect(hours).toHaveCount(3);
    const today = page.locator('[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toContainText("Dim");
    await expect(today).toContainText("Aujourd'hui");
    expect(plain(await today.textContent())).toContain("Fermé");
  });

  test("the FAQ has at least 8 questions that open and close", async ({ page }) => {
    await gotoHydrated(page, "/contact-support");
    const questions = page.getByRole("main").locator("details summary");
    expect(await questions.count()).toBeGreaterThanOrEqual(8);
    for (const topic of [
      "coûte",
      "délais",
      "payer",
      "douane",
      "interdits",
      "suivre",
      "assuré",
      "partenaires",
    ]) {
      await expect(questions.filter({ hasText: topic })).toHaveCount(1);
    }
    const first = page.getByRole("main").locator("details").first();
    const answer = first.locator("p");
    await expect(answer).toBeHidden();
    await first.locator("summary").click();
    await expectPlainText(answer, "7 860 FCFA/kg");
    await first.locator("summary").click();
    await expect(answer).toBeHidden();
  });
});
