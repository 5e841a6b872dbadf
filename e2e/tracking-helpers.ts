import { expect, type Page } from "@playwright/test";
import type { ParcelList, ParcelSummary } from "#shared/tracking/tracking-schemas";
import { signInByApi } from "./accounts-helpers";
import { DEMO_CLIENT } from "./public-helpers";

/**
 * Opens /tracking as the demo client (seeded with parcels in every state, demo-parcels.ts), signed in
 * through the API (the login screen shown in place is the accounts specs'; decision 075).
 */
export async function openTrackingAsDemoClient(page: Page, path = "/tracking"): Promise<void> {
  await signInByApi(page.request, DEMO_CLIENT);
  await page.goto(path);
  // A page load's budget, as signIn gives the login screen: the page is a lazy chunk (accounts-helpers.ts).
  await expect(page.getByRole("heading", { level: 1, name: "Mes Colis" })).toBeVisible({ timeout: 15_000 });
}

/**
 * The demo client's parcels as the API gives them, with the page's cookies. Other specs may add
 * parcels to the demo account: expected counts come from here rather than being written down.
 */
export async function demoClientParcels(
  page: Page,
): Promise<{ parcels: ParcelSummary[]; counts: ParcelList["counts"] }> {
  const response = await page.request.get("/api/parcels?limit=100");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as ParcelList;
  return { parcels: body.parcels, counts: body.counts };
}

export function parcelWith(
  parcels: ParcelSummary[],
  match: (parcel: ParcelSummary) => boolean,
): ParcelSummary {
  const found = parcels.find(match);
  if (!found) throw new Error("no demo parcel matches");
  return found;
}
