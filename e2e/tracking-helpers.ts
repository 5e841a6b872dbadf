import { expect, type Page } from "@playwright/test";
import type { ParcelList, ParcelSummary } from "#shared/tracking/tracking-schemas";
import { signIn } from "./accounts-helpers";
import { DEMO_CLIENT } from "./public-helpers";

/** Opens /tracking as the demo client (seeded with parcels in every state, demo-parcels.ts). */
export async function openTrackingAsDemoClient(page: Page, path = "/tracking"): Promise<void> {
  await page.goto(path);
  await signIn(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await expect(page.getByRole("heading", { level: 1, name: "Mes Colis" })).toBeVisible();
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
