import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import { createOutboxWorker, createSmtpTransport } from "#server/features/mail";
import { adminBrowser } from "#server/test/admin-test-kit";
import { client, createParcel, jpeg, publishDeparture, upload } from "#server/test/parcels-test-kit";
import { startSmtpSink } from "#server/test/smtp-sink";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testDatabaseKinds } from "#server/test/test-database";

const ALERTED = "transporteur@colibri.example";
const QUIET = "associe@colibri.example";

/** The carrier hears about a new request and a proof, once each, at a real SMTP server (docs/product/administration.md#admin-alerts). */
describe.each(testDatabaseKinds)("administrator alert e-mails on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    smtp = await startSmtpSink();
    await adminBrowser(t.app, ALERTED);
    await adminBrowser(t.app, QUIET);
    // The second administrator turned the alerts off in the profile.
    await t.database.db.update(users).set({ adminAlerts: false }).where(eq(users.email, QUIET));
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const deliver = async () => {
    const worker = createOutboxWorker({
      db: t.database.db,
      transport: createSmtpTransport(smtp.url, "Colibri <no-reply@colibri.example>"),
      logger: t.app.log,
    });
    while ((await worker.drainOnce()) > 0) {}
  };
  // Quoted-printable bodies fold long lines and encode '='.
  const plain = (raw: string) => raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");
  const mailsTo = (address: string, phrase: string) =>
    smtp.received.filter((mail) => mail.to.includes(address) && plain(mail.raw).includes(phrase));

  it("e-mails each alerted administrator once for a new request and once for a proof, with a link to the parcel", async () => {
    const ama = await client(t.app, "ama");
    const date = await publishDeparture(t.app, "FR", "TG", 7);
    const parcel = await createParcel(ama, date);
    await deliver();
    const newRequest = mailsTo(ALERTED, "Un client vient de confirmer une demande");
    expect(newRequest).toHaveLength(1);
    expect(plain(newRequest[0]?.raw ?? "")).toContain(`/tracking?colis=${parcel.id}`);

    const proof = await upload(t.app, ama, `/api/parcels/${parcel.id}/payment-proof`, [
      { name: "proof", content: await jpeg(), filename: "recu.jpg", contentType: "image/jpeg" },
      { name: "transactionReference", content: "TM-998877" },
    ]);
    expect(proof.statusCode, proof.body).toBe(201);
    await deliver();
    await deliver();
    const proofMails = mailsTo(ALERTED, "Un client vient d'envoyer une preuve de paiement");
    expect(proofMails).toHaveLength(1);
    expect(plain(proofMails[0]?.raw ?? "")).toContain("TM-998877");
    expect(plain(proofMails[0]?.raw ?? "")).toContain(`/tracking?colis=${parcel.id}`);
    expect(mailsTo(ALERTED, "Un client vient de confirmer une demande")).toHaveLength(1);
    // The administrator who turned alerts off got neither.
    expect(mailsTo(QUIET, "Un client vient")).toHaveLength(0);
  });
});
