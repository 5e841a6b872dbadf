import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { users } from "#server/db/schema";
import { CREATION_NOTE, NOTIFICATION_REQUEST_NOTE } from "#shared/parcels/transitions";
import { type DemoParcel, insertDemoParcel, journeyTo } from "./demo-parcels";

/**
 * A few parcels of the demo client with fixed ids, so the admin dashboard has something to act on
 * in development and the admin e2e journeys can find them. Each has the history its
 * status implies, like every demo parcel.
 */
export const DEMO_ADMIN_PARCELS: DemoParcel[] = [
  {
    prefix: "pkg",
    id: "pkg-DEMOADMIN000000000000001",
    description: "Pagne wax et tissus (démo admin)",
    kg: 3.5,
    from: "FR",
    to: "TG",
    paid: false,
    dateInDays: 7,
    createdDaysAgo: 0.1,
    steps: [{ status: "pending", note: CREATION_NOTE, afterHours: 0 }],
  },
  {
    prefix: "pkg",
    id: "pkg-DEMOADMIN000000000000002",
    description: "Ordinateur portable (démo admin)",
    kg: 2.5,
    from: "FR",
    to: "TG",
    paid: true,
    dateInDays: 7,
    createdDaysAgo: 5,
    steps: journeyTo("in_transit"),
  },
  {
    prefix: "notif",
    id: "notif-DEMOADMIN00000000000003",
    description: "Colis de vêtements (démo admin)",
    kg: 5,
    from: "FR",
    to: "TG",
    paid: false,
    dateInDays: null,
    createdDaysAgo: 0.2,
    steps: [{ status: "pending", note: NOTIFICATION_REQUEST_NOTE, afterHours: 0 }],
  },
];

export async function seedDemoAdminParcels(db: Db, clientEmail: string, now = new Date()): Promise<void> {
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, clientEmail));
  if (!client) return;
  await db.transaction(async (tx) => {
    for (const demo of DEMO_ADMIN_PARCELS) await insertDemoParcel(tx, client.id, demo, now);
  });
}
