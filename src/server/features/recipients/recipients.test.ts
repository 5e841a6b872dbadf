import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parcels, recipients, users } from "#server/db/schema";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { client, parcelRequest, publishDeparture, TEST_RECIPIENT } from "#server/test/parcels-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { CLIENT_PHONE_REQUIRED } from "#shared/parcels/request-api";
import { PHONE_INVALID, TOGO_LANDLINE_REFUSED, TOGO_PHONE_INVALID } from "#shared/phones/phone-number";
import { MAX_SAVED_RECIPIENTS, RECIPIENT_NAME_REQUIRED } from "#shared/recipients/recipient";

/**
 * The recipient of a parcel and the phones (docs/product/recipients.md): stored in E.164, given back to
 * the owner and the carrier only, saved per client for the next request.
 */
describe.each(testDatabaseKinds)("recipients and phones on %s", (kind) => {
  let t: TestApp;
  let awa: TestBrowser;
  let kofi: TestBrowser;
  let boss: TestBrowser;
  let date: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    awa = await client(t.app, "awa");
    kofi = await client(t.app, "kofi");
    boss = await adminBrowser(t.app);
    date = await publishDeparture(t.app, "FR", "TG", 7);
  });
  afterAll(() => t.close());

  const create = async (browser: TestBrowser, overrides: Record<string, unknown> = {}) => {
    const response = await browser.post("/api/parcels", parcelRequest(date, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; trackingCode: string };
  };

  it("stores the client's word that the recipient agrees to the parcel's messages, unticked by default (docs/product/notifications.md#consent)", async () => {
    const agreed = await create(kofi, {
      recipient: { ...TEST_RECIPIENT, phone: "90 55 66 77", messagesConsent: true },
    });
    const silent = await create(kofi, { recipient: { ...TEST_RECIPIENT, phone: "90 55 66 78" } });
    const consent = async (id: string) =>
      (await t.database.db.select().from(parcels).where(eq(parcels.id, id)))[0]?.recipientMessagesConsent;
    expect(await consent(agreed.id)).toBe(true);
    expect(await consent(silent.id)).toBe(false);
    const saved = await t.database.db.select().from(recipients).where(eq(recipients.phone, "+22890556677"));
    expect(saved.map((row) => row.messagesConsent)).toEqual([true]);
    const refused = await kofi.post(
      "/api/parcels",
      parcelRequest(date, { recipient: { ...TEST_RECIPIENT, messagesConsent: "oui" } }),
    );
    expect(refused.statusCode).toBe(400);
  });

  it("stores the recipient in E.164 and gives it, with the collection code, to the owner only", async () => {
    const parcel = await create(awa, {
      recipient: { ...TEST_RECIPIENT, secondPhone: "00228 70 11 22 33" },
    });
    const owner = (await awa.get(`/api/parcels/${parcel.id}`)).json().parcel;
    expect(owner.recipient).toEqual({
      name: "Afi Mensah",
      phone: "+22890123456",
      secondPhone: "+22870112233",
      city: "Lomé",
      landmark: "Bè Kpota, près de la pharmacie",
    });
    expect(owner.collectionCode).toMatch(/^\d{6}$/);
    expect(owner.codeAttemptsLeft).toBeNull();
    expect((await awa.get(`/api/parcels/${parcel.id}/payment`)).json().collectionCode).toBe(
      owner.collectionCode,
    );

    // The carrier sees who collects it, never the code: it must hear it from the recipient.
    const carrier = (await send(t.app, boss, "GET", `/api/parcels/${parcel.id}`)).json().parcel;
    expect(carrier.recipient).toEqual(owner.recipient);
    expect(carrier.collectionCode).toBeNull();
    expect(carrier.codeAttemptsLeft).toBe(5);
    expect(
      (await send(t.app, boss, "GET", `/api/parcels/${parcel.id}/payment`)).json().collectionCode,
    ).toBeNull();

    // Another client: the same 404 as a parcel that does not exist.
    expect((await kofi.get(`/api/parcels/${parcel.id}`)).statusCode).toBe(404);
    expect((await kofi.get(`/api/parcels/${parcel.id}/payment`)).statusCode).toBe(404);
    // The public page: nothing of the recipient, nor the code.
    const publicPage = await t.app.inject({
      method: "GET",
      url: `/api/public/tracking/${parcel.trackingCode}`,
    });
    for (const secret of ["Afi", "22890123456", "90 12", "Kpota", owner.collectionCode]) {
      expect(publicPage.body).not.toContain(secret);
    }
  });

  it("draws a different collection code for each parcel", async () => {
    const codes = new Set<string>();
    for (let index = 0; index < 6; index += 1) {
      const parcel = await create(awa);
      codes.add((await awa.get(`/api/parcels/${parcel.id}`)).json().parcel.collectionCode);
    }
    // 6 draws of 1 000 000: a repeat would be a broken generator, not bad luck (p ≈ 1.5e-5).
    expect(codes.size).toBe(6);
  });

  it("refuses a request without a recipient, or with a bad phone, field by field in French", async () => {
    const none = await awa.post("/api/parcels", parcelRequest(date, { recipient: undefined }));
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().fieldErrors)).toEqual(expect.arrayContaining(["recipient"]));

    const noName = await awa.post(
      "/api/parcels",
      parcelRequest(date, { recipient: { ...TEST_RECIPIENT, name: " " } }),
    );
    expect(noName.json().fieldErrors).toMatchObject({ "recipient.name": RECIPIENT_NAME_REQUIRED });
    const badPhones = await awa.post(
      "/api/parcels",
      parcelRequest(date, { recipient: { ...TEST_RECIPIENT, phone: "80 12 34 56", secondPhone: "12" } }),
    );
    expect(badPhones.statusCode).toBe(400);
    expect(badPhones.json().fieldErrors).toMatchObject({
      "recipient.phone": TOGO_PHONE_INVALID,
      "recipient.secondPhone": PHONE_INVALID,
    });
  });

  it("asks the client's own phone at the first request, and keeps the one given", async () => {
    const yao = await confirmedAccount(t.app, "yao-sans-telephone@mail.com");
    expect(await yao.me()).toMatchObject({ phone: null });
    const without = await yao.post("/api/parcels", parcelRequest(date));
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      code: "CLIENT_PHONE_REQUIRED",
      fieldErrors: { clientPhone: CLIENT_PHONE_REQUIRED },
    });
    const wrong = await yao.post("/api/parcels", parcelRequest(date, { clientPhone: "06 12" }));
    expect(wrong.json().fieldErrors).toMatchObject({ clientPhone: PHONE_INVALID });
    // A waiting request may come before the phone: it is asked with the first dated one.
    const waiting = await yao.post("/api/parcels/notification-requests", {
      description: "Livres",
      fromCountry: "FR",
      toCountry: "CI",
    });
    expect(waiting.statusCode, waiting.body).toBe(201);
    // Nothing was created by the refused requests.
    const yaoId = await userIdOf(t.database.db, "yao-sans-telephone@mail.com");
    expect(await t.database.db.select().from(parcels).where(eq(parcels.clientId, yaoId))).toHaveLength(1);

    expect(
      (await yao.post("/api/parcels", parcelRequest(date, { clientPhone: "06 98 76 54 32" }))).statusCode,
    ).toBe(201);
    expect(await yao.me()).toMatchObject({ phone: "+33698765432" });
    // Next time the phone on file is enough.
    expect((await yao.post("/api/parcels", parcelRequest(date))).statusCode).toBe(201);
  });

  it("saves each recipient once per phone for its client only, latest details first, and forgets on request", async () => {
    const ama = await client(t.app, "ama");
    await create(ama, { recipient: { ...TEST_RECIPIENT, name: "Afi" } });
    await create(ama, { recipient: { ...TEST_RECIPIENT, name: "Afi Mensah", landmark: "Tokoin" } });
    await create(ama, {
      recipient: { name: "Kodjo", phone: "+228 99 00 11 22", city: "Kara", landmark: null },
    });
    const list = (await ama.get("/api/recipients")).json().recipients;
    expect(list.map((saved: { name: string }) => saved.name)).toEqual(["Kodjo", "Afi Mensah"]);
    expect(list[1]).toMatchObject({ phone: "+22890123456", landmark: "Tokoin" });

    // Kofi has his own list, and cannot touch Ama's.
    const kofiList = (await kofi.get("/api/recipients")).json().recipients;
    expect(kofiList.some((saved: { name: string }) => saved.name === "Kodjo")).toBe(false);
    expect((await send(t.app, kofi, "DELETE", `/api/recipients/${list[0].id}`)).statusCode).toBe(404);
    expect((await send(t.app, null, "GET", "/api/recipients")).statusCode).toBe(401);

    await expectStatus(send(t.app, ama, "DELETE", `/api/recipients/${list[0].id}`), 204);
    expect((await ama.get("/api/recipients")).json().recipients).toHaveLength(1);
    expect((await send(t.app, ama, "DELETE", `/api/recipients/${list[0].id}`)).statusCode).toBe(404);
  });

  it(`keeps the ${MAX_SAVED_RECIPIENTS} most recently used recipients`, async () => {
    const esi = await client(t.app, "esi");
    for (let index = 0; index <= MAX_SAVED_RECIPIENTS; index += 1) {
      await create(esi, {
        recipient: {
          ...TEST_RECIPIENT,
          name: `Destinataire ${index}`,
          phone: `90 00 00 ${String(index).padStart(2, "0")}`,
        },
      });
    }
    const esiId = await userIdOf(t.database.db, (await esi.me())?.email as string);
    const saved = await t.database.db.select().from(recipients).where(eq(recipients.clientId, esiId));
    expect(saved).toHaveLength(MAX_SAVED_RECIPIENTS);
    expect(saved.some((recipient) => recipient.name === "Destinataire 0")).toBe(false);
  });

  it("takes the optional phone at sign-up in E.164, and refuses one it cannot read on its field", async () => {
    const signUp = (email: string, phone: string) =>
      send(t.app, null, "POST", "/api/auth/sign-up/email", {
        email,
        password: "Colibri-Test-2026",
        confirmPassword: "Colibri-Test-2026",
        phone,
      });
    const bad = await expectStatus(signUp("kwami-tel@mail.com", "22 21 12 34"), 400);
    // A Togolese landline: no WhatsApp there, and the message says a mobile is needed.
    expect(bad.json().fieldErrors).toMatchObject({ phone: TOGO_LANDLINE_REFUSED });
    const garbled = await expectStatus(signUp("kwami-tel@mail.com", "06 12"), 400);
    expect(garbled.json().fieldErrors).toMatchObject({ phone: PHONE_INVALID });
    expect(
      await t.database.db.select().from(users).where(eq(users.email, "kwami-tel@mail.com")),
    ).toHaveLength(0);
    await expectStatus(signUp("kwami-tel@mail.com", "+228 22 21 12 34"), 400);
    await expectStatus(signUp("kwami-tel@mail.com", "0033 6 12 34 56 78"), 200);
    const [kwami] = await t.database.db.select().from(users).where(eq(users.email, "kwami-tel@mail.com"));
    expect(kwami?.phone).toBe("+33612345678");
  });

  it("sets, normalises and removes the profile phone", async () => {
    const mawu = await client(t.app, "mawu");
    const put = (phone: string | null) => send(t.app, mawu, "PUT", "/api/accounts/me/phone", { phone });
    expect((await expectStatus(put("90 12 34 56"), 200)).json()).toEqual({ phone: "+22890123456" });
    expect(await mawu.me()).toMatchObject({ phone: "+22890123456" });
    const bad = await expectStatus(put("+228 80 12 34 56"), 400);
    expect(bad.json().fieldErrors).toMatchObject({ phone: TOGO_PHONE_INVALID });
    expect((await expectStatus(put(""), 200)).json()).toEqual({ phone: null });
    expect(await mawu.me()).toMatchObject({ phone: null });
    expect(
      (await send(t.app, null, "PUT", "/api/accounts/me/phone", { phone: "0612345678" })).statusCode,
    ).toBe(401);
  });

  it("shows FCFA and Mobile Money first to a payer in Togo: a Togolese phone, or a parcel leaving Togo", async () => {
    const paris = await create(awa);
    expect((await awa.get(`/api/parcels/${paris.id}/payment`)).json().payerInTogo).toBe(false);
    const awaId = (await awa.me())?.id as string;
    await t.database.db.update(users).set({ phone: "+22891234567" }).where(eq(users.id, awaId));
    expect((await awa.get(`/api/parcels/${paris.id}/payment`)).json().payerInTogo).toBe(true);
    await t.database.db.update(users).set({ phone: "+33612345678" }).where(eq(users.id, awaId));
    const lomeDate = await publishDeparture(t.app, "TG", "FR", 9);
    const fromLome = await awa.post(
      "/api/parcels",
      parcelRequest(lomeDate, {
        fromCountry: "TG",
        toCountry: "FR",
        recipient: { name: "Awa", phone: "06 12 34 56 78", city: "Paris" },
      }),
    );
    expect(fromLome.statusCode, fromLome.body).toBe(201);
    expect((await awa.get(`/api/parcels/${fromLome.json().id}/payment`)).json().payerInTogo).toBe(true);
  });

  it("prepares the WhatsApp messages of the current status for the client and the recipient, for the carrier only", async () => {
    const parcel = await create(awa);
    await t.database.db
      .update(parcels)
      .set({ status: "in_delivery", paid: true })
      .where(eq(parcels.id, parcel.id));
    const response = await expectStatus(
      send(t.app, boss, "GET", `/api/admin/parcels/${parcel.id}/messages`),
      200,
    );
    const [toClient, toRecipient] = response.json().messages;
    expect(toClient).toMatchObject({ audience: "client", phone: "+33 6 12 34 56 78" });
    expect(toClient.delivery.url).toMatch(/^https:\/\/wa\.me\/33612345678\?text=/);
    expect(toRecipient).toMatchObject({
      audience: "recipient",
      name: "Destinataire : Afi Mensah",
      phone: "+228 90 12 34 56",
    });
    expect(toRecipient.text).toContain("Munissez-vous du code à 6 chiffres");
    expect(toRecipient.text).toContain("Boulevard de l'Exemple");
    expect(toRecipient.text).toContain(`/suivi/${parcel.trackingCode}`);
    // The code itself is the client's to pass on: the carrier's message never carries it.
    const code = (await awa.get(`/api/parcels/${parcel.id}`)).json().parcel.collectionCode;
    expect(toRecipient.text).not.toContain(code);
    expect(decodeURIComponent(toRecipient.delivery.url.split("text=")[1])).toBe(toRecipient.text);
    expect((await send(t.app, awa, "GET", `/api/admin/parcels/${parcel.id}/messages`)).statusCode).toBe(403);
  });
});
