import { and, count, eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { newCollectionCode, newId, newTrackingCode } from "#server/db/ids";
import { departures, parcels, recipients, trackingEvents, users } from "#server/db/schema";
import { addDays, todayInParis } from "#shared/calendar";
import type { ParcelStatus } from "#shared/parcels/status";
import {
  ADMIN_TRANSITIONS,
  CREATION_NOTE,
  NOTIFICATION_REQUEST_NOTE,
  PAYMENT_VALIDATED_NOTE,
} from "#shared/parcels/transitions";
import { DEFAULT_TARIFF, kgToGrams, priceForWeight } from "#shared/pricing";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const noteFor = (to: ParcelStatus) => ADMIN_TRANSITIONS.find((rule) => rule.to === to)?.note ?? "";

export type Step = { status: ParcelStatus; note: string; location?: string; afterHours: number };

/**
 * The way a parcel usually goes, as admin transitions would record it
 * (docs/product/administration.md#transitions).
 */
const JOURNEY: Step[] = [
  { status: "pending", note: CREATION_NOTE, afterHours: 0 },
  { status: "accepted", note: PAYMENT_VALIDATED_NOTE, afterHours: 20 },
  { status: "received", note: noteFor("received"), location: "Paris", afterHours: 70 },
  { status: "in_transit", note: noteFor("in_transit"), location: "Aéroport Paris-CDG", afterHours: 100 },
  { status: "in_delivery", note: noteFor("in_delivery"), location: "Lomé", afterHours: 112 },
  { status: "delivered", note: noteFor("delivered"), location: "Lomé", afterHours: 118 },
];

export const journeyTo = (status: ParcelStatus) =>
  JOURNEY.slice(0, JOURNEY.findIndex((s) => s.status === status) + 1);

export type DemoParcel = {
  prefix: "pkg" | "notif";
  /** A fixed id, for parcels that journeys look up (the admin e2e); random otherwise. */
  id?: string;
  description: string;
  kg: number;
  from: string;
  to: string;
  paid: boolean;
  /** Days from today in Paris; null = no date (waiting for one). */
  dateInDays: number | null;
  createdDaysAgo: number;
  steps: Step[];
};

/** One parcel per state the tracking screen shows, so `npm start` looks like a real account. */
const DEMO_PARCELS: DemoParcel[] = [
  {
    prefix: "pkg",
    description: "Vêtements et chaussures pour la famille",
    kg: 8.5,
    from: "FR",
    to: "TG",
    paid: false,
    dateInDays: 7,
    createdDaysAgo: 0.2,
    steps: journeyTo("pending"),
  },
  {
    prefix: "notif",
    description: "Pièces détachées de moto",
    kg: 12,
    from: "TG",
    to: "FR",
    paid: false,
    dateInDays: null,
    createdDaysAgo: 1,
    steps: [{ status: "pending", note: NOTIFICATION_REQUEST_NOTE, afterHours: 0 }],
  },
  {
    prefix: "pkg",
    description: "Ordinateur portable reconditionné",
    kg: 3.2,
    from: "FR",
    to: "TG",
    paid: true,
    dateInDays: 21,
    createdDaysAgo: 2,
    steps: journeyTo("accepted"),
  },
  {
    prefix: "pkg",
    description: "Médicaments et produits de soin",
    kg: 2,
    from: "FR",
    to: "TG",
    paid: true,
    dateInDays: 0,
    createdDaysAgo: 5,
    steps: journeyTo("in_transit"),
  },
  {
    prefix: "pkg",
    description: "Colis de tissus wax",
    kg: 15,
    from: "FR",
    to: "TG",
    paid: false,
    dateInDays: 14,
    createdDaysAgo: 8,
    steps: [JOURNEY[0] as Step, { status: "rejected", note: noteFor("rejected"), afterHours: 30 }],
  },
  {
    prefix: "pkg",
    description: "Téléphone et accessoires",
    kg: 1.5,
    from: "FR",
    to: "TG",
    paid: true,
    dateInDays: -25,
    createdDaysAgo: 30,
    steps: journeyTo("delivered"),
  },
  {
    prefix: "pkg",
    description: "Épices et beurre de karité",
    kg: 6,
    from: "TG",
    to: "FR",
    paid: true,
    dateInDays: -55,
    createdDaysAgo: 60,
    steps: journeyTo("delivered"),
  },
];

/**
 * Parcels with their tracking history for the demo client, once: a client who already has parcels
 * (a re-seed, or someone who used the demo) is left alone.
 */
export async function seedDemoParcels(db: Db, clientEmail: string, now = new Date()): Promise<void> {
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, clientEmail));
  if (!client) return;
  const [existing] = await db.select({ value: count() }).from(parcels).where(eq(parcels.clientId, client.id));
  if ((existing?.value ?? 0) > 0) return;

  for (const demo of DEMO_PARCELS) await insertDemoParcel(db, client.id, demo, now);
  // The recipient in Lomé is saved, so the wizard offers 'Destinataire déjà utilisé' at once.
  const lome = DEMO_RECIPIENTS.TG;
  await db
    .insert(recipients)
    .values({
      id: newId("rcp"),
      clientId: client.id,
      name: lome.recipientName,
      phone: lome.recipientPhone,
      city: lome.recipientCity,
      landmark: lome.recipientLandmark,
    })
    .onConflictDoNothing();
}

