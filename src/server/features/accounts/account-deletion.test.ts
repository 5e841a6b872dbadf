import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  auditLog,
  emailOutbox,
  notificationAlerts,
  parcelPhotos,
  parcels,
  paymentProofs,
  recipients,
  sessions,
  storedFiles,
  trackingEvents,
  users,
} from "#server/db/schema";
import { accountWithData } from "#server/test/account-data-test-kit";
import { confirmedAccount, otherDevice, PASSWORD, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, send } from "#server/test/admin-test-kit";
import { insertOnlinePayment, insertRequestedParcel } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { type TestBrowser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { totpCode } from "#server/test/totp";
import { enableTwoFactor } from "#server/test/two-factor-test-kit";
import {
  DELETE_ACCOUNT_PATH,
  DELETED_ACCOUNT,
  DELETION_CODE_REQUIRED,
  DELETION_LAST_ADMIN,
  DELETION_PARCEL_IN_PROGRESS,
  DELETION_PASSWORD_REQUIRED,
  DELETION_REFUND_OWED,
  DELETION_WRONG_CODE,
  DELETION_WRONG_PASSWORD,
} from "#shared/account-data";
import { DELETION_LIMIT } from "./account-deletion.service";
import { setRoleByEmail } from "./roles";

/** 'Supprimer mon compte' (docs/product/accounts.md#account-deletion). */
describe.each(testDatabaseKinds)("account deletion on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const deleteAccount = (browser: TestBrowser, body: unknown) => browser.post(DELETE_ACCOUNT_PATH, body);
  const userExists = async (id: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

  it("answers a visitor 401, and a missing or wrong password 400 in French, deleting nothing", async () => {
    expect((await deleteAccount(testBrowser(t.app), { password: PASSWORD })).statusCode).toBe(401);
    const ama = await confirmedAccount(t.app, "ama@mail.com");
    const amaId = await userIdOf(db(), "ama@mail.com");

    const missing = await deleteAccount(ama, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ password: DELETION_PASSWORD_REQUIRED });
    const wrong = await deleteAccount(ama, { password: "Pas-le-bon-2026" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "WRONG_PASSWORD",
      message: DELETION_WRONG_PASSWORD,
      fieldErrors: { password: DELETION_WRONG_PASSWORD },
    });
    // Whose account is the session's, never a field of the body.
    expect((await deleteAccount(ama, { password: PASSWORD, userId: "autre" })).statusCode).toBe(400);
    expect(await userExists(amaId)).toBe(true);
    expect((await ama.me())?.email).toBe("ama@mail.com");
  });

  it(`allows ${DELETION_LIMIT.max} tries per account in 10 minutes, then the French 429`, async () => {
    const yao = await confirmedAccount(t.app, "yao@mail.com");
    for (let i = 0; i < DELETION_LIMIT.max; i += 1)
      expect((await deleteAccount(yao, { password: "Pas-le-bon-2026" })).statusCode).toBe(400);
    const refused = await deleteAccount(yao, { password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Trop de tentatives. Veuillez réessayer dans quelques minutes.");
    expect(await userExists(await userIdOf(db(), "yao@mail.com"))).toBe(true);
  });

  it("refuses while a paid parcel is not delivered yet, and changes nothing", async () => {
    const efua = await accountWithData(t.app, "efua@mail.com");
    const inTransit = await insertRequestedParcel(db(), {
      clientId: efua.userId,
      status: "in_transit",
      paid: true,
    });
    const refused = await deleteAccount(efua.browser, { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "PARCEL_IN_PROGRESS",
      message: DELETION_PARCEL_IN_PROGRESS,
    });
    expect(await userExists(efua.userId)).toBe(true);
    const owned = await db()
      .select({ id: parcels.id })
      .from(parcels)
      .where(eq(parcels.clientId, efua.userId));
    expect(owned.map((row) => row.id).sort()).toEqual(
      [efua.unpaid.id, efua.delivered.id, inTransit.id].sort(),
    );
    expect(
      await db().select().from(parcelPhotos).where(eq(parcelPhotos.parcelId, efua.unpaid.id)),
    ).toHaveLength(2);
  });

  it("refuses the last administrator, and lets one go while another remains", async () => {
    const chef = await adminBrowser(t.app, "chef@colibri.example");
    const refused = await deleteAccount(chef, { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "LAST_ADMIN", message: DELETION_LAST_ADMIN });
    expect((await chef.me())?.role).toBe("admin");

    await adminBrowser(t.app, "adjointe@colibri.example");
    expect((await deleteAccount(chef, { password: PASSWORD })).statusCode).toBe(200);
    const [line] = await db().select().from(auditLog).where(eq(auditLog.action, "account.deleted"));
    // An administrator's lines keep who it was: the log answers for the carrier's actions.
    expect(line).toMatchObject({ actorEmail: "chef@colibri.example", details: { role: "admin" } });
    // The one left is now the last.
    const adjointe = testBrowser(t.app);
    await adjointe.post("/api/auth/sign-in/email", { email: "adjointe@colibri.example", password: PASSWORD });
    expect((await deleteAccount(adjointe, { password: PASSWORD })).statusCode).toBe(409);
  });

  it("keeps an account while an online payment of a cancelled request is still owed back", async () => {
    const browser = await confirmedAccount(t.app, "rembourser@mail.com");
    const userId = await userIdOf(db(), "rembourser@mail.com");
    const cancelled = await insertRequestedParcel(db(), { clientId: userId, status: "rejected" });
    const held = await insertOnlinePayment(db(), cancelled.id, { applied: false, problem: "request_closed" });
    const refused = await deleteAccount(browser, { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "REFUND_OWED", message: DELETION_REFUND_OWED });
    // Once the carrier marked it refunded, the account goes.
    const chef = await adminBrowser(t.app, "tresorier@colibri.example");
    const marked = await send(t.app, chef, "POST", `/api/admin/online-payments/${held.id}/refunded`, {
      confirmed: true,
    });
    expect(marked.statusCode).toBe(200);
    // Back to a client: the next test needs its administrator to be the last one.
    await setRoleByEmail(db(), "tresorier@colibri.example", "client");
    expect((await deleteAccount(browser, { password: PASSWORD })).statusCode).toBe(200);
  });

  it("asks an account with two-step sign-in for a code of its app or a backup code too", async () => {
    const sena = await confirmedAccount(t.app, "sena@mail.com");
    const senaId = await userIdOf(db(), "sena@mail.com");
    const { manualKey, backupCodes } = await enableTwoFactor(sena);

    const withoutCode = await deleteAccount(sena, { password: PASSWORD });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json()).toEqual({
      code: "TWO_FACTOR_CODE_REQUIRED",
      message: DELETION_CODE_REQUIRED,
      fieldErrors: { code: DELETION_CODE_REQUIRED },
    });
    const wrongCode = totpCode(manualKey) === "000000" ? "111111" : "000000";
    for (const code of [wrongCode, "abcde-12345"]) {
      const wrong = await deleteAccount(sena, { password: PASSWORD, code });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrors).toEqual({ code: DELETION_WRONG_CODE });
    }
    // Five tries in all (DELETION_LIMIT): the codes count with the passwords.
    // The password is checked first: a right code does not make up for a wrong one.
    const wrongPassword = await deleteAccount(sena, {
      password: "Pas-le-bon-2026",
      code: totpCode(manualKey),
    });
    expect(wrongPassword.json().code).toBe("WRONG_PASSWORD");
    expect(await userExists(senaId)).toBe(true);

    const backupOnly = await confirmedAccount(t.app, "kwabena@mail.com");
    const backup = (await enableTwoFactor(backupOnly)).backupCodes[0] as string;
    expect((await deleteAccount(backupOnly, { password: PASSWORD, code: ` ${backup} ` })).statusCode).toBe(
      200,
    );
    expect(backupCodes).toHaveLength(10);

    const deleted = await deleteAccount(sena, {
      password: PASSWORD,
      code: totpCode(manualKey).replace(/^(\d{3})/, "$1 "),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await userExists(senaId)).toBe(false);
  });

  it("asks no code of an account without two-step sign-in, and ignores none sent", async () => {
    const ato = await confirmedAccount(t.app, "ato@mail.com");
    expect((await deleteAccount(ato, { password: PASSWORD, code: "123456" })).statusCode).toBe(200);
  });

  describe("once confirmed with the password", () => {
    let awa: Awaited<ReturnType<typeof accountWithData>>;
    let kofi: Awaited<ReturnType<typeof accountWithData>>;
    let awaElsewhere: TestBrowser;
    let awaFileIds: string[];
    let answer: Awaited<ReturnType<TestBrowser["post"]>>;
    beforeAll(async () => {
      awa = await accountWithData(t.app, "awa@mail.com");
      kofi = await accountWithData(t.app, "kofi@mail.com");
      awaElsewhere = await otherDevice(t.app, "awa@mail.com");
      const awaParcels = [awa.unpaid.id, awa.delivered.id];
      const photos = await db().select().from(parcelPhotos).where(inArray(parcelPhotos.parcelId, awaParcels));
      const proofs = await db()
        .select()
        .from(paymentProofs)
        .where(inArray(paymentProofs.parcelId, awaParcels));
      awaFileIds = [
        ...photos.flatMap((photo) => [photo.fileId, photo.thumbnailFileId]),
        ...proofs.map((proof) => proof.fileId),
      ];
      answer = await deleteAccount(awa.browser, { password: PASSWORD });
    });

    it("answers 200, expires the session cookie and signs out every device", async () => {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ ok: true });
      const cookies = answer.cookies as { name: string; value: string; maxAge?: number }[];
      expect(cookies.find((cookie) => cookie.name.endsWith("session_token"))).toMatchObject({
        value: "",
        maxAge: 0,
      });
      expect(await awa.browser.me()).toBeNull();
      expect((await awaElsewhere.get("/api/parcels")).statusCode).toBe(401);
    });

    it("deletes the account with its sessions, sign-in method, alerts, e-mails and unpaid parcels", async () => {
      expect(await userExists(awa.userId)).toBe(false);
      expect(await db().select().from(sessions).where(eq(sessions.userId, awa.userId))).toEqual([]);
      expect(await db().select().from(accounts).where(eq(accounts.userId, awa.userId))).toEqual([]);
      expect(await db().select().from(recipients).where(eq(recipients.clientId, awa.userId))).toEqual([]);
      expect(
        await db().select().from(notificationAlerts).where(eq(notificationAlerts.userId, awa.userId)),
      ).toEqual([]);
      expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, "awa@mail.com"))).toEqual(
        [],
      );
      expect(await db().select().from(parcels).where(eq(parcels.id, awa.unpaid.id))).toEqual([]);
      expect(
        await db().select().from(trackingEvents).where(eq(trackingEvents.parcelId, awa.unpaid.id)),
      ).toEqual([]);
    });

    it("deletes every photo and proof, their files included", async () => {
      expect(awaFileIds).toHaveLength(3 * 2 + 2);
      const awaParcels = [awa.unpaid.id, awa.delivered.id];
      expect(
        await db().select().from(parcelPhotos).where(inArray(parcelPhotos.parcelId, awaParcels)),
      ).toEqual([]);
      expect(
        await db().select().from(paymentProofs).where(inArray(paymentProofs.parcelId, awaParcels)),
      ).toEqual([]);
      expect(await db().select().from(storedFiles).where(inArray(storedFiles.id, awaFileIds))).toEqual([]);
    });

    it("keeps the paid parcel for the accounts, anonymised and without its client", async () => {
      const [kept] = await db().select().from(parcels).where(eq(parcels.id, awa.delivered.id));
      expect(kept).toMatchObject({
        clientId: null,
        description: DELETED_ACCOUNT,
        productLink: null,
        paid: true,
        status: "delivered",
        priceCents: 2400,
        priceFcfa: 15720,
        proofReceivedAt: null,
        // Nothing of the recipient, nor of who collected the parcel.
        recipientName: null,
        recipientPhone: null,
        recipientCity: null,
        recipientLandmark: null,
        collectedByName: null,
        collectedByIdNumber: null,
      });
      expect(kept?.paidAt === null || kept?.paidAt instanceof Date).toBe(true);
      const history = await db()
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.parcelId, awa.delivered.id));
      expect(history.map((entry) => entry.note)).toContain("Livré avec succès");
      const [line] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "account.deleted"), eq(auditLog.actorId, awa.userId)));
      expect(line).toMatchObject({
        actorEmail: null,
        details: { role: "client", parcelsDeleted: 1, parcelsKept: [awa.delivered.id] },
      });
    });

    it("shows the carrier the kept parcel as 'Compte supprimé', and lets them still act on it", async () => {
      const admin = await adminBrowser(t.app, "transporteur@colibri.example");
      const list = await send(t.app, admin, "GET", `/api/admin/parcels?q=${awa.delivered.id}`);
      expect(list.json().items).toMatchObject([
        { id: awa.delivered.id, clientId: null, clientName: DELETED_ACCOUNT, clientEmail: null },
      ]);
      const detail = await send(t.app, admin, "GET", `/api/parcels/${awa.delivered.id}`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().parcel.client).toEqual({
        name: DELETED_ACCOUNT,
        email: null,
        emailNotifications: false,
      });
      const outboxBefore = await db().select().from(emailOutbox);
      const reset = await send(t.app, admin, "POST", `/api/admin/parcels/${awa.delivered.id}/reset`, {
        expectedStatus: "delivered",
        confirmed: true,
        reason: "Erreur de saisie",
      });
      expect(reset.statusCode, reset.body).toBe(200);
      // Nobody to e-mail.
      expect(await db().select().from(emailOutbox)).toHaveLength(outboxBefore.length);
    });

    it("leaves the other client's account, parcels and files untouched", async () => {
      expect(await userExists(kofi.userId)).toBe(true);
      const kofiParcels = await db().select().from(parcels).where(eq(parcels.clientId, kofi.userId));
      expect(kofiParcels.map((parcel) => parcel.description).sort()).toEqual(
        ["Médicaments pour la maman de kofi", "Pagnes de kofi"].sort(),
      );
      const photos = await db()
        .select({ content: storedFiles.content })
        .from(parcelPhotos)
        .innerJoin(storedFiles, eq(storedFiles.id, parcelPhotos.fileId))
        .where(or(eq(parcelPhotos.parcelId, kofi.unpaid.id), eq(parcelPhotos.parcelId, kofi.delivered.id)));
      expect(photos.map((photo) => photo.content.toString()).sort()).toEqual(
        [...kofi.unpaid.photos, ...kofi.delivered.photos].map((photo) => photo.toString()).sort(),
      );
      expect((await kofi.browser.me())?.email).toBe("kofi@mail.com");
      expect(
        await db().select().from(notificationAlerts).where(eq(notificationAlerts.userId, kofi.userId)),
      ).toHaveLength(1);
    });

    it("lets the same address sign up again, as a new account that sees none of the old parcels", async () => {
      const again = await confirmedAccount(t.app, "awa@mail.com");
      const me = await again.me();
      expect(me?.email).toBe("awa@mail.com");
      expect(me?.id).not.toBe(awa.userId);
      const list = await again.get("/api/parcels");
      expect(list.json().parcels).toEqual([]);
      expect(await db().select().from(parcels).where(isNull(parcels.clientId))).toHaveLength(1);
    });
  });
});
