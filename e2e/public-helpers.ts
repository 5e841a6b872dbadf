import { expect, type Locator, type Page } from "@playwright/test";

/** The development defaults of the settings (src/server/config/config.ts), as GET /api/config gives them. */
export const DEV_BUSINESS = {
  supportWhatsappDigits: "22890000001",
  supportEmail: "support@colibri.example",
  partnerAddressFirstLine: "Colibri Réception (démo)",
};

export type PublicPage = {
  /** Screenshot name: screenshots/public-<name>-<project>.png */
  name: string;
  path: string;
  h1: string;
  /** The visitor menu's entry for the page, when it has one. */
  menuLabel?: string;
  /** Texts that must be on screen (docs/product/public-site.md). */
  texts: string[];
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    name: "home",
    path: "/",
    h1: "Vos colis de la France vers le Togo, en toute confiance",
    menuLabel: "Accueil",
    texts: [
      "Tarif unique : 12€/kg",
      "Transport international",
      "Une personne de confiance",
      "Suivi personnalisé",
      "Prix transparent",
      "Nouveau Service",
      "Ils nous font confiance",
      // Not Paris → Lomé: the hero's decorative tracking card, hidden on phones, shows it first.
      "Lyon → Lomé",
    ],
  },
  {
    name: "services",
    path: "/services",
    h1: "Nos services",
    menuLabel: "Services",
    texts: [
      "Comment ça marche",
      "Votre demande",
      "La date de transport",
      "Le paiement",
      "Le dépôt",
      "Le transport",
      "La livraison",
      "Un tarif unique au kilo",
      "Ce que vous pouvez envoyer",
      "Ce qui est interdit",
      "Assurance incluse",
      "Délais de livraison",
    ],
  },
  {
    name: "partner-sites",
    path: "/nos-sites-partenaires",
    h1: "Nos sites partenaires",
    menuLabel: "Nos sites partenaires",
    texts: ["Nouveau Service", "Amazon", "Shein", "Temu", "Comment ça marche", "Notre adresse de livraison"],
  },
  {
    name: "contact-support",
    path: "/contact-support",
    h1: "Contact & Support",
    menuLabel: "Contact & Support",
    texts: [
      "Réponse en moins de 30 minutes",
      "Assistance 24 h/24, 7 j/7",
      "WhatsApp",
      "Horaires du support",
      "Heure de Paris",
      "Nos adresses de réception",
      "En France",
      "Au Togo",
      "Questions fréquentes",
    ],
  },
  {
    name: "privacy",
    path: "/confidentialite",
    h1: "Politique de confidentialité",
    texts: [
      "Les données que nous collectons",
      "Pourquoi nous les utilisons",
      "Combien de temps nous les gardons",
      "Qui peut les voir",
      "Vos droits",
      "Comment les exercer",
      "Votre droit de réclamation",
    ],
  },
];

/** Intl writes amounts with no-break spaces (U+00A0, U+202F): compare them as plain spaces. */
export function plain(text: string | null): string {
  return (text ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");
}

export async function expectPlainText(locator: Locator, expected: string): Promise<void> {
  await expect.poll(async () => plain(await locator.textContent())).toContain(expected);
}

/** Business details arrive from /api/config; the footer's support link shows they are there. */
export async function waitForConfig(page: Page): Promise<void> {
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /support@/ })).toBeVisible();
}

/**
 * Waits until the page is interactive. Public pages arrive prerendered: they show before React has
 * hydrated them, and a click or a keystroke that early does nothing. `<html data-hydrated>` is set on
 * every path: by a public page once its islands have committed — for a visitor, or once the session
 * read passed its time limit (src/client/public/public-main.tsx) — and by the app from inside the
 * page's own Suspense boundary (src/client/app/layout/hydration-marker.tsx), so that it appears once
 * the page itself, not only the app's root, is React's: a signed-in user's public page, every other page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Opens a page and waits until it is interactive. Not for the session read's answer: a public page's
 * islands hydrate without it once it is late (e2e/public-slow-phone.spec.ts holds it), and when it
 * came in time the mark already says it did.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
