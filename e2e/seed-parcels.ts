import { type APIRequestContext, expect } from "@playwright/test";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import type { OfferedDatesResponse } from "#shared/parcels/request-api";
import { ADMIN_TRANSITIONS } from "#shared/parcels/transitions";
import type { ParcelSummary } from "#shared/tracking/tracking-schemas";
import { APP_URL } from "./accounts-helpers";
import { type Account, apiAs, carrier, newClient } from "./own-data";
import { E2E_CONTENTS, recipientFields } from "./request-helpers";

/**
 * Parcels seeded through the API for a journey's own client, moved by its worker's carrier through the
 * calls the parcel dialog makes (their own journeys are admin-parcels.spec.ts and departure-journey.spec.ts).
 */
/** `reference`: the short one a person reads (CLB-4K7P-03), the payment reference. */
export type SeededParcel = { id: string; reference: string; name: string; description: string };

/** How far the carrier takes a seeded parcel: each step is the one after the previous. */
export type SeedState =
  | "pending"
  | "accepted"
  | "received"
  | "in_transit"
  | "in_delivery"
  | "delivered"
  | "rejected";

type ParcelSeed = {
  description: string;
  weightKg: number;
  fromCountry?: string;
  toCountry?: string;
  /** Left out: the first date the route offers. */
  date?: string;
  state?: SeedState;
  /** Where the carrier says the parcel is when it leaves for the airport. */
  inTransitLocation?: string;
};

/** The note the parcel dialog prefills for a move, which the carrier usually keeps. */
const prefilledNote = (to: SeedState) => ADMIN_TRANSITIONS.find((rule) => rule.to === to)?.note;

async function post(api: APIRequestContext, path: string, data: unknown, expected = [200, 201]) {
  const response = await api.post(path, { headers: { Origin: APP_URL }, data });
  expect(expected, `${path}: ${await response.text()}`).toContain(response.status());
  return response;
}

/**
 * The date seeded parcels take: the first without a capacity that has a drop-off place (the demo's third
 * Paris → Lomé departure), so that the suite's many parcels never fill a departure whose kilos left a
 * journey reads; the first offered date on a route without such a date.
 */
export async function seedDate(
  api: APIRequestContext,
  fromCountry = "FR",
  toCountry = "TG",
): Promise<string> {
  const response = await api.get(`/api/available-dates?from=${fromCountry}&to=${toCountry}`);
  expect(response.ok()).toBe(true);
  const { dates } = (await response.json()) as OfferedDatesResponse;
  const date = dates.find((d) => d.remainingGrams === null && d.dropoffPlace !== null) ?? dates[0];
  if (!date) throw new Error(`no date offered from ${fromCountry} to ${toCountry}`);
  return date.date;
}

