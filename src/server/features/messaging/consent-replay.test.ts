import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentMessages, messageOptOuts } from "#server/db/schema";
import type { Deliver } from "#server/simulators/simulator-http";
import { startSmsSimulator } from "#server/simulators/sms-simulator";
import { startWhatsappSimulator } from "#server/simulators/whatsapp-simulator";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { testDatabaseKinds } from "#server/test/test-database";

const WA = { phoneNumberId: "1098765432", accessToken: "EAAG-test-token", appSecret: "app-secret-rejeu" };
const TWILIO = { accountSid: "AC0123456789abcdef0123456789abcdef", authToken: "twilio-auth-token-rejeu" };
const PUBLIC_URL = "http://localhost:3000";

/**
 * A « STOP » or « START » is acted on once per provider message id (decision 093): someone who captured
 * a correctly signed request cannot replay it later to switch a person's consent back.
 */
describe.each(testDatabaseKinds)("replayed STOP and START, on %s", (kind) => {
  let t: TestApp;
  let whatsapp: Awaited<ReturnType<typeof startWhatsappSimulator>>;
  let sms: Awaited<ReturnType<typeof startSmsSimulator>>;
  /** Every webhook the simulators posted, as sent: path, headers and bytes. */
  const posted: { path: string; headers: Record<string, string>; body: string }[] = [];
  const inject = (request: (typeof posted)[number]) =>
    t.app.inject({ method: "POST", url: request.path, headers: request.headers, payload: request.body });
  const deliver: Deliver = async (url, init) => {
    const request = { path: new URL(url).pathname, headers: init.headers, body: init.body };
    posted.push(request);
    return (await inject(request)).statusCode;
  };

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
  });
  afterAll(async () => {
    await t?.close();
    await whatsapp?.close();
    await sms?.close();
  });

  const refuses = async (phone: string) =>
    (await t.database.db.select().from(messageOptOuts).where(eq(messageOptOuts.phone, phone))).length === 1;

  it("ignores a WhatsApp STOP replayed after the person sent START", async () => {
    const phone = "+22890112201";
    expect(await whatsapp.sendInbound(phone.slice(1), "STOP")).toBe(200);
    const stop = posted.at(-1) as (typeof posted)[number];
    expect(await refuses(phone)).toBe(true);
    expect(await whatsapp.sendInbound(phone.slice(1), "START")).toBe(200);
    const start = posted.at(-1) as (typeof posted)[number];
    expect(await refuses(phone)).toBe(false);

    // The captured STOP, signature and all, sent again: accepted as signed, but changes nothing.
    expect((await inject(stop)).statusCode).toBe(200);
    expect(await refuses(phone)).toBe(false);
    // And a replayed START does not undo a later, new STOP.
    expect(await whatsapp.sendInbound(phone.slice(1), "Stop")).toBe(200);
    expect((await inject(start)).statusCode).toBe(200);
    expect(await refuses(phone)).toBe(true);
    const kept = await t.database.db.select().from(consentMessages).where(eq(consentMessages.phone, phone));
    expect(kept.map((row) => row.action).sort()).toEqual(["start", "stop", "stop"]);
  });

  it("ignores a Twilio STOP or START replayed later", async () => {
    const phone = "+22890112202";
    expect(await sms.sendInbound(phone, "STOP")).toBe(200);
    const stop = posted.at(-1) as (typeof posted)[number];
    expect(await refuses(phone)).toBe(true);
    expect(await sms.sendInbound(phone, "START")).toBe(200);
    const start = posted.at(-1) as (typeof posted)[number];
    expect(await refuses(phone)).toBe(false);

    expect((await inject(stop)).statusCode).toBe(200);
    expect(await refuses(phone)).toBe(false);
    expect(await sms.sendInbound(phone, "ARRÊT")).toBe(200);
    expect((await inject(start)).statusCode).toBe(200);
    expect(await refuses(phone)).toBe(true);
  });
});
