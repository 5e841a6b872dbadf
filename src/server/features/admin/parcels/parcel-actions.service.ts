import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { parcels, users } from "#server/db/schema";
import { enqueueEmail } from "#server/features/mail";
import { recordParcelChange } from "#server/features/parcels";
import { badRequest, conflict, notFound } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import { RESET_REASON_REQUIRED_MESSAGE, STALE_PARCEL_MESSAGE } from "#shared/admin/admin-parcels";
import type { BalanceState } from "#shared/parcels/balance-state";
import type { ParcelStatus } from "#shared/parcels/status";
import {
  checkMarkPaid,
  checkTransition,
  resetChange,
  resetNeedsReason,
  statusChangeNote,
} from "#shared/parcels/transitions";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";
import { type ParcelEmailKind, parcelStatusEmail } from "./parcel-emails";

type CurrentParcel = {
  id: string;
  status: ParcelStatus;
  paid: boolean;
  preferredDate: string | null;
  balanceState: BalanceState | null;
  description: string;
  fromCountry: string;
  toCountry: string;
  trackingCode: string;
  proofReceived: boolean;
  cancelled: boolean;
  /** Null, like the next two, once the client deleted the account: nobody to e-mail. */
  clientEmail: string | null;
  clientName: string | null;
  emailNotifications: boolean | null;
};

/** What an action decides from the parcel as it is now; it throws an AppError to refuse. */
type Decision = {
  action: "parcel.mark_paid" | "parcel.status_change" | "parcel.reset";
  status: ParcelStatus;
  paid: boolean;
  note: string;
  location: string | null;
  emailKind: ParcelEmailKind;
  /** Extra facts for the audit line (reason, re-opened request, proof present…). */
  details?: Record<string, unknown>;
};

export type ActionContext = { db: Db; actor: SessionUser; publicUrl: string };

/**
 * The one way an admin changes a parcel (decisions 020, 030). In a single transaction: lock the parcel's
 * row (`FOR UPDATE`), check the admin still sees its real status, let the shared rules decide, then
 * update it. Concurrent admins queue on the lock; each one after the first reads the status the
 * previous one committed and gets a 409 if it is not the one they saw. The time of the history
 * entry and audit line is taken once the lock is held, and history is ordered by an identity
 * column filled under that lock, so the last entry always matches the status
 * (docs/product/administration.md#history-order). The client's e-mail (outbox) commits with it.
 */
async function changeParcel(
  { db, actor, publicUrl }: ActionContext,
  parcelId: string,
  expectedStatus: ParcelStatus,
  decide: (parcel: CurrentParcel) => Decision,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: parcels.id,
        status: parcels.status,
        paid: parcels.paid,
        preferredDate: parcels.preferredDate,
        balanceState: parcels.balanceState,
        description: parcels.description,
        fromCountry: parcels.fromCountry,
        toCountry: parcels.toCountry,
        trackingCode: parcels.trackingCode,
        proofReceivedAt: parcels.proofReceivedAt,
        cancelledAt: parcels.cancelledAt,
        clientEmail: users.email,
        clientName: users.name,
        emailNotifications: users.emailNotifications,
      })
      .from(parcels)
      // Left: a paid parcel kept after its client deleted the account is still the carrier's to move.
      .leftJoin(users, eq(users.id, parcels.clientId))
      .where(eq(parcels.id, parcelId))
      .for("update", { of: parcels });
    if (!row) throw notFound(PARCEL_NOT_FOUND);
    if (row.status !== expectedStatus) throw conflict("STALE_PARCEL", STALE_PARCEL_MESSAGE);
    const { proofReceivedAt, cancelledAt, ...rest } = row;
    const parcel: CurrentParcel = {
      ...rest,
      proofReceived: proofReceivedAt !== null,
      cancelled: cancelledAt !== null,
    };
    const decision = decide(parcel);
    const now = new Date();
    await tx
      .update(parcels)
      .set({
        status: decision.status,
        paid: decision.paid,
        ...(decision.paid && !parcel.paid ? { paidAt: now } : {}),
        // Re-opened by the carrier (paid or reset): no longer a cancelled request.
        ...(decision.status !== "rejected" ? { cancelledAt: null } : {}),
        updatedAt: now,
      })
      .where(eq(parcels.id, parcelId));
    await recordParcelChange(tx, {
      actor,
      parcels: [parcel],
      status: decision.status,
      note: decision.note,
      location: decision.location,
      at: now,
      audit: {
        action: decision.action,
        details: {
          location: decision.location,
          paidBefore: parcel.paid,
          paidAfter: decision.paid,
          ...decision.details,
        },
      },
    });
    if (parcel.emailNotifications && parcel.clientEmail !== null) {
      await enqueueEmail(
        tx,
        parcelStatusEmail({
          kind: decision.emailKind,
          to: parcel.clientEmail,
          client: { name: parcel.clientName, email: parcel.clientEmail },
          parcel,
          status: decision.status,
          note: decision.note,
          location: decision.location,
          trackingUrl: `${publicUrl}/suivi/${parcel.trackingCode}`,
        }),
      );
    }
  });
}

/**
 * "Marquer comme payé": paid, accepted, with the product's note. Confirmed in a dialog that showed
 * the amount and whether a proof arrived; on a refused parcel it re-opens the request.
 */
export function markPaid(context: ActionContext, parcelId: string, expectedStatus: ParcelStatus) {
  return changeParcel(context, parcelId, expectedStatus, (parcel) => {
    const check = checkMarkPaid(parcel);
    if (!check.ok) throw conflict(check.code, check.message);
    return {
      action: "parcel.mark_paid",
      ...check.result,
      location: null,
      emailKind: "payment-validated",
      details: {
        proofReceived: parcel.proofReceived,
        reopened: parcel.status === "rejected",
        cancelledByClient: parcel.cancelled,
      },
    };
  });
}

/** A move of the transition table; anything else, accept-unpaid and delivered-without-date are 409s. */
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

/**
 * Reset to pending, always available; the payment stays recorded. A delivered parcel needs a typed
 * reason. The client is told the status was corrected, not that a new request began.
 */
export function resetParcel(
  context: ActionContext,
  parcelId: string,
  input: { expectedStatus: ParcelStatus; reason: string | null },
) {
  return changeParcel(context, parcelId, input.expectedStatus, (parcel) => {
    if (resetNeedsReason(parcel) && !input.reason?.trim()) {
      throw badRequest("RESET_REASON_REQUIRED", RESET_REASON_REQUIRED_MESSAGE, {
        reason: RESET_REASON_REQUIRED_MESSAGE,
      });
    }
    return {
      action: "parcel.reset",
      ...resetChange(parcel, input.reason),
      location: null,
      emailKind: "status-corrected",
      details: { reason: input.reason },
    };
  });
}
