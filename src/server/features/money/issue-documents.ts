import { and, desc, eq } from "drizzle-orm";
import type { Tx } from "#server/db/database";
import { newId } from "#server/db/ids";
import { issuedDocuments, paymentProofs, users } from "#server/db/schema";
import type { CurrentParcel } from "#server/features/parcel-records";
import { frenchRegionName } from "#shared/country-names";
import { formatKg } from "#shared/departures/departure-text";
import { NBSP } from "#shared/french-typography";
import {
  type DocumentKind,
  type DocumentLine,
  type DocumentReason,
  type IssuedDocument,
  type Seller,
  splitTax,
} from "#shared/invoices";
import type { SettlementKind } from "#shared/parcels/balance-settlement";
import { formatEuros, priceForWeight, type Tariff } from "#shared/pricing";
import { type NumberedDocument, takeDocumentNumber } from "./document-numbers";

/**
 * How the money came: given by whoever validates an online payment; else the carrier validated the
 * client's proof of a transfer or Mobile Money payment.
 */
export type PaymentFacts = { method: string; reference: string | null };

export const PROOF_PAYMENT_METHOD = "Virement ou Mobile Money (preuve vérifiée par le transporteur)";
export const REFUND_METHOD = "Remboursement par le transporteur";

/** What a carrier's action (or an online payment) does with money, as `changeParcel` decided it. */
export type MoneyMove = {
  /** The parcel becomes paid now: its price. */
  firstPayment: boolean;
  settlement?: { kind: SettlementKind; cents: number; fcfa: number } | null;
};

type Planned = { kind: DocumentKind; reason: DocumentReason; cents: number; fcfa: number };

/**
 * The document a money move issues (docs/product/accounting.md#documents): an invoice for the price
 * paid first and for each balance paid, a credit note for each refund. A waived balance moved no money:
 * none. Nothing either for an amount of nothing.
 */
export function plannedDocument(parcel: CurrentParcel, move: MoneyMove): Planned | null {
  if (move.firstPayment) {
    const cents = parcel.priceCents ?? 0;
    const fcfa = parcel.priceFcfa ?? 0;
    return cents === 0 && fcfa === 0 ? null : { kind: "invoice", reason: "price", cents, fcfa };
  }
  const settlement = move.settlement;
  if (!settlement || (settlement.cents === 0 && settlement.fcfa === 0)) return null;
  if (settlement.kind === "paid") {
    return { kind: "invoice", reason: "balance", cents: settlement.cents, fcfa: settlement.fcfa };
  }
  if (settlement.kind === "refunded") {
    return { kind: "credit_note", reason: "refund", cents: -settlement.cents, fcfa: -settlement.fcfa };
  }
  return null;
}

/**
 * Allocates the planned document's number: call before anything dated, and date the change with `at`.
 * `dated` is the demo's past payment (document-numbers.ts).
 */
export const numberDocument = (tx: Tx, planned: Planned, dated?: Date) =>
  takeDocumentNumber(tx, planned.kind, dated);

export type IssueContext = { seller: Seller; tariff: Tariff; payment?: PaymentFacts };

const kg = (grams: number) => `${formatKg(grams)}${NBSP}kg`;

/**
 * Writes the document, as it will always print, in the payment's transaction (decision 084): the
 * carrier's and the client's details as they are now, the service, the amounts and how it was paid.
 */
