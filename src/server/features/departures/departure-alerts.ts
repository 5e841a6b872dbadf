import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Tx } from "#server/db/database";
import { notificationAlerts, users } from "#server/db/schema";
import { enqueueEmail } from "#server/features/mail";
import { greetingLine } from "#shared/accounts";
import { departureAlertEmail } from "./departure-alert-email";
import type { NewDepartures } from "./departure-columns";
import type { DeparturesContext } from "./departures-context";

/**
 * Every open alert on the route gets one e-mail and is marked notified, in the caller's transaction
 * (docs/product/parcels.md#waiting-request). Answers how many.
 */
export async function notifyRouteAlerts(
  tx: Tx,
  context: DeparturesContext,
  input: NewDepartures,
): Promise<number> {
  const alerts = await tx
    .update(notificationAlerts)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        eq(notificationAlerts.fromCountry, input.fromCountry),
        eq(notificationAlerts.toCountry, input.toCountry),
        isNull(notificationAlerts.notifiedAt),
      ),
    )
    .returning({
      id: notificationAlerts.id,
      email: notificationAlerts.email,
      userId: notificationAlerts.userId,
      parcelId: notificationAlerts.parcelId,
    });
  const dates = [...input.dates].sort();
  const names = await namesOf(
    tx,
    alerts.map((alert) => alert.userId),
  );
  for (const alert of alerts) {
    await enqueueEmail(
      tx,
      departureAlertEmail({
        alertId: alert.id,
        to: alert.email,
        fromCountry: input.fromCountry,
        toCountry: input.toCountry,
        dates,
        // The waiting request itself takes the date (docs/product/parcels.md#waiting-request).
        hasWaitingRequest: alert.parcelId !== null,
        actionUrl: alert.parcelId
          ? `${context.publicUrl}/tracking?colis=${encodeURIComponent(alert.parcelId)}`
          : `${context.publicUrl}/request`,
        greeting: greetingLine({ name: names.get(alert.userId), email: alert.email }),
      }),
    );
  }
  return alerts.length;
}

async function namesOf(tx: Tx, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}
