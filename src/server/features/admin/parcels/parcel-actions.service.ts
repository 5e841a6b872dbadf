import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../../shared/accounts";
import { STALE_PARCEL_MESSAGE } from "../../../../shared/admin/admin-parcels";
import type { ParcelStatus } from "../../../../shared/parcels/status";
import {
  checkMarkPaid,
  checkTransition,
  resetChange,
  statusChangeNote,
} from "../../../../shared/parcels/transitions";
import { PARCEL_NOT_FOUND } from "../../../../shared/tracking/tracking-code";
import type { Db } from "../../../db/database";
import { newId } from "../../../db/ids";
import { auditLog, parcels, trackingEvents, users } from "../../../db/schema";
import { conflict, notFound } from "../../../http/app-error";
import { enqueueEmail } from "../../mail/outbox";
import { type ParcelEmailKind, parcelStatusEmail } from "./parcel-emails";

type CurrentParcel = {
  id: string;
  status: ParcelStatus;
  paid: boolean;
  preferredDate: string | null;
  trackingCode: string;
  clientEmail: string;
  clientName: string;
  emailNotifications: boolean;
};

/** What an action decides from the parcel as it is now; it throws an AppError to refuse. */
type Decision = {
  action: "parcel.mark_paid" | "parcel.status_change" | "parcel.reset";
  status: ParcelStatus;
  paid: boolean;
  note: string;
  location: string | null;
  emailKind: ParcelEmailKind;
};

export type ActionContext = { db: Db; actor: SessionUser; publicUrl: string };

/**
 * The one way an admin changes a parcel (A10). In a single transaction: read the parcel, check the
 * admin still sees its real status, let the shared rules decide, then update it only if it is still
 * in the status that was read (`WHERE status = … AND paid = …`). Under PostgreSQL's row lock, of
 * several admins acting at once exactly one update matches; the others get 0 rows and a 409. The
 * history entry, the audit line and the client's e-mail (outbox) commit or roll back with it.
 */
async function changeParcel(
  { db, actor, publicUrl }: ActionContext,
  parcelId: string,
  expectedStatus: ParcelStatus,
  decide: (parcel: CurrentParcel) => Decision,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [parcel] = await tx
      .select({
        id: parcels.id,
        status: parcels.status,
        paid: parcels.paid,
        preferredDate: parcels.preferredDate,
        trackingCode: parcels.trackingCode,
        clientEmail: users.email,
        clientName: users.name,
        emailNotifications: users.emailNotifications,
      })
      .from(parcels)
      .innerJoin(users, eq(users.id, parcels.clientId))
      .where(eq(parcels.id, parcelId));
    if (!parcel) throw notFound(PARCEL_NOT_FOUND);
    if (parcel.status !== expectedStatus) throw conflict("STALE_PARCEL", STALE_PARCEL_MESSAGE);
    const decision = decide(parcel);
    const now = new Date();
    const updated = await tx
      .update(parcels)
      .set({
        status: decision.status,
        paid: decision.paid,
        ...(decision.paid && !parcel.paid ? { paidAt: now } : {}),
        updatedAt: now,
      })
      .where(and(eq(parcels.id, parcelId), eq(parcels.status, parcel.status), eq(parcels.paid, parcel.paid)))
      .returning({ id: parcels.id });
    if (updated.length === 0) throw conflict("STALE_PARCEL", STALE_PARCEL_MESSAGE);
    await tx.insert(trackingEvents).values({
      id: newId(),
      parcelId,
      status: decision.status,
      note: decision.note,
      location: decision.location,
      actorId: actor.id,
      createdAt: now,
    });
    await tx.insert(auditLog).values({
      id: newId(),
      actorId: actor.id,
      actorEmail: actor.email,
      action: decision.action,
      parcelId,
      fromStatus: parcel.status,
      toStatus: decision.status,
      note: decision.note,
      details: { location: decision.location, paidBefore: parcel.paid, paidAfter: decision.paid },
      createdAt: now,
    });
    if (parcel.emailNotifications) {
      await enqueueEmail(
        tx,
        parcelStatusEmail({
          kind: decision.emailKind,
          to: parcel.clientEmail,
          clientName: parcel.clientName,
          parcelId,
          status: decision.status,
          note: decision.note,
          location: decision.location,
          trackingUrl: `${publicUrl}/suivi/${parcel.trackingCode}`,
        }),
      );
    }
  });
}

/** "Marquer comme payé" (seed §4): paid, accepted, with the seed's note. */
export function markPaid(context: ActionContext, parcelId: string, expectedStatus: ParcelStatus) {
  return changeParcel(context, parcelId, expectedStatus, (parcel) => {
    const check = checkMarkPaid(parcel);
    if (!check.ok) throw conflict(check.code, check.message);
    return {
      action: "parcel.mark_paid",
      ...check.result,
      location: null,
      emailKind: "payment-validated",
    };
  });
}

/** A move of the seed §4 table; anything else, accept-unpaid and delivered-without-date are 409s. */
export function changeStatus(
  context: ActionContext,
  parcelId: string,
  input: { expectedStatus: ParcelStatus; to: ParcelStatus; note: string | null; location: string | null },
) {
  return changeParcel(context, parcelId, input.expectedStatus, (parcel) => {
    const check = checkTransition(parcel, input.to);
    if (!check.ok) throw conflict(check.code, check.message);
    return {
      action: "parcel.status_change",
      status: input.to,
      paid: parcel.paid,
      note: statusChangeNote(input.to, input.note),
      location: input.location,
      emailKind: "status-changed",
    };
  });
}

/** Reset to pending, always available (seed §4); the payment stays recorded. */
export function resetParcel(context: ActionContext, parcelId: string, expectedStatus: ParcelStatus) {
  return changeParcel(context, parcelId, expectedStatus, (parcel) => ({
    action: "parcel.reset",
    ...resetChange(parcel),
    location: null,
    emailKind: "status-changed",
  }));
}
