import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { newId } from "#server/db/ids";
import { auditLog, parcels } from "#server/db/schema";
import { type ActionContext, changeParcel, type Decision, lockParcelAsSeen } from "#server/features/money";
import { AppError, conflict } from "#server/http/app-error";
import {
  CODE_LOCKED_MESSAGE,
  type Handover,
  handoverNote,
  MAX_CODE_ATTEMPTS,
  wrongCodeMessage,
} from "#shared/parcels/handover";
import { checkTransition, findTransition } from "#shared/parcels/transitions";

/** What a handover writes: how, to whom, when, and the count of wrong codes cleared by the right one. */
type HandoverColumn =
  | "codeFailures"
  | "handoverMethod"
  | "collectedByName"
  | "collectedByIdNumber"
  | "handedOverAt";

/** The transition table's note for 'Livré' ('Livré avec succès'), when the carrier typed none. */
const DELIVERED_NOTE = findTransition("in_delivery", "delivered")?.note ?? "Livré";

const sameCode = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Checks the code the recipient gave, under the parcel's lock. A wrong code is counted and audited
 * in its own committed transaction before the refusal is answered, so a rejected attempt still counts:
 * after MAX_CODE_ATTEMPTS wrong ones the code is no longer accepted, only the identity check
 * (docs/product/recipients.md#collection-code). Nothing is counted for a parcel that could not be
 * delivered anyway (wrong status, no date).
 */
async function checkCollectionCode(
  { db, actor }: ActionContext,
  parcelId: string,
  expectedStatus: Handover["expectedStatus"],
  code: string,
): Promise<void> {
  const refusal = await db.transaction(async (tx) => {
    const parcel = await lockParcelAsSeen(tx, parcelId, expectedStatus);
    const check = checkTransition(parcel, "delivered");
    if (!check.ok) throw conflict(check.code, check.message);
    if (parcel.codeFailures >= MAX_CODE_ATTEMPTS) throw conflict("CODE_LOCKED", CODE_LOCKED_MESSAGE);
    if (sameCode(code, parcel.collectionCode)) return null;
    const failures = parcel.codeFailures + 1;
    await tx
      .update(parcels)
      .set({ codeFailures: failures, updatedAt: new Date() })
      .where(eq(parcels.id, parcelId));
    await tx.insert(auditLog).values({
      id: newId(),
      actorId: actor.id,
      actorEmail: actor.email,
      action: "parcel.handover_code_refused",
      parcelId,
      fromStatus: parcel.status,
      toStatus: parcel.status,
      note: null,
      // Never the code typed: a near miss would tell whoever reads the log most of the right one.
      details: { failures },
    });
    const left = MAX_CODE_ATTEMPTS - failures;
    // On the code's field, where the carrier types the next try.
    const message = left > 0 ? wrongCodeMessage(left) : CODE_LOCKED_MESSAGE;
    return new AppError(left > 0 ? "WRONG_CODE" : "CODE_LOCKED", 409, message, { code: message });
  });
  if (refusal) throw refusal;
}

/**
 * 'Livré' at the collection point: the recipient's code or, when lost, the collecting person's name
 * and ID number. The history note tells how (the public page shows it), never who; who, and the ID
 * number, go to the parcel and the audit line. One transaction with the client's e-mail, like every
 * status change (decision 020).
 */
export async function handOver(context: ActionContext, parcelId: string, handover: Handover) {
  if (handover.method === "code") {
    await checkCollectionCode(context, parcelId, handover.expectedStatus, handover.code);
  }
  await changeParcel(context, parcelId, handover.expectedStatus, (parcel): Decision<HandoverColumn> => {
    const check = checkTransition(parcel, "delivered");
    if (!check.ok) throw conflict(check.code, check.message);
    const collectedByName =
      handover.method === "identity"
        ? handover.collectedByName
        : (handover.collectedByName ?? parcel.recipientName);
    const idNumber = handover.method === "identity" ? handover.idNumber : null;
    return {
      action: "parcel.handover",
      status: "delivered",
      paid: parcel.paid,
      note: handoverNote(handover.note ?? DELIVERED_NOTE, handover.method),
      location: handover.location,
      emailKind: "status-changed",
      columns: {
        // The right code proves the recipient holds it: earlier wrong tries no longer count against it.
        // An identity handover proves nothing about the code, so its count stays; so does a reset
        // (docs/product/recipients.md#collection-code).
        ...(handover.method === "code" ? { codeFailures: 0 } : {}),
        handoverMethod: handover.method,
        collectedByName,
        collectedByIdNumber: idNumber,
        handedOverAt: new Date(),
      },
      email: { details: collectedByName ? [`Retiré par : ${collectedByName}`] : [] },
      details: { method: handover.method, collectedByName, idNumber },
    };
  });
}
