import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { issuedDocuments, parcels, users } from "#server/db/schema";
import { issueDocument, numberDocument, plannedDocument } from "#server/features/money";
import { lockParcels } from "#server/features/parcel-records";
import type { Seller } from "#shared/invoices";
import type { Tariff } from "#shared/pricing";

/** The carrier and the tariff the demo's invoices name, as the carrier's actions have them. */
export type DemoInvoicing = { seller: Seller; tariff: Tariff };

/**
 * The demo's paid parcels get the invoice their payment would have issued (docs/product/accounting.md#documents),
 * dated at that payment, so the demo's revenue, charts and accounting export show the same money and
 * none of it is « payé avant la facturation ». Oldest payment first, so numbers follow dates on a new
 * demo database. Idempotent: a parcel that has its invoice is left alone.
 */
export async function invoiceDemoPayments(
  db: Db,
  clientEmail: string,
  { seller, tariff }: DemoInvoicing,
): Promise<void> {
  await db.transaction(async (tx) => {
    const unbilled = await tx
      .select({ id: parcels.id, paidAt: parcels.paidAt })
      .from(parcels)
      .innerJoin(users, eq(users.id, parcels.clientId))
      .leftJoin(
        issuedDocuments,
        and(eq(issuedDocuments.parcelId, parcels.id), eq(issuedDocuments.reason, "price")),
      )
      .where(and(eq(users.email, clientEmail), eq(parcels.paid, true), isNull(issuedDocuments.id)))
      .orderBy(asc(parcels.paidAt), asc(parcels.id));
    for (const { id, paidAt } of unbilled) {
      const [parcel] = await lockParcels(tx, eq(parcels.id, id));
      const planned = parcel && plannedDocument(parcel, { firstPayment: true });
      if (!parcel || !planned) continue;
      const numbered = await numberDocument(tx, planned, paidAt ?? undefined);
      await issueDocument(tx, parcel, planned, numbered, { seller, tariff, settlementId: null });
    }
  });
}
