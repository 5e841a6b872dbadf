import { and, asc, eq, inArray, like, lte, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { emailOutbox, users } from "#server/db/schema";
import { greetingLine } from "#shared/accounts";
import { renderEmail } from "./email-layout";
import { ADMIN_KIND_PREFIX } from "./email-priority";
import { enqueueEmail, type OutgoingEmail } from "./outbox";

export const ADMIN_DIGEST_KIND = "admin-digest";
/** Alerts a digest lists one by one; the rest are counted. */
export const DIGEST_LIST_MAX = 50;

export type DigestSettings = { threshold: number; publicUrl: string };

const FOOTNOTE =
  "Pour ne plus recevoir ces alertes, désactivez « Recevoir les alertes administrateur par e-mail » dans votre profil.";

/** The digest of `subjects` for one administrator (docs/product/administration.md#alert-digest). */
export function adminDigestEmail(
  admin: { name?: string | null; email: string },
  subjects: string[],
  publicUrl: string,
  dedupeKey: string,
): OutgoingEmail {
  const count = subjects.length;
  const listed = subjects.slice(0, DIGEST_LIST_MAX).map((subject) => subject.replace(/ — Colibri$/, ""));
  const rest = count - listed.length;
  return {
    kind: ADMIN_DIGEST_KIND,
    to: admin.email,
    dedupeKey,
    ...renderEmail({
      subject: `${count} alertes regroupées — Colibri`,
      heading: `${count} alertes en attente`,
      paragraphs: [
        greetingLine(admin),
        `${count} alertes administrateur sont arrivées en peu de temps. Pour ne pas encombrer votre boîte, les voici réunies en un seul message.`,
      ],
      sections: [
        {
          title: "Les alertes",
          lines: rest > 0 ? [...listed, `… et ${rest} autres, à retrouver dans l'administration.`] : listed,
        },
      ],
      action: { label: "Ouvrir l'administration", url: `${publicUrl}/admin` },
      footnote: FOOTNOTE,
    }),
  };
}

/**
 * Before the e-mails are claimed: an administrator for whom more than `threshold` alerts wait gets them
 * as one digest instead (decision 095). In one transaction: the digest is queued and the alerts are
 * marked `grouped` into it, so each alert leaves once, alone or in a digest. Only due, unclaimed alerts
 * are taken (a leased one may be on its way), locked so that two instances never group the same one.
 * Returns how many digests were queued.
 */
export async function groupAdminAlerts(db: Db, settings: DigestSettings): Promise<number> {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: emailOutbox.id, to: emailOutbox.toAddress, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, "pending"),
          like(emailOutbox.kind, `${ADMIN_KIND_PREFIX}%`),
          ne(emailOutbox.kind, ADMIN_DIGEST_KIND),
          lte(emailOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
      .for("update", { skipLocked: true });
    const byAdmin = new Map<string, typeof waiting>();
    for (const alert of waiting) byAdmin.set(alert.to, [...(byAdmin.get(alert.to) ?? []), alert]);
    let digests = 0;
    for (const [to, alerts] of byAdmin) {
      if (alerts.length <= settings.threshold) continue;
      const [admin] = await tx.select({ name: users.name }).from(users).where(eq(users.email, to));
      const digestId = await enqueueEmail(
        tx,
        adminDigestEmail(
          { name: admin?.name, email: to },
          alerts.map((alert) => alert.subject),
          settings.publicUrl,
          // The first alert it takes: the same alerts never make two digests.
          `${ADMIN_DIGEST_KIND}:${alerts[0]?.id}`,
        ),
      );
      if (!digestId) continue;
      await tx
        .update(emailOutbox)
        .set({ status: "grouped", groupedInto: digestId })
        .where(
          inArray(
            emailOutbox.id,
            alerts.map((alert) => alert.id),
          ),
        );
      digests++;
    }
    return digests;
  });
}
