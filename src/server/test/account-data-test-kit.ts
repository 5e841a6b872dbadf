import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { unzipSync } from "fflate";
import { newId } from "../db/ids";
import { notificationAlerts, parcels, recipients } from "../db/schema";
import { confirmedAccount, userIdOf } from "./accounts-test-kit";
import {
  insertHistory,
  insertPaymentProof,
  insertPhoto,
  insertRequestedParcel,
  insertSettlement,
} from "./parcel-test-data";
import type { TestBrowser } from "./test-browser";

/** Shared by the data export and account deletion tests: an account holding one of everything. */

/** Bytes no other file has, so an archive's file is known to be this one. */
export const uniqueBytes = (label: string) => Buffer.from(`${label} ${randomBytes(8).toString("hex")}`);

export type AccountWithData = {
  browser: TestBrowser;
  userId: string;
  email: string;
  /** Pending and unpaid, with two photos and a proof: deleted with the account. */
  unpaid: { id: string; trackingCode: string; photos: Buffer[]; proof: Buffer };
  /** Paid and delivered, with a photo and a proof: kept, anonymised, when the account goes. */
  delivered: { id: string; trackingCode: string; photos: Buffer[]; proof: Buffer };
};

/**
 * A confirmed client with an unpaid request and a delivered parcel (each with photos and a proof, their
 * history) and a date alert; the sign-up left its confirmation e-mail in the outbox.
 */
export async function accountWithData(app: FastifyInstance, email: string): Promise<AccountWithData> {
  const db = app.database.db;
  const browser = await confirmedAccount(app, email);
  const userId = await userIdOf(db, email);
  const label = email.split("@")[0] as string;

  const unpaidRow = await insertRequestedParcel(db, { clientId: userId, description: `Pagnes de ${label}` });
  const unpaidPhotos = [uniqueBytes(`photo 1 ${label}`), uniqueBytes(`photo 2 ${label}`)];
  await insertPhoto(db, unpaidRow.id, 1, unpaidPhotos[0]);
  await insertPhoto(db, unpaidRow.id, 2, unpaidPhotos[1]);
  const unpaidProof = uniqueBytes(`%PDF-1.4 ${label}`);
  await insertPaymentProof(db, unpaidRow.id, new Date(), unpaidProof);

  const deliveredRow = await insertRequestedParcel(db, {
    clientId: userId,
    description: `Médicaments pour la maman de ${label}`,
    status: "delivered",
    paid: true,
    createdAt: new Date(Date.now() - 60_000),
    recipientName: `Maman de ${label}`,
    recipientPhone: "+22890123456",
    recipientCity: "Lomé",
    recipientLandmark: "Bè Kpota",
  });
  // Weighed heavier at reception: a balance of 6 € paid (docs/product/departures.md#money-received).
  await insertSettlement(db, deliveredRow.id, { kind: "paid", cents: 600, fcfa: 3930 });
  // Handed over on the collecting person's ID; the recipient is saved for the next request.
  await db
    .update(parcels)
    .set({
      handoverMethod: "identity",
      collectedByName: `Frère de ${label}`,
      collectedByIdNumber: "TG-778899",
      handedOverAt: new Date(),
    })
    .where(eq(parcels.id, deliveredRow.id));
  await db.insert(recipients).values({
    id: newId("rcp"),
    clientId: userId,
    name: `Maman de ${label}`,
    phone: "+22890123456",
    city: "Lomé",
    landmark: "Bè Kpota",
  });
  await insertHistory(db, deliveredRow.id, [
    { status: "delivered", note: "Livré avec succès", location: "Lomé", createdAt: new Date() },
  ]);
  const deliveredPhotos = [uniqueBytes(`photo livrée ${label}`)];
  await insertPhoto(db, deliveredRow.id, 1, deliveredPhotos[0]);
  const deliveredProof = uniqueBytes(`%PDF-1.4 payé ${label}`);
  await insertPaymentProof(db, deliveredRow.id, new Date(), deliveredProof);

  await db.insert(notificationAlerts).values({
    id: newId(),
    userId,
    email,
    fromCountry: "TG",
    toCountry: "FR",
    description: `Alerte de ${label}`,
  });
  return {
    browser,
    userId,
    email,
    unpaid: {
      id: unpaidRow.id,
      trackingCode: unpaidRow.trackingCode,
      photos: unpaidPhotos,
      proof: unpaidProof,
    },
    delivered: {
      id: deliveredRow.id,
      trackingCode: deliveredRow.trackingCode,
      photos: deliveredPhotos,
      proof: deliveredProof,
    },
  };
}

/** The files of a ZIP answer, by name. */
export function unzipped(payload: Buffer): Record<string, Buffer> {
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(payload))).map(([name, content]) => [name, Buffer.from(content)]),
  );
}
