import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { emailOutbox } from "#server/db/schema";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { accountDataEntries, EXPORT_JSON_NAME } from "./data-export.service";

const EMAIL = "awa-instantane@mail.com";
const LATE_SUBJECT = "Écrit pendant l'export";

/** postgres.js answers an array of rows. */
const rowsOf = (result: unknown) => result as Record<string, string>[];

/**
 * The export's JSON is one snapshot (docs/product/accounts.md#data-export): what commits while its reads
 * run is in none of them. Only PostgreSQL can show it: PGlite runs one query at a time, so nothing can
 * commit between two of the export's reads there (the settings of the transaction are checked on both
 * in db/read-snapshot.test.ts).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "the data export reads one snapshot (needs TEST_DATABASE_URL)",
  () => {
    let t: TestApp;
    let userId: string;
    beforeAll(async () => {
      t = await createTestApp({ kind: "postgres" });
      await confirmedAccount(t.app, EMAIL);
      userId = await userIdOf(t.database.db, EMAIL);
    });
    afterAll(() => t?.close());

    it("leaves out an e-mail committed after its first read, although it reads the e-mails after that", async () => {
      const db = t.database.db;
      let locked: () => void = () => {};
      let release: () => void = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Another request queues an e-mail to the account and holds the table until told to commit.
      const writer = db.transaction(async (tx) => {
        await tx.execute(sql`lock table "email_outbox" in access exclusive mode`);
        await tx.insert(emailOutbox).values({
          id: newId(),
          kind: "test",
          toAddress: EMAIL,
          subject: LATE_SUBJECT,
          textBody: "…",
          htmlBody: "<p>…</p>",
        });
        locked();
        await released;
      });
      await isLocked;
      const exporting = accountDataEntries(db, userId);
      // The export has read the account and waits on the e-mails: its snapshot is taken.
      for (let tries = 0; ; tries++) {
        const waiting = rowsOf(
          await db.execute(
            sql`select count(*)::int as "n" from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          ),
        );
        if (Number(waiting[0]?.n) > 0) break;
        if (tries > 200) throw new Error("the export never waited on the e-mails");
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      release();
      await writer;
      let json = "";
      for await (const entry of await exporting) {
        if (entry.path === EXPORT_JSON_NAME) json = new TextDecoder().decode(entry.content);
      }
      const exported = JSON.parse(json) as { emails: { objet: string }[] };
      expect(exported.emails.length).toBeGreaterThan(0); // the confirmation e-mail, from before
      expect(exported.emails.map((email) => email.objet)).not.toContain(LATE_SUBJECT);
    });
  },
);
