import { createHash } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import type { Db, Executor, Tx } from "#server/db/database";
import { newCollectionCode, newId, newTrackingCode } from "#server/db/ids";
import { notificationAlerts, parcelPhotos, parcels, trackingEvents, users } from "#server/db/schema";
import { checkContents, replaceTypedContents } from "#server/features/contents";
import { lockDeparture, routeHasOfferedDate, takeRoom } from "#server/features/departures";
import { saveRecipient } from "#server/features/recipients";
import { sendOrdersTogether } from "#server/features/shop-orders";
import { AppError, badRequest } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import type { NotificationRequest, ParcelRequest } from "#shared/parcel-request";
import type { CreatedParcel } from "#shared/parcels/request-api";
import {
  CLIENT_PHONE_REQUIRED,
  IDEMPOTENCY_MISMATCH_MESSAGE,
  ROUTE_HAS_DATES_MESSAGE,
} from "#shared/parcels/request-api";
import { CREATION_NOTE, NOTIFICATION_REQUEST_NOTE } from "#shared/parcels/transitions";
import { priceForWeight, type Tariff } from "#shared/pricing";
import type { Recipient } from "#shared/recipients/recipient";
import type { ContentRules } from "#shared/shop-orders/contents-rules";
import { alertAdmins } from "./admin-alert-emails";
import { type BookingEmailOptions, queueBookingEmail } from "./booking-confirmation";

export type Creation = { parcel: CreatedParcel; created: boolean };
type CreationOptions = BookingEmailOptions & {
  tariff: Tariff;
  /** The refused items and the declared-value ceiling a contents list is checked against (decision 100). */
  contentRules: ContentRules;
  idempotencyKey?: string;
  now?: Date;
};

/** What the request said, as validated: a retry must say the same to get the same parcel back. */
function fingerprint(kind: "parcel" | "notification", request: object): string {
  return createHash("sha256").update(JSON.stringify({ kind, request })).digest("base64url");
}

const cmToMm = (cm: number | null) => (cm == null ? null : Math.round(cm * 10));

async function summary(tx: Executor, parcelId: string): Promise<CreatedParcel> {
  const [row] = await tx
    .select({
      id: parcels.id,
      reference: parcels.reference,
      status: parcels.status,
      trackingCode: parcels.trackingCode,
      priceCents: parcels.priceCents,
      priceFcfa: parcels.priceFcfa,
      preferredDate: parcels.preferredDate,
    })
    .from(parcels)
    .where(eq(parcels.id, parcelId));
  const [photos] = await tx
    .select({ value: count() })
    .from(parcelPhotos)
    .where(eq(parcelPhotos.parcelId, parcelId));
  if (!row) throw new Error(`parcel ${parcelId} vanished`);
  return { ...row, photoCount: photos?.value ?? 0 };
}

/** The parcel's copy of its recipient (docs/product/recipients.md). */
const recipientColumns = (recipient: Recipient | null) => ({
  recipientName: recipient?.name ?? null,
  recipientPhone: recipient?.phone ?? null,
  recipientSecondPhone: recipient?.secondPhone ?? null,
  recipientCity: recipient?.city ?? null,
  recipientLandmark: recipient?.landmark ?? null,
  recipientMessagesConsent: recipient?.messagesConsent ?? false,
});

/**
 * The people of a new request (docs/product/recipients.md#phone-numbers): the client's phone is
 * asked at the first dated request, so one is required there while the account has none (a waiting
 * request may come before); a phone given replaces the one on file; the recipient is saved for the
 * client's next requests.
 */
async function recordPeople(
  tx: Tx,
  user: SessionUser,
  request: { clientPhone: string | null; recipient: Recipient | null },
  { now, phoneRequired }: { now: Date; phoneRequired: boolean },
) {
  if (request.clientPhone !== null) {
    await tx.update(users).set({ phone: request.clientPhone, updatedAt: now }).where(eq(users.id, user.id));
  } else if (phoneRequired) {
    const [account] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, user.id));
    if (!account?.phone) {
      throw badRequest("CLIENT_PHONE_REQUIRED", CLIENT_PHONE_REQUIRED, {
        clientPhone: CLIENT_PHONE_REQUIRED,
      });
    }
  }
  if (request.recipient) await saveRecipient(tx, user.id, request.recipient, now);
}

