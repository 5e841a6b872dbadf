import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/database";
import { notificationAlerts, parcels } from "#server/db/schema";
import { checkContents, replaceTypedContents } from "#server/features/contents";
import { bookDeparture } from "#server/features/departures";
import {
  type CurrentParcel,
  giveOrdersBack,
  lockParcels,
  recordParcelChange,
} from "#server/features/parcel-records";
import { badRequest, conflict, notFound } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import {
  CANCEL_NOT_ALLOWED_MESSAGE,
  CLIENT_CANCEL_NOTE,
  canCancelRequest,
  chosenDateNote,
  DATE_ALREADY_CHOSEN_MESSAGE,
  DATE_CHOICE_CLOSED_MESSAGE,
  WEIGHT_NEEDED_FOR_DATE_MESSAGE,
} from "#shared/parcels/client-actions";
import { kgToGrams, priceForWeight, type Tariff } from "#shared/pricing";
import type { ContentRules } from "#shared/shop-orders/contents-rules";
import { CONTENTS_EDIT_CLOSED_MESSAGE } from "#shared/shop-orders/parcel-contents-api";
import type { ContentItemInput } from "#shared/shop-orders/shop-order-api";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";
import { alertAdmins } from "./admin-alert-emails";
import { type BookingEmailOptions, queueBookingEmail } from "./booking-confirmation";

/**
 * What a client does to their own request after sending it (docs/product/parcels.md#waiting-request,
 * #client-cancel). Each runs in one transaction holding the parcel's row lock, like the carrier's
 * actions, so a client and an admin acting at once are serialised and the history stays in order.
 */

/** The client's own parcel, locked; another client's parcel is "not found", as everywhere. */
async function lockOwnParcel(tx: Tx, user: SessionUser, parcelId: string): Promise<CurrentParcel> {
  const [parcel] = await lockParcels(tx, eq(parcels.id, parcelId), eq(parcels.clientId, user.id));
  if (!parcel) throw notFound(PARCEL_NOT_FOUND);
  return parcel;
}

async function record(
  tx: Tx,
  user: SessionUser,
  parcel: CurrentParcel,
  change: {
    status: CurrentParcel["status"];
    note: string;
    action: string;
    details?: Record<string, unknown>;
  },
  now: Date,
) {
  await recordParcelChange(tx, {
    actor: user,
    parcels: [parcel],
    status: change.status,
    note: change.note,
    at: now,
    audit: { action: change.action, details: change.details },
  });
  // The "tenez-moi informé" alert has done its job: no date e-mail for a booked or cancelled request.
  await tx
    .update(notificationAlerts)
    .set({ notifiedAt: sql`coalesce(${notificationAlerts.notifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(notificationAlerts.parcelId, parcel.id));
}

/**
 * A waiting request takes a date published on its own route (today in Paris or later). A request
 * sent without a weight gets one now, and its price. From then on it is an ordinary request, and the
 * client gets its booking e-mail.
 */
export async function chooseDate(
  db: Db,
  user: SessionUser,
  parcelId: string,
  input: { preferredDate: string; weightKg?: number | null },
  options: BookingEmailOptions & { tariff: Tariff; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const parcel = await lockOwnParcel(tx, user, parcelId);
    if (parcel.status !== "pending") throw conflict("DATE_CHOICE_CLOSED", DATE_CHOICE_CLOSED_MESSAGE);
    if (parcel.preferredDate) throw conflict("DATE_ALREADY_CHOSEN", DATE_ALREADY_CHOSEN_MESSAGE);
    const weightGrams = parcel.weightGrams ?? (input.weightKg == null ? null : kgToGrams(input.weightKg));
    if (weightGrams === null) {
      throw badRequest("WEIGHT_NEEDED", WEIGHT_NEEDED_FOR_DATE_MESSAGE, {
        weightKg: WEIGHT_NEEDED_FOR_DATE_MESSAGE,
      });
    }
    const departureId = await bookDeparture(tx, {
      fromCountry: parcel.fromCountry,
      toCountry: parcel.toCountry,
      date: input.preferredDate,
      weightGrams,
      now: options.now ?? new Date(),
    });
    const price =
      parcel.priceCents !== null && parcel.priceFcfa !== null
        ? { cents: parcel.priceCents, fcfa: parcel.priceFcfa }
        : priceForWeight(weightGrams, options.tariff);
    const now = new Date();
    await tx
      .update(parcels)
      .set({
        preferredDate: input.preferredDate,
        departureId,
        weightGrams,
        priceCents: price.cents,
        priceFcfa: price.fcfa,
        updatedAt: now,
      })
      .where(eq(parcels.id, parcel.id));
    await record(
      tx,
      user,
      parcel,
      {
        status: "pending",
        note: chosenDateNote(input.preferredDate),
        action: "parcel.date_chosen",
        details: { preferredDate: input.preferredDate, weightGrams },
      },
      now,
    );
    await alertAdmins(tx, {
      kind: "admin-new-request",
      parcel: {
        ...parcel,
        preferredDate: input.preferredDate,
        priceCents: price.cents,
        priceFcfa: price.fcfa,
      },
      client: user,
      eventId: parcel.id,
      publicUrl: options.publicUrl,
    });
    // Now a dated request: its booking e-mail, with the drop-off and how to pay (docs/product/parcels.md#booking-email).
    await queueBookingEmail(tx, parcel.id, options);
  });
}

/** The client cancels a pending, unpaid request: it is refused, marked as cancelled by the client. */
export async function cancelRequest(db: Db, user: SessionUser, parcelId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const parcel = await lockOwnParcel(tx, user, parcelId);
    if (!canCancelRequest(parcel)) throw conflict("CANCEL_NOT_ALLOWED", CANCEL_NOT_ALLOWED_MESSAGE);
    const now = new Date();
    await tx
      .update(parcels)
      .set({ status: "rejected", cancelledAt: now, updatedAt: now })
      .where(eq(parcels.id, parcel.id));
    await giveOrdersBack(tx, parcel.id);
    await record(
      tx,
      user,
      parcel,
      { status: "rejected", note: CLIENT_CANCEL_NOTE, action: "parcel.cancelled_by_client" },
      now,
    );
  });
}

/**
 * The client corrects the contents they typed while the request is pending: the carrier has not taken
 * the parcel yet, so the declaration is still theirs (docs/product/contents-and-customs.md#contents).
 * Lines of orders sent from Ma boîte stay as declared there.
 */
export async function editContents(
  db: Db,
  user: SessionUser,
  parcelId: string,
  lines: readonly ContentItemInput[],
  rules: ContentRules,
): Promise<void> {
  checkContents(lines, rules, "items");
  await db.transaction(async (tx) => {
    const parcel = await lockOwnParcel(tx, user, parcelId);
    if (parcel.status !== "pending") throw conflict("CONTENTS_CLOSED", CONTENTS_EDIT_CLOSED_MESSAGE);
    await replaceTypedContents(tx, parcel.id, lines);
    await tx.update(parcels).set({ updatedAt: new Date() }).where(eq(parcels.id, parcel.id));
  });
}
