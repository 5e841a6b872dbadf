import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, confirmedAccount, signIn, signUp, userIdOf } from "#server/test/accounts-test-kit";
import { insertManyParcels, insertParcel } from "#server/test/parcel-test-data";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { type TestBrowser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import type { ParcelList, ParcelSummary } from "#shared/tracking/tracking-schemas";

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

async function list(browser: TestBrowser, query = ""): Promise<ParcelList> {
  const response = await browser.get(`/api/parcels${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ids = (parcels: ParcelSummary[]) => parcels.map((parcel) => parcel.id);

describe.each(testDatabaseKinds)("GET /api/parcels on %s", (kind) => {
  let t: TestApp;
  let ama: TestBrowser;
  let kofi: TestBrowser;
  let admin: TestBrowser;
  const amaParcels: string[] = [];
  let kofiParcel: string;

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    ama = await confirmedAccount(t.app, "ama@mail.com");
    kofi = await confirmedAccount(t.app, "kofi@mail.com");
    admin = await confirmedAccount(t.app, ADMIN_EMAIL);
    const amaId = await userIdOf(t.database.db, "ama@mail.com");
    const kofiId = await userIdOf(t.database.db, "kofi@mail.com");
    const db = t.database.db;
    // Oldest first; the list must come back newest first.
    for (const [index, parcel] of [
      { status: "delivered" as const, paid: true, description: "Pagnes wax pour maman" },
      { status: "in_transit" as const, paid: true, description: "Ordinateur portable" },
      { status: "pending" as const, paid: false, description: "Chaussures 100% cuir" },
      { status: "pending" as const, paid: false, preferredDate: null, description: "Médicaments" },
    ].entries()) {
      amaParcels.push(
        (await insertParcel(db, { clientId: amaId, createdAt: ago(10 - index), ...parcel })).id,
      );
    }
    kofiParcel = (
      await insertParcel(db, { clientId: kofiId, description: "Colis de Kofi", createdAt: ago(1) })
    ).id;
  });
  afterAll(() => t.close());

  it("gives a client their own parcels only, newest first, without any client field", async () => {
    const body = await list(ama);
    expect(ids(body.parcels)).toEqual([...amaParcels].reverse());
    expect(ids(body.parcels)).not.toContain(kofiParcel);
    expect(body.counts).toEqual({ active: 3, history: 1 });
    expect(body.nextCursor).toBeNull();
    for (const parcel of body.parcels) expect(parcel).not.toHaveProperty("client");
    expect(ids((await list(kofi)).parcels)).toEqual([kofiParcel]);
  });

  it("never finds another client's parcel, even by its exact id", async () => {
    const body = await list(ama, `?q=${kofiParcel}`);
    expect(body.parcels).toEqual([]);
    expect(body.counts).toEqual({ active: 0, history: 0 });
  });

  it("declares its columns: no internal field leaves the server", async () => {
    const [parcel] = (await list(ama)).parcels;
    expect(Object.keys(parcel ?? {}).sort()).toEqual(
      [
        "balance",
        "cancelledByClient",
        "createdAt",
        "description",
        "estimatedArrivalDate",
        "fromCountry",
        "id",
        "measuredWeightGrams",
        "paid",
        "preferredDate",
        "priceCents",
        "priceFcfa",
        "proofReceived",
        // The name a person reads (decision 100).
        "reference",
        "status",
        "toCountry",
        "trackingCode",
        "updatedAt",
        "weightGrams",
      ].sort(),
    );
  });

  it("gives the admin every parcel with the client's name and e-mail", async () => {
    const body = await list(admin);
    expect(ids(body.parcels)).toEqual([kofiParcel, ...[...amaParcels].reverse()]);
    expect(body.parcels[0]?.client).toEqual({
      name: "kofi",
      email: "kofi@mail.com",
      emailNotifications: true,
    });
    expect(body.parcels[1]?.client).toEqual({ name: "ama", email: "ama@mail.com", emailNotifications: true });
    expect(body.counts).toEqual({ active: 4, history: 1 });
  });

  it("splits the tabs: delivered in history, everything else active", async () => {
    const history = await list(ama, "?tab=history");
    expect(ids(history.parcels)).toEqual([amaParcels[0]]);
    const active = await list(ama, "?tab=active");
    expect(ids(active.parcels)).toEqual([amaParcels[3], amaParcels[2], amaParcels[1]]);
    // The counts are the tabs' "(n)": the same whichever tab is open.
    expect(active.counts).toEqual(history.counts);
  });

  it("searches by part of the id or of the description, ignoring case, and counts what matches", async () => {
    const byId = await list(ama, `?q=${amaParcels[1]?.slice(-8).toLowerCase()}`);
    expect(ids(byId.parcels)).toEqual([amaParcels[1]]);
    // Two words: a space never occurs in a random id, while "WAX" alone sometimes does.
    const byDescription = await list(ama, `?q=${encodeURIComponent("WAX POUR")}`);
    expect(ids(byDescription.parcels)).toEqual([amaParcels[0]]);
    expect(byDescription.counts).toEqual({ active: 0, history: 1 });
    // A % typed by the user is a character, not a wildcard.
    expect(ids((await list(ama, `?q=${encodeURIComponent("100%")}`)).parcels)).toEqual([amaParcels[2]]);
    expect((await list(ama, `?q=${encodeURIComponent("%")}`)).parcels).toHaveLength(1);
  });

  it("stamps every answer Cache-Control: no-store, errors included", async () => {
    expect((await ama.get("/api/parcels")).headers["cache-control"]).toBe("no-store");
    expect((await testBrowser(t.app).get("/api/parcels")).headers["cache-control"]).toBe("no-store");
  });

  it("refuses a visitor (401) and an unconfirmed client (403) in French", async () => {
    const visitor = await testBrowser(t.app).get("/api/parcels");
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe("Veuillez vous connecter pour continuer.");
    const unconfirmed = await signUp(t.app, "yao@mail.com");
    await signIn(unconfirmed, "yao@mail.com");
    expect((await unconfirmed.get("/api/parcels")).statusCode).toBe(403);
  });

  it("answers 400 in French to a bad limit, tab or cursor, never 500", async () => {
    for (const query of ["?limit=0", "?limit=abc", "?limit=101", "?tab=archive", "?cursor=nimportequoi"]) {
      const response = await ama.get(`/api/parcels${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/[a-zé]/);
    }
    expect((await ama.get("/api/parcels?cursor=nimportequoi")).json().message).toBe(
      "Lien de pagination invalide. Rechargez la liste.",
    );
  });

  it("keeps pages stable while parcels are created: no duplicate, no gap", async () => {
    const clientId = await userIdOf(t.database.db, "kofi@mail.com");
    await insertManyParcels(t.database.db, clientId, 25, Date.now() - 10 * HOUR);
    // Same millisecond for several parcels: only the id can order them, the cursor must keep it.
    const sameTime = ago(9.5);
    for (let i = 0; i < 4; i++) await insertParcel(t.database.db, { clientId, createdAt: sameTime });
    const expected = ids((await list(kofi, "?limit=100")).parcels);
    expect(expected).toHaveLength(30);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ParcelList = await list(kofi, `?limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...ids(page.parcels));
      cursor = page.nextCursor;
      pages += 1;
      // Someone creates a parcel between every two page loads.
      await insertParcel(t.database.db, { clientId, description: `Nouveau ${pages}` });
    } while (cursor);
    expect(seen).toEqual(expected);
    expect(pages).toBe(5);
  });
});

describe("a client with 1 000 parcels", () => {
  let t: TestApp;
  afterAll(() => t.close());

  it("gets the first page and the tab counts in one request", async () => {
    t = await createTestApp();
    const browser = await confirmedAccount(t.app, "grossiste@mail.com");
    const clientId = await userIdOf(t.database.db, "grossiste@mail.com");
    await insertManyParcels(t.database.db, clientId, 1000);
    const body = await list(browser);
    expect(body.parcels).toHaveLength(20);
    expect(body.parcels[0]?.description).toBe("Colis numéro 999");
    expect(body.counts).toEqual({ active: 1000, history: 0 });
    expect(body.nextCursor).not.toBeNull();
    // Speed is measured by benchmarks (npm run bench:admin), never asserted in a test.
    // And every parcel is reachable, each exactly once, with the largest pages.
    const all = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: ParcelList = await list(browser, `?limit=100${cursor ? `&cursor=${cursor}` : ""}`);
      for (const parcel of page.parcels) all.add(parcel.id);
      cursor = page.nextCursor;
    } while (cursor);
    expect(all.size).toBe(1000);
  });
});