export async function issueDocument(
  tx: Tx,
  parcel: CurrentParcel,
  planned: Planned,
  numbered: NumberedDocument,
  context: IssueContext & { settlementId: string | null },
): Promise<IssuedDocument> {
  const [client, corrected, payment] = await Promise.all([
    clientOf(tx, parcel),
    planned.kind === "credit_note" ? latestInvoice(tx, parcel.id) : Promise.resolve(null),
    paymentOf(tx, parcel, planned, context.payment),
  ]);
  const route = `${frenchRegionName(parcel.fromCountry)} → ${frenchRegionName(parcel.toCountry)}`;
  const content: IssuedDocument = {
    kind: planned.kind,
    reason: planned.reason,
    number: numbered.number,
    issuedAt: numbered.at.toISOString(),
    seller: context.seller,
    client,
    parcel: {
      id: parcel.id,
      trackingCode: parcel.trackingCode,
      description: parcel.description,
      route,
      departureDate: parcel.preferredDate,
    },
    lines: linesOf(parcel, planned, context.tariff, route),
    totals: { cents: planned.cents, fcfa: planned.fcfa, ...splitTax(planned.cents, context.seller.vat) },
    payment,
    corrects: corrected ? { number: corrected.number, issuedAt: corrected.issuedAt.toISOString() } : null,
  };
  await tx.insert(issuedDocuments).values({
    id: newId("doc"),
    kind: planned.kind,
    reason: planned.reason,
    year: numbered.year,
    sequence: numbered.sequence,
    number: numbered.number,
    parcelId: parcel.id,
    clientId: parcel.clientId,
    settlementId: context.settlementId,
    correctsId: corrected?.id ?? null,
    cents: planned.cents,
    fcfa: planned.fcfa,
    content,
    issuedAt: numbered.at,
  });
  return content;
}

/** The service as billed: the route, the departure, the weight retained × the tariff. */
function linesOf(parcel: CurrentParcel, planned: Planned, tariff: Tariff, route: string): DocumentLine[] {
  const perKg = `${formatEuros(tariff.centsPerKg)}/kg`;
  const service = `Transport de colis ${route}`;
  if (planned.reason === "price") {
    const weight = parcel.weightGrams === null ? "" : ` — poids déclaré ${kg(parcel.weightGrams)} × ${perKg}`;
    return [{ label: `${service}${weight}`, cents: planned.cents }];
  }
  const measured = parcel.measuredWeightGrams;
  if (planned.reason === "refund") {
    const weight = measured === null ? "" : ` (poids mesuré ${kg(measured)} × ${perKg})`;
    return [{ label: `Trop-perçu remboursé après pesée${weight}`, cents: planned.cents }];
  }
  if (measured === null) return [{ label: `${service} — complément après pesée`, cents: planned.cents }];
  const priceOfMeasured = priceForWeight(measured, tariff).cents;
  const lines = [{ label: `${service} — poids mesuré ${kg(measured)} × ${perKg}`, cents: priceOfMeasured }];
  const before = planned.cents - priceOfMeasured;
  return before === 0 ? lines : [...lines, { label: "Déjà réglé ou remis sur ce colis", cents: before }];
}

async function clientOf(tx: Tx, parcel: CurrentParcel): Promise<IssuedDocument["client"]> {
  if (parcel.clientId === null) return { name: "Compte supprimé", email: null, phone: null };
  const [user] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, parcel.clientId));
  return { name: parcel.clientName ?? "", email: parcel.clientEmail, phone: user?.phone ?? null };
}

async function latestInvoice(tx: Tx, parcelId: string) {
  const [invoice] = await tx
    .select({ id: issuedDocuments.id, number: issuedDocuments.number, issuedAt: issuedDocuments.issuedAt })
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.parcelId, parcelId), eq(issuedDocuments.kind, "invoice")))
    .orderBy(desc(issuedDocuments.issuedAt), desc(issuedDocuments.sequence))
    .limit(1);
  return invoice ?? null;
}

/**
 * How it was paid: what an online payment said; else the proof's transaction reference, or the parcel's
 * id, which the payment page asks the client to write on the transfer (docs/product/parcels.md#payment-page).
 */
async function paymentOf(
  tx: Tx,
  parcel: CurrentParcel,
  planned: Planned,
  given: PaymentFacts | undefined,
): Promise<PaymentFacts> {
  if (given) return given;
  if (planned.reason === "refund") return { method: REFUND_METHOD, reference: null };
  const [proof] = await tx
    .select({ reference: paymentProofs.transactionReference })
    .from(paymentProofs)
    .where(
      and(eq(paymentProofs.parcelId, parcel.id), eq(paymentProofs.forBalance, planned.reason === "balance")),
    )
    .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id))
    .limit(1);
  return { method: PROOF_PAYMENT_METHOD, reference: proof?.reference ?? parcel.id };
}
