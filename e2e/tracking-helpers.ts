import { expect, type Page } from "@playwright/test";
import type { ParcelList, ParcelSummary } from "#shared/tracking/tracking-schemas";
import { signInByApi } from "./accounts-helpers";
import type { Account } from "./own-data";
import { budget } from "./slowdown";

/**
 * Opens /tracking as `client`, signed in through the API (the login screen shown in place is the
 * accounts specs'; decision 075).
 */
export async function openTrackingAs(page: Page, client: Account, path = "/tracking"): Promise<void> {
  await signInByApi(page.request, client);
  await page.goto(path);
  // A page load's budget, as signIn gives the login screen: the page is a lazy chunk (accounts-helpers.ts).
  await expect(page.getByRole("heading", { level: 1, name: "Mes Colis" })).toBeVisible({
    timeout: budget(15_000),
  });
}

/** The signed-in client's parcels and counts as the API gives them, with the page's cookies. */
export async function clientParcels(
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
  if (!found) throw new Error("no seeded parcel matches");
  return found;
}