/** A new parcel always has its client; only a deleted account's kept parcel has none. */
type NewParcel = typeof parcels.$inferInsert & { clientId: string };

/**
 * The parcel this client already made with this idempotency key, if any (decision 011). The same key
 * with another body is a client bug or a tampered call: 422, nothing created. Parcels created before
 * fingerprints existed have none: they keep the old behaviour.
 */
async function savedCopy(
  tx: Tx,
  clientId: string,
  idempotencyKey: string | undefined,
  requestFingerprint: string | null,
): Promise<string | undefined> {
  if (!idempotencyKey) return undefined;
  const [existing] = await tx
    .select({ id: parcels.id, fingerprint: parcels.idempotencyFingerprint })
    .from(parcels)
    .where(and(eq(parcels.clientId, clientId), eq(parcels.idempotencyKey, idempotencyKey)));
  if (existing && existing.fingerprint !== null && existing.fingerprint !== requestFingerprint) {
    throw new AppError("IDEMPOTENCY_MISMATCH", 422, IDEMPOTENCY_MISMATCH_MESSAGE);
  }
  return existing?.id;
}

/**
 * Inserts the parcel unless this client already sent this idempotency key. ON CONFLICT waits for a
 * concurrent insert of the same key to commit, then skips; the next statement (read committed)
 * sees that parcel, which is returned instead — if it was made from the same request.
 */
