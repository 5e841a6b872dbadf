import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { users } from "#server/db/schema";
import { enqueueEmail, type OutgoingEmail, renderEmail } from "#server/features/mail";
import { greetingLine } from "#shared/accounts";
import { MESSAGE_CHANNEL_LABELS } from "#shared/messaging/sent-messages";
import type { MessageChannel } from "./channel-sender";

/**
 * The administrators' alert when a channel reached its daily ceiling (docs/product/notifications.md#ceiling):
 * the messages beyond it wait for the next day. One e-mail per administrator, channel and UTC day.
 */
export function ceilingAlertEmail(
  admin: { id: string; name: string; email: string },
  channel: MessageChannel,
  ceiling: number,
  day: string,
  publicUrl: string,
): OutgoingEmail {
  const label = MESSAGE_CHANNEL_LABELS[channel] ?? channel;
  return {
    kind: "admin-message-ceiling",
    to: admin.email,
    dedupeKey: `message-ceiling:${channel}:${day}:${admin.id}`,
    ...renderEmail({
      subject: `Plafond quotidien atteint : ${label} — Colibri`,
      heading: `Plafond quotidien des messages ${label} atteint`,
      paragraphs: [
        greetingLine(admin),
        `${ceiling} messages ${label} sont partis aujourd'hui : les suivants attendent demain 0 h (UTC).`,
        "Pour en envoyer davantage, relevez le plafond dans les réglages du serveur, ou prévenez les destinataires par WhatsApp depuis chaque colis.",
      ],
      action: { label: "Voir les colis", url: `${publicUrl}/admin` },
      footnote:
        "Pour ne plus recevoir ces alertes, désactivez « Recevoir les alertes administrateur par e-mail » dans votre profil.",
    }),
  };
}

/** The worker's `onCeiling`: every administrator who keeps alerts on, once per channel and day. */
export function alertAdminsOfCeiling(db: Db, publicUrl: string) {
  return async (channel: MessageChannel, ceiling: number) => {
    const day = new Date().toISOString().slice(0, 10);
    const admins = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.emailVerified, true), eq(users.adminAlerts, true)));
    for (const admin of admins)
      await enqueueEmail(db, ceilingAlertEmail(admin, channel, ceiling, day, publicUrl));
  };
}