/** Who collects the demo parcels, in Lomé or in Paris (docs/product/recipients.md). */
const DEMO_RECIPIENTS = {
  TG: {
    recipientName: "Kossi Démo",
    recipientPhone: "+22890123456",
    recipientCity: "Lomé",
    recipientLandmark: "Bè Kpota, près de la pharmacie",
  },
  FR: {
    recipientName: "Awa Démo",
    recipientPhone: "+33612345678",
    recipientCity: "Paris",
    recipientLandmark: null,
  },
} as const;

/** One demo parcel and its history, dated from `now`; a parcel whose fixed id exists is skipped. */
export async function insertDemoParcel(db: Db, clientId: string, demo: DemoParcel, now: Date): Promise<void> {
  const today = todayInParis(now);
  const createdAt = new Date(now.getTime() - demo.createdDaysAgo * DAY);
  const at = (step: Step) => new Date(createdAt.getTime() + step.afterHours * HOUR);
  const last = demo.steps.at(-1) as Step;
  const grams = kgToGrams(demo.kg);
  const price = priceForWeight(grams, DEFAULT_TARIFF);
  const id = demo.id ?? newId(demo.prefix, createdAt.getTime());
  const preferredDate = demo.dateInDays === null ? null : addDays(today, demo.dateInDays);
  // Booked on the demo's departure of that day, when there is one: its kilos and its drop-off.
  const [departure] = preferredDate
    ? await db
        .select({ id: departures.id })
        .from(departures)
        .where(
          and(
            eq(departures.fromCountry, demo.from),
            eq(departures.toCountry, demo.to),
            eq(departures.date, preferredDate),
          ),
        )
    : [];
  const inserted = await db
    .insert(parcels)
    .values({
      id,
      trackingCode: newTrackingCode(),
      clientId,
      description: demo.description,
      weightGrams: grams,
      fromCountry: demo.from,
      toCountry: demo.to,
      status: last.status,
      priceCents: price.cents,
      priceFcfa: price.fcfa,
      paid: demo.paid,
      paidAt: demo.paid ? at(JOURNEY[1] as Step) : null,
      preferredDate,
      departureId: departure?.id ?? null,
      ...DEMO_RECIPIENTS[demo.to === "FR" ? "FR" : "TG"],
      collectionCode: newCollectionCode(),
      ...(last.status === "delivered"
        ? {
            handoverMethod: "code" as const,
            collectedByName: DEMO_RECIPIENTS[demo.to === "FR" ? "FR" : "TG"].recipientName,
            handedOverAt: at(last),
          }
        : {}),
      createdAt,
      updatedAt: at(last),
    })
    .onConflictDoNothing()
    .returning({ id: parcels.id });
  if (inserted.length === 0) return;
  await db.insert(trackingEvents).values(
    demo.steps.map((step) => ({
      id: newId(),
      parcelId: id,
      status: step.status,
      note: step.note,
      location: step.location ?? null,
      createdAt: at(step),
    })),
  );
}
