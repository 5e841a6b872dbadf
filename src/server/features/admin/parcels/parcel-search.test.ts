import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmedAccount, userIdOf } from "#server/test/accounts-test-kit";
import { adminBrowser, expectStatus, send } from "#server/test/admin-test-kit";
import { insertPaymentProof, insertRequestedParcel } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { COUNT_CAP, countryCodesMatching } from "./parcel-search.service";

describe("countryCodesMatching", () => {
  it("reads a code or a part of the French name, accents ignored", () => {
    expect(countryCodesMatching("tg")).toEqual(["TG"]);
    expect(countryCodesMatching("senegal")).toEqual(["SN"]);
    expect(countryCodesMatching("x")).toEqual([]);
  });
});

describe.each(testDatabaseKinds)("admin parcel search on %s", (kind) => {
  let t: TestApp;
  let admin: TestBrowser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await adminBrowser(t.app);
    const db = t.database.db;
    await confirmedAccount(t.app, "ama.mensah@mail.com");
    await confirmedAccount(t.app, "kofi@mail.com");
    const ama = await userIdOf(db, "ama.mensah@mail.com");
    const kofi = await userIdOf(db, "kofi@mail.com");
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    ids.amaOld = (
      await insertRequestedParcel(db, { clientId: ama, createdAt: day(1), preferredDate: "2030-03-01" })
    ).id;
    ids.amaWaiting = (
      await insertRequestedParcel(db, { clientId: ama, createdAt: day(2), preferredDate: null })
    ).id;
    ids.kofiSenegal = (
      await insertRequestedParcel(db, {
        clientId: kofi,
        createdAt: day(3),
        fromCountry: "SN",
        toCountry: "FR",
        status: "in_transit",
        paid: true,
        preferredDate: "2030-01-01",
      })
    ).id;
    for (let n = 4; n < 29; n++)
      ids[`kofi${n}`] = (await insertRequestedParcel(db, { clientId: kofi, createdAt: day(n) })).id;
  });
  afterAll(() => t.close());

  const search = async (query: string) =>
    (await expectStatus(send(t.app, admin, "GET", `/api/admin/parcels?${query}`), 200)).json();

  it("pages newest first with the total count of matches", async () => {
    const first = await search("pageSize=10");
    expect(first.total).toBe(28);
    expect(first.items).toHaveLength(10);
    expect(first.items[0].id).toBe(ids.kofi28);
    // Nothing weighed yet: no balance on the rows.
    expect(first.items[0].balance).toBeNull();
    const last = await search("pageSize=10&page=3");
    expect(last.items).toHaveLength(8);
    expect(last.items.slice(-4).map((p: { id: string }) => p.id)).toEqual([
      ids.kofi4,
      ids.kofiSenegal,
      ids.amaWaiting,
      ids.amaOld,
    ]);
    const beyond = await search("pageSize=10&page=9");
    expect(beyond).toMatchObject({ items: [], total: 28 });
  });

  it("finds by e-mail, name, country (code or name) and id, with client name and e-mail", async () => {
    expect((await search("q=AMA.MENSAH")).total).toBe(2);
    expect((await search("q=senegal")).items.map((p: { id: string }) => p.id)).toEqual([ids.kofiSenegal]);
    // Random ids may contain "SN" too: the code finds the Senegal parcel, maybe among others.
    expect((await search("q=SN")).items.map((p: { id: string }) => p.id)).toContain(ids.kofiSenegal);
    const byId = await search(`q=${ids.amaOld?.slice(-8)}`);
    expect(byId.items).toEqual([
      expect.objectContaining({
        id: ids.amaOld,
        clientEmail: "ama.mensah@mail.com",
        clientName: "ama.mensah",
      }),
    ]);
    expect((await search("q=%25")).total).toBe(0);
  });

  it("filters by status, waiting_for_dates included, and sorts by desired date", async () => {
    expect((await search("status=in_transit")).items.map((p: { id: string }) => p.id)).toEqual([
      ids.kofiSenegal,
    ]);
    expect((await search("status=waiting_for_dates")).items.map((p: { id: string }) => p.id)).toEqual([
      ids.amaWaiting,
    ]);
    expect((await search("status=pending")).total).toBe(27);
    const byDate = await search("sort=date&pageSize=2");
    expect(byDate.items.map((p: { id: string }) => p.id)).toEqual([ids.kofiSenegal, ids.kofi28]);
  });

  it("refuses an unknown status or page size with 400", async () => {
    expect((await send(t.app, admin, "GET", "/api/admin/parcels?status=perdu")).statusCode).toBe(400);
    expect((await send(t.app, admin, "GET", "/api/admin/parcels?pageSize=5000")).statusCode).toBe(400);
  });

  // The dialog reads the parcel where the tracking screen does: one detail for everyone.
  it("shows the dialog's detail with the client and the history, and 404 for an unknown id", async () => {
    const { parcel } = (
      await expectStatus(send(t.app, admin, "GET", `/api/parcels/${ids.amaOld}`), 200)
    ).json();
    expect(parcel).toMatchObject({
      id: ids.amaOld,
      client: { email: "ama.mensah@mail.com" },
      photos: [],
      paymentProof: null,
    });
    expect(parcel.history).toEqual([
      expect.objectContaining({ note: "Demande créée — En attente de paiement" }),
    ]);
    expect((await send(t.app, admin, "GET", "/api/parcels/pkg-NOPE")).statusCode).toBe(404);
  });

  it("shows the latest payment proof with its reference in the dialog's detail", async () => {
    await insertPaymentProof(t.database.db, ids.amaOld as string, new Date("2026-11-01T10:00:00Z"));
    await insertPaymentProof(t.database.db, ids.amaOld as string, new Date("2026-11-02T10:00:00Z"));
    const { parcel } = (
      await expectStatus(send(t.app, admin, "GET", `/api/parcels/${ids.amaOld}`), 200)
    ).json();
    expect(parcel.paymentProof).toEqual({
      contentType: "application/pdf",
      originalName: "recu-tmoney.pdf",
      transactionReference: "TM-123456",
      uploadedAt: "2026-11-02T10:00:00.000Z",
      url: `/api/parcels/${ids.amaOld}/payment-proof`,
    });
  });

  it("lists clients with parcel count, total paid and last activity, searchable; and one client's parcels", async () => {
    const clients = (await expectStatus(send(t.app, admin, "GET", "/api/admin/clients"), 200)).json();
    expect(clients.total).toBe(2);
    const kofi = clients.items.find((c: { email: string }) => c.email === "kofi@mail.com");
    expect(kofi).toMatchObject({ parcelCount: 26, totalPaidCents: 2400, emailVerified: true });
    expect(Number.isNaN(Date.parse(kofi.lastActivityAt))).toBe(false);
    const found = (await send(t.app, admin, "GET", "/api/admin/clients?q=mensah")).json();
    expect(found.items.map((c: { email: string }) => c.email)).toEqual(["ama.mensah@mail.com"]);
    const theirs = await search(`clientId=${found.items[0].id}`);
    expect(theirs.total).toBe(2);
  });

  // Last: it adds parcels the tests above do not expect.
  it("counts matches up to the cap only, saying so, and finds by part of an e-mail through its index", async () => {
    const kofi = await userIdOf(t.database.db, "kofi@mail.com");
    await t.database.db.execute(sql`
      insert into parcel (id, tracking_code, client_id, description, from_country, to_country, created_at)
      select 'pkg-CAP' || n, 'TRKCAP' || n, ${kofi}, 'Colis ' || n, 'FR', 'TG', now() - (n || ' minutes')::interval
      from generate_series(1, ${COUNT_CAP + 5}) as n`);
    const all = await search("pageSize=20");
    expect(all).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(all.items[0].id).toBe("pkg-CAP1");
    const kofis = await search("q=kofi@mail&pageSize=20&page=2");
    expect(kofis).toMatchObject({ total: 20 + COUNT_CAP, totalCapped: true });
    expect(kofis.items.map((p: { id: string }) => p.id)).toEqual(
      Array.from({ length: 20 }, (_, n) => `pkg-CAP${21 + n}`),
    );
    const fewAmas = await search("q=mensah");
    expect(fewAmas).toMatchObject({ total: 2, totalCapped: false });
  });
});
