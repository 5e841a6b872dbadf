import { and, type Column, eq, gte, isNotNull, lt, or } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { onlinePayments, parcels, users } from "#server/db/schema";
import { frenchRegionName } from "#shared/country-names";
import { HELD_RECEIVED_LABEL, HELD_REFUNDED_LABEL } from "#shared/invoices";
import { PROVIDER_LABELS } from "#shared/payments/online-payment";
import type { Tariff } from "#shared/pricing";
import { day, euros } from "./export-cells";

/**
 * Money held for clients in the accounting export (docs/product/accounting.md#held, decision 097): an
 * online payment the provider approved and that could not be recorded on its parcel is money the
 * carrier owes the client, not revenue. Each one is listed the day it was approved (positive) and the
 * day the carrier marked it refunded (negative), after `Total net`, with its own total. The payment
 * is in francs; its euros are the tariff's equivalent (the rate between the two per-kg prices).
 */
export type HeldTotals = { cents: number; fcfa: number; count: number; withoutTaxCents: 0; taxCents: 0 };

export async function heldMovesBetween(db: Db, period: { from: Date; to: Date }, tariff: Tariff) {
  const within = (column: Column) => and(gte(column, period.from), lt(column, period.to));
  const payments = await db
    .select({
      payment: onlinePayments,
      parcelId: parcels.id,
      fromCountry: parcels.fromCountry,
      toCountry: parcels.toCountry,
      preferredDate: parcels.preferredDate,
      clientName: users.name,
      clientEmail: users.email,
    })
    .from(onlinePayments)
    .innerJoin(parcels, eq(parcels.id, onlinePayments.parcelId))
    .leftJoin(users, eq(users.id, parcels.clientId))
    .where(
      and(
        isNotNull(onlinePayments.problem),
        or(within(onlinePayments.confirmedAt), within(onlinePayments.refundedAt)),
      ),
    );
  const centsOf = (fcfa: number) => Math.round((fcfa * tariff.centsPerKg) / tariff.fcfaPerKg);
  const inPeriod = (at: Date | null): at is Date => at !== null && at >= period.from && at < period.to;
  const moves = payments.flatMap((row) => {
    const { payment } = row;
    return [
      ...(inPeriod(payment.confirmedAt) ? [{ row, at: payment.confirmedAt, sign: 1 }] : []),
      ...(inPeriod(payment.refundedAt) ? [{ row, at: payment.refundedAt, sign: -1 }] : []),
    ];
  });
  moves.sort((a, b) => a.at.getTime() - b.at.getTime());
  const total: HeldTotals = { cents: 0, fcfa: 0, count: 0, withoutTaxCents: 0, taxCents: 0 };
  const rows = moves.map(({ row, at, sign }) => {
    const { payment } = row;
    const fcfa = sign * payment.amountFcfa;
    const cents = sign * centsOf(payment.amountFcfa);
    total.cents += cents;
    total.fcfa += fcfa;
    total.count++;
    return [
      sign > 0 ? HELD_RECEIVED_LABEL : HELD_REFUNDED_LABEL,
      "",
      day(at),
      row.clientEmail === null ? "Compte supprimé" : (row.clientName ?? ""),
      row.clientEmail ?? "",
      row.parcelId,
      `${frenchRegionName(row.fromCountry)} → ${frenchRegionName(row.toCountry)}`,
      row.preferredDate ?? "",
      "",
      "",
      "",
      euros(cents),
      String(fcfa),
      `Paiement en ligne (${PROVIDER_LABELS[payment.provider] ?? payment.provider})`,
      payment.providerTransactionId ?? "",
    ];
  });
  return { rows, total };
}
