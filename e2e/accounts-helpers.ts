import { mkdir } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { budget } from "./slowdown";

/** The server's PUBLIC_URL and the tests' baseURL (playwright.config.ts): e-mail links point there. */
export const APP_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/**
 * Whole account journeys are long: they run once, in the desktop project, and take their phone-size
 * screenshots by resizing the window.
 */
export const DESKTOP_ONLY_NOTE = "whole journey: runs once (desktop), screenshots at both sizes";

/** Long and uncommon enough for the password policy (docs/product/accounts.md#password-rules). */
export const PASSWORD = "Baobab-Lome-2026";

export const SUBJECTS = {
  confirm: "Confirmez votre adresse e-mail — Colibri",
  reset: "Réinitialisation de votre mot de passe — Colibri",
} as const;

/** A fresh address per test and per run: the e-mail outbox and the accounts outlive a test. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 10_000)}@example.com`;
}

export async function signUp(page: Page, email: string, password = PASSWORD, name?: string): Promise<void> {
  await page.goto("/login?view=sign-up");
  const main = page.getByRole("main");
  if (name !== undefined) await main.getByLabel("Nom complet (facultatif)").fill(name);
  await main.getByLabel("Adresse e-mail", { exact: true }).fill(email);
  await main.getByLabel("Mot de passe", { exact: true }).fill(password);
  await main.getByLabel("Confirmer le mot de passe", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Compte créé" })).toBeVisible();
}

/**
 * A new customer of the test's own, signed in at home: the sign-up form's call, then the confirmation
 * link of the e-mail opened in the page. Seeded through the API, since the journeys using it are about
 * what comes after; the form and the mailbox page themselves are accounts-sign-up.spec.ts's (decision 075).
 */
export async function signUpConfirmed(page: Page, email: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { Origin: APP_URL },
    data: { email, password, confirmPassword: password },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(await linkFromMailbox(page.request, email, SUBJECTS.confirm));
  await expect(page).toHaveURL(`${APP_URL}/?confirmed=1`);
}

/** The first link of the newest e-mail with that subject sent to that address, read from /dev/mailbox. */
export async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<string> {
  const html = await (await request.get("/dev/mailbox")).text();
  const escaped = (text: string) =>
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#39;");
  const article = html
    .split("<article>")
    .find(
      (part) =>
        part.includes(`<h2>${escaped(subject)}</h2>`) && part.includes(`<strong>${escaped(to)}</strong>`),
    );
  const href = article?.match(/<a href="([^"]+)"/)?.[1];
  if (!href) throw new Error(`no e-mail « ${subject} » to ${to} in /dev/mailbox`);
  return href
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * Signs in through the login form's call, without the form: the cookie lands in the context of
 * `request` (a page's `page.request`, a context's `context.request`). For journeys about what comes
 * after signing in; the form itself is the accounts specs' (decision 075).
 */
export async function signInByApi(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
): Promise<void> {
  const response = await request.post("/api/auth/sign-in/email", {
    headers: { Origin: APP_URL },
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills the login screen shown in the page (on /login or in place of a private page). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole("main");
  // Right after a navigation in a fresh context: the login screen is a lazy chunk behind four levels of
  // imports, which a busy two-core machine took over 5 s to show (seen twice, the page still on
  // 'Chargement…' with every request answered). A page load's budget, not an assertion's.
  await expect(main.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible({
    timeout: budget(15_000),
  });
  await main.getByLabel("Adresse e-mail", { exact: true }).fill(email);
  await main.getByLabel("Mot de passe", { exact: true }).fill(password);
  // Wait for the server's answer: a caller that navigates at once would otherwise abort the request
  // before the session cookie is set (a flaky failure seen in CI).
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/auth/sign-in/email") && response.request().method() === "POST",
  );
  await main.getByRole("button", { name: "Se connecter" }).click();
  await answered;
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Se connecter" })).toBeVisible();
}

/** Opens, as a person would, the link of the newest e-mail with that subject sent to that address. */
export async function openLinkFromMailbox(page: Page, to: string, subject: string): Promise<void> {
  await page.goto("/dev/mailbox");
  const message = page
    .locator("article")
    .filter({ hasText: to })
    .filter({ has: page.getByRole("heading", { name: subject }) })
    .first();
  await message.getByRole("link").first().click();
}

/**
 * A page wider than the window scrolls sideways on a phone, and a box with overflow hidden cuts its
 * content off instead: both are layout bugs (the first waiting page cut its title and buttons).
 */
export async function expectNoHorizontalOverflow(page: Page, label: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push("page");
    for (const element of document.querySelectorAll<HTMLElement>("main *")) {
      // Screen-reader-only text is clipped to one pixel on purpose.
      if (element.matches("input, textarea, select, .sr-only")) continue;
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === "hidden" || overflowX === "clip") && element.scrollWidth > element.clientWidth + 1) {
        found.push(`<${element.tagName.toLowerCase()} class="${element.className}">`);
      }
    }
    return found;
  });
  expect(problems, `${label} déborde horizontalement`).toEqual([]);
}

export const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Pictures of long journeys, to look at, kept out of the repository. */
export const SHOTS = "/tmp/shots";

/** Another person's window in a journey: its own cookies, desktop size, French, in Paris. */
export function newPersonContext(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext({
    baseURL: APP_URL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    viewport: SIZES.desktop,
    ...options,
  });
}

/** Brings the element to the top of the window, below the sticky header (inside a dialog: to its middle). */
function scrollBelowHeader(element: Element) {
  if (element.closest("[role=dialog]")) return element.scrollIntoView({ block: "center" });
  const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0;
  window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - header - 16);
}

type ShotOptions = {
  /** The whole page rather than the window. */
  fullPage?: boolean;
  /** Scrolled to, below the header, before each picture. */
  focus?: Locator;
  /** Where the pictures go: /tmp/shots, or the repository's screenshots/. */
  folder?: string;
};

/**
 * The same picture at desktop and phone size, the page checked for sideways overflow at each, then
 * back to the project's size.
 */
export async function shotBothSizes(page: Page, name: string, options: ShotOptions = {}): Promise<void> {
  const { fullPage = false, focus, folder = SHOTS } = options;
  const original = page.viewportSize();
  await mkdir(folder, { recursive: true });
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await expectNoHorizontalOverflow(page, `${name}-${size}`);
    if (focus) await focus.evaluate(scrollBelowHeader);
    await page.screenshot({ path: `${folder}/${name}-${size}.png`, fullPage });
  }
  if (original) await page.setViewportSize(original);
}

/** Full-page pictures at both sizes in screenshots/ (see SIGN_IN_BUDGET_NOTE). */
export const screenshotBothSizes = (page: Page, name: string) =>
  shotBothSizes(page, name, { fullPage: true, folder: "screenshots" });

/** One full-page picture named after the project (desktop or phone). */
export async function screenshot(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  await expectNoHorizontalOverflow(page, name);
  await page.screenshot({ path: `screenshots/${name}-${testInfo.project.name}.png`, fullPage: true });
}

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(results.violations, label).toEqual([]);
}