/** A dated request of `client`, as the wizard sends it. */
export async function requestParcel(clientApi: APIRequestContext, seed: ParcelSeed): Promise<SeededParcel> {
  const { description, weightKg, fromCountry = "FR", toCountry = "TG" } = seed;
  const date = seed.date ?? (await seedDate(clientApi, fromCountry, toCountry));
  const created = await clientApi.post("/api/parcels", {
    headers: { Origin: APP_URL, "Idempotency-Key": `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
    data: {
      description,
      fromCountry,
      toCountry,
      weightKg,
      preferredDate: date,
      ...(await recipientFields(clientApi)),
      contents: E2E_CONTENTS,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, reference } = (await created.json()) as { id: string; reference: string };
  return { id, reference, description, name: parcelHumanName({ description, fromCountry, toCountry }) };
}

/**
 * Takes a pending, unpaid parcel to `state` through the carrier's calls, step by step, each with the
 * note the dialog prefills (the public history shows it).
 */
export async function moveParcelTo(
  carrierApi: APIRequestContext,
  clientApi: APIRequestContext,
  parcel: { id: string; weightKg: number; inTransitLocation?: string },
  state: SeedState,
): Promise<void> {
  const path = (action: string) => `/api/admin/parcels/${parcel.id}/${action}`;
  if (state === "pending") return;
  if (state === "rejected") {
    await post(carrierApi, path("status"), {
      expectedStatus: "pending",
      to: "rejected",
      note: prefilledNote("rejected"),
    });
    return;
  }
  await post(carrierApi, path("mark-paid"), { expectedStatus: "pending", confirmed: true });
  const steps: { to: SeedState; data: Record<string, unknown> }[] = [
    { to: "received", data: { location: "Paris", weighIn: { weightKg: parcel.weightKg } } },
    { to: "in_transit", data: { location: parcel.inTransitLocation ?? "Aéroport Paris-CDG" } },
    { to: "in_delivery", data: { location: "Lomé" } },
  ];
  let from: SeedState = "accepted";
  for (const step of [...steps, { to: "delivered" as const, data: {} }]) {
    if (from === state) return;
    if (step.to === "delivered") {
      const code = await collectionCode(clientApi, parcel.id);
      await post(carrierApi, path("handover"), {
        expectedStatus: "in_delivery",
        method: "code",
        code,
        note: prefilledNote("delivered"),
      });
      return;
    }
    await post(carrierApi, path("status"), {
      expectedStatus: from,
      to: step.to,
      note: prefilledNote(step.to),
      ...step.data,
    });
    from = step.to;
  }
}

/** The parcel's collection code, as its owner reads it (GET /api/parcels/:id). */
async function collectionCode(clientApi: APIRequestContext, id: string): Promise<string> {
  const response = await clientApi.get(`/api/parcels/${encodeURIComponent(id)}`);
  expect(response.ok()).toBe(true);
  const { parcel } = (await response.json()) as { parcel: { collectionCode: string | null } };
  expect(parcel.collectionCode, "code de retrait du colis").toMatch(/^\d{6}$/);
  return parcel.collectionCode ?? "";
}

/** Requests `client`'s parcels and has the worker's carrier take each to its state. */
export async function seedParcels(client: Account, seeds: ParcelSeed[]): Promise<SeededParcel[]> {
  const clientApi = await apiAs(client);
  const carrierApi = await apiAs(await carrier());
  try {
    const made: SeededParcel[] = [];
    for (const seed of seeds) {
      const parcel = await requestParcel(clientApi, seed);
      await moveParcelTo(carrierApi, clientApi, { ...seed, id: parcel.id }, seed.state ?? "pending");
      made.push(parcel);
    }
    return made;
  } finally {
    await Promise.all([clientApi.dispose(), carrierApi.dispose()]);
  }
}

/**
 * A client of the test's own with a parcel in every state the tracking screen shows, as the demo
 * account has them (one waiting for a date, one refused, two delivered…): six active (a refused
 * request stays there), two in the history. Returns the account and its parcels as the API lists them.
 */
export async function newClientWithParcels(): Promise<{ client: Account; parcels: ParcelSummary[] }> {
  const client = await newClient("suivi", "Awa Suivi");
  await seedParcels(client, [
    { description: "Vêtements et chaussures pour la famille", weightKg: 8.5 },
    { description: "Ordinateur portable reconditionné", weightKg: 3.2, state: "accepted" },
    { description: "Livres et cahiers pour l'école", weightKg: 4, state: "received" },
    { description: "Médicaments et produits de soin", weightKg: 2, state: "in_transit" },
    { description: "Colis de tissus wax", weightKg: 15, state: "rejected" },
    { description: "Téléphone et accessoires", weightKg: 1.5, state: "delivered" },
    { description: "Épices et beurre de karité", weightKg: 1, state: "delivered" },
  ]);
  const api = await apiAs(client);
  try {
    // A request waiting for a date, on a route no journey publishes a date on (Lomé → Belgique).
    await post(api, "/api/parcels/notification-requests", {
      description: "Pièces détachées de moto",
      fromCountry: "TG",
      toCountry: "BE",
      weightKg: 12,
      ...(await recipientFields(api)),
    });
    const response = await api.get("/api/parcels?limit=100");
    expect(response.ok()).toBe(true);
    const { parcels } = (await response.json()) as { parcels: ParcelSummary[] };
    expect(parcels).toHaveLength(8);
    return { client, parcels };
  } finally {
    await api.dispose();
  }
}
