import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newId } from "#server/db/ids";
import { departures, messageOptOuts, messageOutbox, parcels, users } from "#server/db/schema";
import { metaHubSignature } from "#server/simulators/provider-signatures";
import type { Deliver } from "#server/simulators/simulator-http";
import { startSmsSimulator } from "#server/simulators/sms-simulator";
import { startWhatsappSimulator } from "#server/simulators/whatsapp-simulator";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertRequestedParcel } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { RECIPIENT_TEMPLATES } from "#shared/parcels/parcel-messages";
import { createMessageWorker } from "./message-worker";
import { channelSendersFromConfig } from "./senders";

const CODE = "482913";
const WA = { phoneNumberId: "1098765432", accessToken: "EAAG-test-token", appSecret: "app-secret-de-test" };
const TWILIO = { accountSid: "AC0123456789abcdef0123456789abcdef", authToken: "twilio-auth-token-test" };
const PUBLIC_URL = "http://localhost:3000";

/**
 * The recipient's messages through the real adapters and the local simulators of Meta's Graph API and
 * Twilio (decisions 081, 082): the simulators answer over HTTP and post their signed webhooks to the
 * app (through `inject`, the same method, path, headers and bytes).
 */
describe.each(testDatabaseKinds)("recipient messages on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  let clientId: string;
  let whatsapp: Awaited<ReturnType<typeof startWhatsappSimulator>>;
  let sms: Awaited<ReturnType<typeof startSmsSimulator>>;
  const deliver: Deliver = async (url, init) =>
    (
      await t.app.inject({
        method: "POST",
        url: new URL(url).pathname,
        headers: init.headers,
        payload: init.body,
      })
    ).statusCode;

  beforeAll(async () => {
    whatsapp = await startWhatsappSimulator({
      ...WA,
      webhookUrl: `${PUBLIC_URL}/api/webhooks/whatsapp`,
      deliver,
    });
    sms = await startSmsSimulator({
      ...TWILIO,
      inboundUrl: `${PUBLIC_URL}/api/webhooks/sms/inbound`,
      deliver,
    });
    t = await createTestApp({
      kind,
      env: {
        PUBLIC_URL,
        WHATSAPP_API_URL: whatsapp.url,
        WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
        WHATSAPP_ACCESS_TOKEN: WA.accessToken,
        WHATSAPP_APP_SECRET: WA.appSecret,
        WHATSAPP_VERIFY_TOKEN: "jeton-de-verification",
        SMS_API_URL: sms.url,
        TWILIO_ACCOUNT_SID: TWILIO.accountSid,
        TWILIO_AUTH_TOKEN: TWILIO.authToken,
        TWILIO_FROM: "+15005550006",
      },
    });
    admin = await adminBrowser(t.app);
    await confirmedAccount(t.app, "ama@mail.com");
    clientId = await userIdOf(t.database.db, "ama@mail.com");
    await t.database.db.update(users).set({ name: "Ama Koffi" }).where(eq(users.id, clientId));
  });
  afterAll(async () => {
    await t.close();
    await whatsapp.close();
    await sms.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(messageOutbox);
    await t.database.db.delete(messageOptOuts);
    whatsapp.messages.length = 0;
    sms.messages.length = 0;
  });

  const db = () => t.database.db;
  let phoneSeq = 10;
  async function parcel(values: {
    status: "received" | "in_transit" | "in_delivery";
    consent?: boolean;
    departureId?: string;
  }) {
    phoneSeq += 1;
    const row = await insertRequestedParcel(db(), {
      clientId,
      paid: true,
      status: values.status,
      departureId: values.departureId ?? null,
      recipientName: "Afi Mensah",
      recipientPhone: `+228900000${phoneSeq}`,
      recipientCity: "Lomé",
      collectionCode: CODE,
    });
    await db()
      .update(parcels)
      .set({ recipientMessagesConsent: values.consent ?? true })
      .where(eq(parcels.id, row.id));
    return row;
  }
  const move = (id: string, expectedStatus: string, to: string) =>
    expectStatus(send(t.app, admin, "POST", `/api/admin/parcels/${id}/status`, { expectedStatus, to }), 200);
  /** Two instances draining at once, until nothing is left; then the simulators' webhooks. */
  async function drainTwoInstances() {
    const senders = channelSendersFromConfig(t.config);
    const one = createMessageWorker({ db: db(), senders, logger: t.app.log });
    const two = createMessageWorker({ db: db(), senders, logger: t.app.log });
    for (;;) {
      const [a, b] = await Promise.all([one.drainOnce(), two.drainOnce()]);
      if (a + b === 0) break;
    }
    await whatsapp.idle();
    await sms.idle();
  }
  const rowsOf = (parcelId: string) =>
    db()
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.parcelId, parcelId))
      .orderBy(messageOutbox.createdAt);

  it("sends the recipient one WhatsApp per status, « En transit », « En livraison », « Livré », once across two instances, delivered by webhook", async () => {
    const p = await parcel({ status: "received" });
    await move(p.id, "received", "in_transit");
    await drainTwoInstances();
    await move(p.id, "in_transit", "in_delivery");
    await drainTwoInstances();
    await expectStatus(
      send(t.app, admin, "POST", `/api/admin/parcels/${p.id}/handover`, {
        expectedStatus: "in_delivery",
        method: "code",
        code: CODE,
      }),
      200,
    );
    await drainTwoInstances();

    const digits = p.recipientPhone?.slice(1);
    const received = whatsapp.messages.filter((m) => m.to === digits);
    expect(received.map((m) => m.template)).toEqual([
      RECIPIENT_TEMPLATES.in_transit.name,
      RECIPIENT_TEMPLATES.in_delivery.name,
      RECIPIENT_TEMPLATES.delivered.name,
    ]);
    const [transit, pickup, delivered] = received.map((m) => whatsapp.text(m));
    expect(transit).toBe(
      `Colibri\u00a0: le colis que Ama Koffi vous envoie est en route vers Lomé. Nous vous écrirons à son arrivée. Suivi\u00a0: ${PUBLIC_URL}/suivi/${p.trackingCode}`,
    );
    expect(pickup).toContain("Retrait\u00a0: Colibri (démo), Boulevard de l'Exemple, Lomé, Togo");
    expect(pickup).toContain(
      "Munissez-vous du code à 6 chiffres que l'expéditeur vous a transmis et d'une pièce d'identité.",
    );
    expect(delivered).toMatch(
      /^Colibri\u00a0: le colis de Ama Koffi a été remis à Afi Mensah le \d+ \S+ \d{4}\. Merci/,
    );
    const rows = await rowsOf(p.id);
    expect(rows.map((row) => [row.channel, row.parcelStatus, row.state, row.attempts])).toEqual([
      ["whatsapp", "in_transit", "delivered", 1],
      ["whatsapp", "in_delivery", "delivered", 1],
      ["whatsapp", "delivered", "delivered", 1],
    ]);
    // The collection code is in no message (decision 082).
    for (const row of rows) expect(`${row.body} ${row.params.join(" ")}`).not.toContain(CODE);
    for (const m of received) expect(whatsapp.text(m)).not.toContain(CODE);
  });

  it("moves a whole departure: one message per consenting recipient, none without consent", async () => {
    const departureId = newId();
    await db()
      .insert(departures)
      .values({ id: departureId, date: "2030-03-01", fromCountry: "FR", toCountry: "TG" });
    const agreed = await parcel({ status: "received", departureId });
    const refused = await parcel({ status: "received", departureId, consent: false });
    await expectStatus(
      send(t.app, admin, "POST", `/api/admin/departures/${departureId}/moves`, {
        from: "received",
        to: "in_transit",
      }),
      200,
    );
    await drainTwoInstances();
    expect(await rowsOf(agreed.id)).toMatchObject([
      { channel: "whatsapp", parcelStatus: "in_transit", state: "delivered" },
    ]);
    expect(await rowsOf(refused.id)).toEqual([]);
    const glance = await expectStatus(
      send(t.app, admin, "GET", `/api/admin/departures/${departureId}/sent-messages`),
      200,
    );
    expect(glance.json()).toMatchObject({
      sendingOn: true,
      parcels: expect.arrayContaining([
        expect.objectContaining({
          id: agreed.id,
          messages: [expect.objectContaining({ state: "delivered" })],
        }),
        expect.objectContaining({ id: refused.id, messages: [] }),
      ]),
    });
  });

  it("retries a provider failure and never sends it twice; a number WhatsApp cannot reach gets the SMS", async () => {
    const p = await parcel({ status: "received" });
    whatsapp.failNext(1, 503, 131016);
    await move(p.id, "received", "in_transit");
    await drainTwoInstances();
    expect(await rowsOf(p.id)).toMatchObject([{ state: "pending", attempts: 1 }]);
    await db()
      .update(messageOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) });
    await drainTwoInstances();
    await drainTwoInstances();
    expect(whatsapp.messages).toHaveLength(1);
    expect(await rowsOf(p.id)).toMatchObject([{ state: "delivered", attempts: 2 }]);

    // 131026: not a WhatsApp user. The same text goes by SMS, once.
    whatsapp.failNext(1, 400, 131026);
    await move(p.id, "in_transit", "in_delivery");
    await drainTwoInstances();
    await drainTwoInstances();
    const rows = await rowsOf(p.id);
    expect(rows.slice(1).map((row) => [row.channel, row.state])).toEqual([
      ["whatsapp", "failed"],
      ["sms", "delivered"],
    ]);
    expect(sms.messages).toHaveLength(1);
    expect(sms.messages[0]?.to).toBe(p.recipientPhone);
    // GSM-7 once the no-break spaces are spaces.
    expect(sms.messages[0]?.body).toContain("Retrait : Colibri (démo)");
    expect(sms.messages[0]?.body).not.toContain(CODE);
  });

  it("stops sending to a number that answered STOP by SMS or WhatsApp, and the carrier sees why", async () => {
    const bySms = await parcel({ status: "received" });
    const byWhatsapp = await parcel({ status: "received" });
    expect(await sms.sendInbound(bySms.recipientPhone as string, "Stop")).toBe(200);
    expect(await whatsapp.sendInbound((byWhatsapp.recipientPhone as string).slice(1), "STOP")).toBe(200);
    expect((await db().select().from(messageOptOuts)).map((row) => row.phone).sort()).toEqual(
      [bySms.recipientPhone, byWhatsapp.recipientPhone].sort(),
    );
    await move(bySms.id, "received", "in_transit");
    await move(byWhatsapp.id, "received", "in_transit");
    await drainTwoInstances();
    expect(whatsapp.messages).toHaveLength(0);
    const seen = await expectStatus(
      send(t.app, admin, "GET", `/api/admin/parcels/${bySms.id}/sent-messages`),
      200,
    );
    expect(seen.json().messages).toMatchObject([
      {
        channel: "whatsapp",
        state: "failed",
        reason: expect.stringMatching(/^Le destinataire a refusé les messages/),
      },
    ]);
    // « Renvoyer » puts it back, and the worker still refuses the number.
    const id = seen.json().messages[0].id;
    await expectStatus(send(t.app, admin, "POST", `/api/admin/messages/${id}/resend`, {}), 200);
    await drainTwoInstances();
    expect(whatsapp.messages).toHaveLength(0);
    expect((await rowsOf(bySms.id))[0]?.state).toBe("failed");
    await expectStatus(send(t.app, admin, "POST", `/api/admin/messages/${id}/resend`, {}), 200);
    await expectStatus(send(t.app, admin, "POST", `/api/admin/messages/${id}/resend`, {}), 409);
    await expectStatus(send(t.app, admin, "POST", "/api/admin/messages/inconnu/resend", {}), 404);
  });

  it("refuses forged webhooks and answers Meta's handshake only with the verify token", async () => {
    const p = await parcel({ status: "received" });
    await move(p.id, "received", "in_transit");
    const worker = createMessageWorker({
      db: db(),
      senders: channelSendersFromConfig(t.config),
      logger: t.app.log,
    });
    await worker.drainOnce();
    await whatsapp.idle();
    const [row] = await rowsOf(p.id);
    const forged = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          changes: [
            { field: "messages", value: { statuses: [{ id: row?.providerMessageId, status: "read" }] } },
          ],
        },
      ],
    });
    for (const signature of [undefined, "sha256=00", metaHubSignature(forged, "pas-le-bon-secret")]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/webhooks/whatsapp",
        headers: {
          "content-type": "application/json",
          ...(signature ? { "x-hub-signature-256": signature } : {}),
        },
        payload: forged,
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await rowsOf(p.id))[0]?.state).toBe("delivered");
    const good = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/whatsapp",
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": metaHubSignature(forged, WA.appSecret),
      },
      payload: forged,
    });
    expect(good.statusCode).toBe(200);
    expect((await rowsOf(p.id))[0]?.state).toBe("read");

    const twilioForged = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/sms/inbound",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": "AAAA" },
      payload: new URLSearchParams({
        AccountSid: TWILIO.accountSid,
        From: p.recipientPhone as string,
        Body: "STOP",
      }).toString(),
    });
    expect(twilioForged.statusCode).toBe(401);
    expect(await db().select().from(messageOptOuts)).toEqual([]);

    const handshake = (token: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    expect((await handshake("jeton-de-verification")).body).toBe("1158201444");
    expect((await handshake("autre")).statusCode).toBe(403);
  });
});

describe("webhooks of a channel without settings", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answer 404, and a status change queues nothing", async () => {
    for (const url of ["/api/webhooks/whatsapp", "/api/webhooks/sms/status", "/api/webhooks/sms/inbound"]) {
      const response = await t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json" },
        payload: "{}",
      });
      expect(response.statusCode, url).toBe(404);
    }
    expect(channelSendersFromConfig(t.config)).toEqual({});
  });
});
