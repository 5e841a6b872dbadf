import { and, count, desc, eq } from "drizzle-orm";
import type { Db, Executor } from "#server/db/database";
import { newId } from "#server/db/ids";
import { parcels, paymentProofs, storedFiles, users } from "#server/db/schema";
import {
  isPdf,
  readFile,
  reencodeImage,
  type StoredFile,
  sanitisePdf,
  saveFile,
  servablePdf,
} from "#server/features/files";
import { documentsOfParcel } from "#server/features/invoices";
import { receiptPayments } from "#server/features/money";
import { lockParcels, parcelDropoff } from "#server/features/parcel-records";
import { handoverFacts } from "#server/features/recipients";
import { AppError, badRequest, conflict, notFound } from "#server/http/app-error";
import type { SessionUser } from "#shared/accounts";
import { balanceDue } from "#shared/parcels/balance-state";
import { isPayerInTogo } from "#shared/parcels/payment-instructions";
import {
  isClosedRequest,
  MAX_PROOFS_PER_PARCEL,
  type PaymentInfo,
  type PaymentProofSummary,
  PROOF_ALREADY_PAID_MESSAGE,
  PROOF_OWNER_ONLY_MESSAGE,
  PROOF_REQUEST_CLOSED_MESSAGE,
  PROOF_TYPE_MESSAGE,
  paymentProofUrl,
  TOO_MANY_PROOFS_MESSAGE,
} from "#shared/parcels/request-api";
import { PARCEL_NOT_FOUND } from "#shared/tracking/tracking-code";
import { alertAdmins } from "./admin-alert-emails";
import { findVisibleParcel, type ParcelRow } from "./parcel-access";

export const PROOF_NOT_FOUND = "Aucune preuve de paiement pour ce colis.";

/**
 * The proof that counts: the latest one sent (the payment page, the parcel detail, the file); with
 * `forBalance`, the latest sent for the balance of the weigh-in only.
 */
async function latestProof(db: Executor, parcelId: string, forBalance?: boolean) {
  const [proof] = await db
    .select({
      fileId: paymentProofs.fileId,
      createdAt: paymentProofs.createdAt,
      transactionReference: paymentProofs.transactionReference,
      originalName: paymentProofs.originalName,
      contentType: storedFiles.contentType,
    })
    .from(paymentProofs)
    .innerJoin(storedFiles, eq(storedFiles.id, paymentProofs.fileId))
    .where(
      and(
        eq(paymentProofs.parcelId, parcelId),
        forBalance === undefined ? undefined : eq(paymentProofs.forBalance, forBalance),
      ),
    )
    .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id))
    .limit(1);
  return proof ?? null;
}

/** The latest proof as the payment page and the parcel detail show it; null before any. */
export async function latestProofSummary(
  db: Executor,
  parcelId: string,
  forBalance?: boolean,
): Promise<PaymentProofSummary | null> {
  const proof = await latestProof(db, parcelId, forBalance);
  if (!proof) return null;
  return {
    uploadedAt: proof.createdAt.toISOString(),
    contentType: proof.contentType,
    originalName: proof.originalName,
    transactionReference: proof.transactionReference,
    url: paymentProofUrl(parcelId),
  };
}

/**
 * The owner pays an open request: not once paid, nor once cancelled or refused. A paid parcel whose
 * weigh-in left a balance due takes a proof for that balance (docs/product/departures.md#weigh-in).
 */
const canUpload = (user: SessionUser, parcel: ParcelRow) =>
  parcel.clientId === user.id &&
  (balanceDue(parcel.paid, parcel.balanceState) || (!parcel.paid && !isClosedRequest(parcel)));

type PaymentState = Pick<ParcelRow, "paid" | "status" | "balanceState">;

function refuseClosedOrPaid(parcel: PaymentState) {
  if (balanceDue(parcel.paid, parcel.balanceState)) return;
  if (parcel.paid) throw conflict("ALREADY_PAID", PROOF_ALREADY_PAID_MESSAGE);
  if (isClosedRequest(parcel)) throw conflict("REQUEST_CLOSED", PROOF_REQUEST_CLOSED_MESSAGE);
}

/**
 * Who pays from Togo sees FCFA and Mobile Money first (docs/product/recipients.md#payers-in-togo): the
 * client's phone is Togolese, or the parcel leaves from Togo.
 */
async function payerInTogo(db: Db, parcel: ParcelRow): Promise<boolean> {
  // Leaving from Togo says it without reading the phone; a deleted account has none.
  if (parcel.fromCountry === "TG" || parcel.clientId === null) return parcel.fromCountry === "TG";
  const [client] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, parcel.clientId));
  return isPayerInTogo(parcel.fromCountry, client?.phone);
}

