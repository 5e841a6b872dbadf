import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { verifyPassword } from "#server/auth/password";
import type { Db, Tx } from "#server/db/database";
import { newId } from "#server/db/ids";
import {
  accounts,
  auditLog,
  emailOutbox,
  onlinePayments,
  parcelPhotos,
  parcels,
  paymentProofs,
  shopOrders,
  users,
} from "#server/db/schema";
import { deleteFiles } from "#server/features/files";
import { AppError, badRequest, conflict } from "#server/http/app-error";
import {
  DELETED_ACCOUNT,
  DELETION_CODE_REQUIRED,
  DELETION_LAST_ADMIN,
  DELETION_NO_PASSWORD,
  DELETION_ORDERS_WAITING,
  DELETION_PARCEL_IN_PROGRESS,
  DELETION_REFUND_OWED,
  DELETION_WRONG_CODE,
  DELETION_WRONG_PASSWORD,
  type DeleteAccountRequest,
} from "#shared/account-data";
import { type AccountWindow, consumeAccountAttempt } from "./account-rate-limit";
import { NOT_SIGNED_IN } from "./session";
import { hasTwoFactor } from "./two-factor-state";

/** Password tries per account, as for a password change (docs/product/accounts.md#rate-limits). */
export const DELETION_LIMIT: AccountWindow = { windowSeconds: 600, max: 5 };

/**
 * The password typed in the confirmation, checked against the account's own (Better Auth's credential
 * row) with the same Argon2id check as sign-in. A session alone does not delete an account.
 */
async function checkPassword(db: Db, userId: string, password: string): Promise<void> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  if (!credential?.hash) throw badRequest("NO_PASSWORD", DELETION_NO_PASSWORD);
  if (!(await verifyPassword({ hash: credential.hash, password })))
    throw badRequest("WRONG_PASSWORD", DELETION_WRONG_PASSWORD, { password: DELETION_WRONG_PASSWORD });
}

/**
 * An account with two-step sign-in is deleted only with a code of its app or a backup code too
 * (decision 040, amended by 057): the password and a session are what a shared or stolen phone may
 * hold, the authenticator is not. Counted in the same tries as the password.
 */
async function checkSecondFactor(
  db: Db,
  userId: string,
  code: string | undefined,
  isAuthenticatorCode: (code: string) => Promise<boolean>,
): Promise<void> {
  if (!(await hasTwoFactor(db, userId))) return;
  if (!code)
    throw badRequest("TWO_FACTOR_CODE_REQUIRED", DELETION_CODE_REQUIRED, { code: DELETION_CODE_REQUIRED });
  if (!(await isAuthenticatorCode(code)))
    throw badRequest("WRONG_CODE", DELETION_WRONG_CODE, { code: DELETION_WRONG_CODE });
}

/**
 * Locks the account, and every administrator's row when it is one: of two administrators deleting
 * themselves at once, the second waits for the first and then sees it gone, so one always remains.
 */
async function lockAccount(tx: Tx, userId: string) {
  const [account] = await tx
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  // Deleted meanwhile from another device: this session has ended with it.
  if (!account) throw new AppError("UNAUTHENTICATED", 401, NOT_SIGNED_IN);
  if (account.role === "admin") {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
    if (admins.every((admin) => admin.id === userId)) throw conflict("LAST_ADMIN", DELETION_LAST_ADMIN);
  }
  return account;
}

/**
 * The account's parcels, locked like the carrier's actions lock them (decision 030): a "mark paid"
 * running now finishes first, and is seen. A paid parcel not delivered yet is still being carried:
 * it blocks the deletion.
 */
async function lockParcels(tx: Tx, userId: string) {
  const rows = await tx
    .select({ id: parcels.id, paid: parcels.paid, status: parcels.status })
    .from(parcels)
    .where(eq(parcels.clientId, userId))
    .for("update");
  if (rows.some((parcel) => parcel.paid && parcel.status !== "delivered"))
    throw conflict("PARCEL_IN_PROGRESS", DELETION_PARCEL_IN_PROGRESS);
  // An unpaid parcel goes with the account, and its online payments with it: one approved but not
  // recorded is money the carrier still owes, kept until refunded (decision 097).
  const unpaid = rows.filter((parcel) => !parcel.paid).map((parcel) => parcel.id);
  if (unpaid.length > 0) {
    const [held] = await tx
      .select({ id: onlinePayments.id })
      .from(onlinePayments)
      .where(
        and(
          inArray(onlinePayments.parcelId, unpaid),
          isNotNull(onlinePayments.problem),
          isNull(onlinePayments.refundedAt),
        ),
      )
      .limit(1);
    if (held) throw conflict("REFUND_OWED", DELETION_REFUND_OWED);
  }
  return {
    all: rows.map((parcel) => parcel.id),
    kept: rows.filter((parcel) => parcel.paid).map((parcel) => parcel.id),
    removed: rows.filter((parcel) => !parcel.paid).map((parcel) => parcel.id),
  };
}

