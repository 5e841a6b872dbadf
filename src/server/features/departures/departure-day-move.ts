import { eq, inArray } from "drizzle-orm";
import type { Tx } from "#server/db/database";
import { parcels, users } from "#server/db/schema";
import { enqueueEmail } from "#server/features/mail";
import { recordParcelChange } from "#server/features/parcel-records";
import { formatDateFr, type IsoDate } from "#shared/calendar";
import { departureDayMovedNote } from "#shared/departures/admin-departures";
import { departureMovedEmail } from "./departure-moved-email";
import type { DeparturesContext } from "./departures-context";

/**
 * Every parcel booked on a departure whose day moved follows it (docs/product/administration.md#dates-in-use),
 * with a history entry (its status unchanged, so the last entry still matches it); each client is told,
 * whatever their e-mail switch. In the caller's transaction, which locked those parcels. Answers how many.
 */
export async function moveBookedParcels(
  tx: Tx,
  context: DeparturesContext,
  departureId: string,
  from: string,
  to: string,
): Promise<number> {
  const now = new Date();
  const moved = await tx
    .update(parcels)
    .set({ preferredDate: to, updatedAt: now })
    .where(eq(parcels.departureId, departureId))
    .returning({
      id: parcels.id,
      clientId: parcels.clientId,
      description: parcels.description,
      fromCountry: parcels.fromCountry,
      toCountry: parcels.toCountry,
      trackingCode: parcels.trackingCode,
      status: parcels.status,
    });
  // Audited once, by the departure's own `date.update` line (docs/product/administration.md#audit).
  await recordParcelChange(tx, {
    actor: context.actor,
    parcels: moved,
    note: departureDayMovedNote(formatDateFr(from as IsoDate), formatDateFr(to as IsoDate)),
    at: now,
  });
  const clients = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        // A deleted account's kept parcel has no client to tell.
        moved.flatMap((parcel) => (parcel.clientId === null ? [] : [parcel.clientId])),
      ),
    );
  const byId = new Map(clients.map((client) => [client.id, client]));
  for (const parcel of moved) {
    const client = parcel.clientId === null ? undefined : byId.get(parcel.clientId);
    // A delivered or refused parcel's record is corrected silently: there is nothing to be ready for.
    if (!client || parcel.status === "delivered" || parcel.status === "rejected") continue;
    await enqueueEmail(
      tx,
      departureMovedEmail({
        to: client.email,
        client,
        parcel,
        from,
        toDate: to,
        trackingUrl: `${context.publicUrl}/tracking?colis=${encodeURIComponent(parcel.id)}`,
      }),
    );
  }
  return moved.length;
}