async function insertOnce(tx: Tx, values: NewParcel): Promise<{ id: string; created: boolean }> {
  const inserted = await tx
    .insert(parcels)
    .values(values)
    .onConflictDoNothing({ target: [parcels.clientId, parcels.idempotencyKey] })
    .returning({ id: parcels.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const existing = await savedCopy(
    tx,
    values.clientId,
    values.idempotencyKey ?? undefined,
    values.idempotencyFingerprint ?? null,
  );
  if (!existing) throw new Error("idempotent parcel not found after conflict");
  return { id: existing, created: false };
}

/**
 * Creation (docs/product/request.md#step-confirm): pending, unpaid, priced by the server, on a date
 * offered for the route (today in Paris or later), with its first history entry, all in one transaction.
 * The owner is the session user.
 */
export async function createParcel(
  db: Db,
  user: SessionUser,
  request: ParcelRequest,
  options: CreationOptions,
): Promise<Creation> {
  const now = options.now ?? new Date();
  checkContents(request.contents, options.contentRules);
  const requestFingerprint = options.idempotencyKey ? fingerprint("parcel", request) : null;
  return db.transaction(async (tx) => {
    const price = priceForWeight(request.weightGrams, options.tariff);
    const booking = { ...request, date: request.preferredDate, now };
    const departure = await lockDeparture(tx, booking);
    // A retry gets its parcel back whatever became of the departure since (deadline passed, full,
    // closed): it booked when it was made. Looked up once the departure is locked, so a copy sent at
    // the same moment and committed while this one waited is found too (docs/product/departures.md#booked-kilos).
    const copy = await savedCopy(tx, user.id, options.idempotencyKey, requestFingerprint);
    if (copy) return { parcel: await summary(tx, copy), created: false };
    const departureId = await takeRoom(tx, departure, booking);
    const { id, created } = await insertOnce(tx, {
      id: newId("pkg"),
      trackingCode: newTrackingCode(),
      clientId: user.id,
      description: request.description,
      lengthMm: cmToMm(request.dimensions?.lengthCm ?? null),
      widthMm: cmToMm(request.dimensions?.widthCm ?? null),
      heightMm: cmToMm(request.dimensions?.heightCm ?? null),
      weightGrams: request.weightGrams,
      productLink: request.productLink,
      fromCountry: request.fromCountry,
      toCountry: request.toCountry,
      status: "pending",
      priceCents: price.cents,
      priceFcfa: price.fcfa,
      paid: false,
      preferredDate: request.preferredDate,
      departureId,
      ...recipientColumns(request.recipient),
      collectionCode: newCollectionCode(),
      idempotencyKey: options.idempotencyKey ?? null,
      idempotencyFingerprint: requestFingerprint,
    });
    // Read back: the database gave it its reference (decision 100), which the alert names.
    const made = await summary(tx, id);
    if (created) {
      // Ma boîte's orders leave it with this parcel, or the whole request is refused.
      await sendOrdersTogether(tx, { clientId: user.id, parcelId: id, ...request });
      await recordPeople(tx, user, request, { now, phoneRequired: true });
      await replaceTypedContents(tx, id, request.contents);
      await tx
        .insert(trackingEvents)
        .values({ id: newId(), parcelId: id, status: "pending", note: CREATION_NOTE, actorId: user.id });
      await alertAdmins(tx, {
        kind: "admin-new-request",
        parcel: { id, reference: made.reference, ...request, priceCents: price.cents, priceFcfa: price.fcfa },
        client: user,
        eventId: id,
        publicUrl: options.publicUrl,
      });
      await queueBookingEmail(tx, id, options);
    }
    return { parcel: made, created };
  });
}

/**
 * Notification-only request (docs/product/request.md#notification-request): a `notif-…` parcel without
 * date, priced only when a weight is given, its history entry, and the alert the carrier's next date on
 * the route will e-mail — one transaction. Refused while the route has dates: the client must pick one
 * instead.
 */
export async function createNotificationRequest(
  db: Db,
  user: SessionUser,
  request: NotificationRequest,
  options: CreationOptions,
): Promise<Creation> {
  checkContents(request.contents, options.contentRules);
  const requestFingerprint = options.idempotencyKey ? fingerprint("notification", request) : null;
  return db.transaction(async (tx) => {
    // A retry gets its request back even if the route has had dates published since.
    const copy = await savedCopy(tx, user.id, options.idempotencyKey, requestFingerprint);
    if (copy) return { parcel: await summary(tx, copy), created: false };
    if (await routeHasOfferedDate(tx, request.fromCountry, request.toCountry, options.now ?? new Date()))
      throw badRequest("ROUTE_HAS_DATES", ROUTE_HAS_DATES_MESSAGE, {
        preferredDate: ROUTE_HAS_DATES_MESSAGE,
      });
    const price = request.weightGrams == null ? null : priceForWeight(request.weightGrams, options.tariff);
    const { id, created } = await insertOnce(tx, {
      id: newId("notif"),
      trackingCode: newTrackingCode(),
      clientId: user.id,
      description: request.description,
      weightGrams: request.weightGrams,
      fromCountry: request.fromCountry,
      toCountry: request.toCountry,
      status: "pending",
      priceCents: price?.cents ?? null,
      priceFcfa: price?.fcfa ?? null,
      paid: false,
      preferredDate: null,
      ...recipientColumns(request.recipient),
      collectionCode: newCollectionCode(),
      idempotencyKey: options.idempotencyKey ?? null,
      idempotencyFingerprint: requestFingerprint,
    });
    if (created) {
      await recordPeople(tx, user, request, { now: options.now ?? new Date(), phoneRequired: false });
      await replaceTypedContents(tx, id, request.contents);
      await tx.insert(trackingEvents).values({
        id: newId(),
        parcelId: id,
        status: "pending",
        note: NOTIFICATION_REQUEST_NOTE,
        actorId: user.id,
      });
      await tx.insert(notificationAlerts).values({
        id: newId(),
        userId: user.id,
        parcelId: id,
        email: user.email,
        fromCountry: request.fromCountry,
        toCountry: request.toCountry,
        description: request.description,
        weightGrams: request.weightGrams,
      });
      await queueBookingEmail(tx, id, options);
    }
    return { parcel: await summary(tx, id), created };
  });
}