/** What the payment page shows (docs/product/parcels.md#payment-page), for the owner or an admin. */
export async function paymentInfo(db: Db, user: SessionUser, parcelId: string): Promise<PaymentInfo> {
  const parcel = await findVisibleParcel(db, user, parcelId);
  const payments = await receiptPayments(db, parcel);
  return {
    id: parcel.id,
    reference: parcel.reference,
    description: parcel.description,
    fromCountry: parcel.fromCountry,
    toCountry: parcel.toCountry,
    weightGrams: parcel.weightGrams,
    priceCents: parcel.priceCents,
    priceFcfa: parcel.priceFcfa,
    preferredDate: parcel.preferredDate,
    status: parcel.status,
    paid: parcel.paid,
    paidAt: parcel.paidAt?.toISOString() ?? null,
    trackingCode: parcel.trackingCode,
    canUploadProof: canUpload(user, parcel),
    // While a balance is due the page asks for its proof: only a proof sent for that balance counts
    // there, not one of a balance settled before a second weigh-in (cleared at each weigh-in).
    proof: !balanceDue(parcel.paid, parcel.balanceState)
      ? await latestProofSummary(db, parcel.id)
      : parcel.balanceProofReceivedAt === null
        ? null
        : await latestProofSummary(db, parcel.id, true),
    measuredWeightGrams: parcel.measuredWeightGrams,
    balance:
      parcel.balanceState === null
        ? null
        : {
            cents: parcel.balanceCents,
            fcfa: parcel.balanceFcfa,
            state: parcel.balanceState,
            proofReceived: parcel.balanceProofReceivedAt !== null,
          },
    payerInTogo: await payerInTogo(db, parcel),
    collectionCode: handoverFacts(parcel, user).collectionCode,
    dropoff: await parcelDropoff(db, parcel),
    payments,
    received: {
      cents: payments.reduce((sum, payment) => sum + payment.cents, 0),
      fcfa: payments.reduce((sum, payment) => sum + payment.fcfa, 0),
    },
    documents: await documentsOfParcel(db, parcel.id, user.role === "admin" ? "admin" : "client"),
  };
}

type ProofUpload = { content: Buffer; filename: string; transactionReference: string | null };

/**
 * The owner sends a proof while the request is open and unpaid (docs/product/parcels.md#payment-proof). The upload is read only once the parcel is
 * known to accept it (`readUpload`), so a refused request costs no 10 MB. A PDF (recognised by its
 * first bytes) is rebuilt without active content; anything else must decode as an image and is re-encoded like a photo.
 * Each upload is kept (the admin sees the latest), up to a few per parcel. Administrators are alerted
 * in the same transaction (docs/product/administration.md#admin-alerts).
 */
export async function addPaymentProof(
  db: Db,
  user: SessionUser,
  parcelId: string,
  readUpload: () => Promise<ProofUpload>,
  options: { publicUrl: string },
): Promise<PaymentProofSummary> {
  const parcel = await findVisibleParcel(db, user, parcelId);
  if (parcel.clientId !== user.id) throw new AppError("FORBIDDEN", 403, PROOF_OWNER_ONLY_MESSAGE);
  refuseClosedOrPaid(parcel);
  const upload = await readUpload();
  // A PDF is rebuilt without scripts, actions, attachments or forms (decision 060): what is stored, and
  // later opened by the carrier, is what the pages show.
  const file = isPdf(upload.content)
    ? { contentType: "application/pdf", content: await sanitisePdf(upload.content) }
    : (await reencodeImage(upload.content, PROOF_TYPE_MESSAGE)).full;
  return db.transaction(async (tx) => {
    // Locked: the admin's "mark as paid" and a second upload wait for this one, and see it.
    // A cancellation too: the client's cancel and this upload cannot both win.
    const [locked] = await lockParcels(tx, eq(parcels.id, parcelId));
    if (!locked) throw notFound(PARCEL_NOT_FOUND);
    refuseClosedOrPaid(locked);
    // A proof of a paid parcel can only be for the balance of its weigh-in; each kind has its own limit.
    const forBalance = balanceDue(locked.paid, locked.balanceState);
    const [existing] = await tx
      .select({ value: count() })
      .from(paymentProofs)
      .where(and(eq(paymentProofs.parcelId, parcelId), eq(paymentProofs.forBalance, forBalance)));
    if ((existing?.value ?? 0) >= MAX_PROOFS_PER_PARCEL)
      throw badRequest("TOO_MANY_PROOFS", TOO_MANY_PROOFS_MESSAGE);
    const fileId = await saveFile(tx, file);
    const proofId = newId();
    const now = new Date();
    await tx.insert(paymentProofs).values({
      id: proofId,
      parcelId,
      fileId,
      originalName: upload.filename.slice(0, 200) || null,
      transactionReference: upload.transactionReference,
      uploadedBy: user.id,
      forBalance,
      createdAt: now,
    });
    await tx
      .update(parcels)
      .set({ ...(forBalance ? { balanceProofReceivedAt: now } : { proofReceivedAt: now }), updatedAt: now })
      .where(eq(parcels.id, parcelId));
    await alertAdmins(tx, {
      kind: "admin-proof-received",
      parcel,
      client: user,
      eventId: proofId,
      publicUrl: options.publicUrl,
      transactionReference: upload.transactionReference,
    });
    return (await latestProofSummary(tx, parcelId)) as PaymentProofSummary;
  });
}

/** The latest proof's file, for the owner or an admin. */
export async function readPaymentProof(db: Db, user: SessionUser, parcelId: string): Promise<StoredFile> {
  await findVisibleParcel(db, user, parcelId);
  const proof = await latestProof(db, parcelId);
  const file = proof ? await readFile(db, proof.fileId) : null;
  if (!file) throw notFound(PROOF_NOT_FOUND);
  if (file.contentType !== "application/pdf") return file;
  // Rebuilt again on the way out: a proof stored before PDFs were rebuilt at upload may carry scripts.
  const content = await servablePdf(file.content);
  return { ...file, content, byteSize: content.byteLength };
}
