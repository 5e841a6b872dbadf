/**
 * The addresses of the API reads that a signed-in page makes first. The client's queries build them
 * here, and the server announces the same ones in the page's HTML so that the browser starts them
 * with the code (signed-in-pages.ts, decision 077): one character apart and the preload is wasted.
 */

export const SESSION_PATH = "/api/accounts/me";
export const PUBLIC_CONFIG_PATH = "/api/config";
export const ADMIN_STATISTICS_PATH = "/api/admin/statistics";

/** One page of a tab of Mes Colis (GET /api/parcels). */
export function parcelListPath(tab: string, search = "", cursor: string | null = null): string {
  const params = new URLSearchParams({ tab });
  if (search) params.set("q", search);
  if (cursor) params.set("cursor", cursor);
  return `/api/parcels?${params}`;
}

/** One parcel with its history (the detail panel). */
export const parcelDetailPath = (id: string) => `/api/parcels/${encodeURIComponent(id)}`;

/** The transport dates offered on a route (the wizard's first step). */
export const offeredDatesPath = (from: string, to: string) =>
  `/api/available-dates?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