/** Deletes the photos and proofs of these parcels, rows then files, in the transaction. */
async function removeUploads(tx: Tx, parcelIds: string[]): Promise<number> {
  if (parcelIds.length === 0) return 0;
  const photos = await tx
    .delete(parcelPhotos)
    .where(inArray(parcelPhotos.parcelId, parcelIds))
    .returning({ fileId: parcelPhotos.fileId, thumbnailFileId: parcelPhotos.thumbnailFileId });
  const proofs = await tx
    .delete(paymentProofs)
    .where(inArray(paymentProofs.parcelId, parcelIds))
    .returning({ fileId: paymentProofs.fileId });
  // A handover photo shows whoever collected the parcel: it goes too (the row's reference is set null).
  const handoverPhotos = await tx
    .select({ fileId: parcels.handoverPhotoFileId })
    .from(parcels)
    .where(and(inArray(parcels.id, parcelIds), isNotNull(parcels.handoverPhotoFileId)));
  const fileIds = [
    ...photos.flatMap((photo) => [photo.fileId, photo.thumbnailFileId]),
    ...proofs.map((proof) => proof.fileId),
    ...handoverPhotos.flatMap((photo) => (photo.fileId ? [photo.fileId] : [])),
  ];
  await deleteFiles(tx, fileIds);
  return fileIds.length;
}

/**
 * The account's shop orders (docs/product/reception.md): one still in the warehouse — waiting in Ma
 * boîte, or in a parcel that goes with the account — is the client's goods and blocks the deletion;
 * those carried in a parcel kept for the accounts stay with it, without their owner.
 */
async function detachShopOrders(tx: Tx, userId: string, removedParcels: readonly string[]) {
  const orders = await tx
    .select({ id: shopOrders.id, parcelId: shopOrders.parcelId })
    .from(shopOrders)
    .where(eq(shopOrders.clientId, userId))
    .for("update");
  if (orders.some((order) => order.parcelId === null || removedParcels.includes(order.parcelId)))
    throw conflict("ORDERS_WAITING", DELETION_ORDERS_WAITING);
  if (orders.length > 0)
    await tx
      .update(shopOrders)
      .set({ clientId: null, note: null, updatedAt: new Date() })
      .where(eq(shopOrders.clientId, userId));
}

export type DeletionOutcome = { parcelsDeleted: number; parcelsKept: number; filesDeleted: number };

/**
 * Deletes the signed-in account (docs/product/accounts.md#account-deletion), after its password (and
 * its second factor when it has one), in one
 * transaction: its uploads, its unpaid parcels, its queued and sent e-mails; its paid (delivered)
 * parcels are kept for the accounts, anonymised and detached from it; then the account itself, whose
 * sessions, sign-in methods, two-step secret and date alerts go with it (foreign keys, cascade). One
 * audit line records it. Refused, with nothing changed: while a paid parcel is not delivered, and for
 * the last administrator.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  { password, code }: DeleteAccountRequest,
  isAuthenticatorCode: (code: string) => Promise<boolean>,
): Promise<DeletionOutcome> {
  await consumeAccountAttempt(db, `account-deletion:${userId}`, DELETION_LIMIT);
  await checkPassword(db, userId, password);
  await checkSecondFactor(db, userId, code, isAuthenticatorCode);
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    const owned = await lockParcels(tx, userId);
    await detachShopOrders(tx, userId, owned.removed);
    const filesDeleted = await removeUploads(tx, owned.all);
    if (owned.removed.length > 0) await tx.delete(parcels).where(inArray(parcels.id, owned.removed));
    if (owned.kept.length > 0)
      await tx
        .update(parcels)
        .set({
          clientId: null,
          description: DELETED_ACCOUNT,
          productLink: null,
          idempotencyKey: null,
          idempotencyFingerprint: null,
          // The proofs are deleted; the payment itself (paid, paidAt, amounts) stays.
          proofReceivedAt: null,
          // The recipient and whoever collected the parcel are people too (docs/product/recipients.md).
          recipientName: null,
          recipientPhone: null,
          recipientSecondPhone: null,
          recipientCity: null,
          recipientLandmark: null,
          collectedByName: null,
          collectedByIdNumber: null,
          updatedAt: new Date(),
        })
        .where(inArray(parcels.id, owned.kept));
    await tx.delete(emailOutbox).where(eq(sql`lower(${emailOutbox.toAddress})`, account.email.toLowerCase()));
    // A client's own lines (date chosen, request cancelled) keep their action but lose the address; an
    // administrator's keep it: the log answers for the carrier's actions (administration.md#audit).
    if (account.role === "client")
      await tx.update(auditLog).set({ actorEmail: null }).where(eq(auditLog.actorId, userId));
    await tx.insert(auditLog).values({
      id: newId(),
      actorId: userId,
      actorEmail: account.role === "admin" ? account.email : null,
      action: "account.deleted",
      details: { role: account.role, parcelsDeleted: owned.removed.length, parcelsKept: owned.kept },
    });
    await tx.delete(users).where(eq(users.id, userId));
    return { parcelsDeleted: owned.removed.length, parcelsKept: owned.kept.length, filesDeleted };
  });
}
