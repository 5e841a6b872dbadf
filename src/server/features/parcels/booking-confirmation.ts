import { eq } from "drizzle-orm";
import type { Tx } from "#server/db/database";
import { parcels, users } from "#server/db/schema";
import { enqueueEmail } from "#server/features/mail";
import { parcelDropoff } from "#server/features/parcel-records";
import { type Business, isPayerInTogo } from "#shared/parcels/payment-instructions";
import { bookingEmail } from "./booking-email";

/** `onlinePayment`: a payment provider is configured, so the e-mail says the client may pay online. */
export type BookingEmailOptions = { publicUrl: string; business: Business; onlinePayment: boolean };

/**
 * Queues the booking confirmation of a request just made, or of a waiting request that just took its
 * date, in the transaction that did it: the e-mail goes if and only if the booking commits. It goes
 * whatever the client's parcel e-mail switch says: it is the order's receipt, like an account e-mail
 * (decision 071). Read back from the database, so it says what was stored (price, code, departure).
 */
export async function queueBookingEmail(tx: Tx, parcelId: string, options: BookingEmailOptions) {
  const [row] = await tx
    .select({
      parcel: {
        id: parcels.id,
        reference: parcels.reference,
        status: parcels.status,
        description: parcels.description,
        fromCountry: parcels.fromCountry,
        toCountry: parcels.toCountry,
        trackingCode: parcels.trackingCode,
        collectionCode: parcels.collectionCode,
        weightGrams: parcels.weightGrams,
        priceCents: parcels.priceCents,
        priceFcfa: parcels.priceFcfa,
        preferredDate: parcels.preferredDate,
        departureId: parcels.departureId,
      },
      client: { email: users.email, name: users.name, phone: users.phone },
    })
    .from(parcels)
    .innerJoin(users, eq(users.id, parcels.clientId))
    .where(eq(parcels.id, parcelId));
  if (!row) return;
  await enqueueEmail(
    tx,
    bookingEmail({
      to: row.client.email,
      client: row.client,
      parcel: row.parcel,
      dropoff: await parcelDropoff(tx, row.parcel),
      business: options.business,
      payerInTogo: isPayerInTogo(row.parcel.fromCountry, row.client.phone),
      publicUrl: options.publicUrl,
      onlinePayment: options.onlinePayment,
    }),
  );
}
