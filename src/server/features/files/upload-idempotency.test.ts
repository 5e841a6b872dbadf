import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parcelPhotos, paymentProofs, uploadReplies } from "#server/db/schema";
import { appWithClientAndDate, client, createParcel, jpeg, upload } from "#server/test/parcels-test-kit";
import { MINIMAL_PDF } from "#server/test/pdf-test-kit";
import type { TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { UPLOAD_KEY_REUSED_MESSAGE } from "#shared/parcels/request-api";

/**
 * An upload made offline is sent again when the connection returns, maybe after the first try had
 * reached the server: the same Idempotency-Key stores one file and answers the first answer again
 * (decision 078).
 */
describe.each(testDatabaseKinds)("uploads with an Idempotency-Key on %s", (kind) => {
  let t: TestApp;
  let awa: TestBrowser;
  let date: string;

  beforeAll(async () => {
    ({ t, awa, date } = await appWithClientAndDate(kind));
  });
  afterAll(async () => t?.close());

  const sendProof = (parcelId: string, key?: string, browser = awa) =>
    upload(
      t.app,
      browser,
      `/api/parcels/${parcelId}/payment-proof`,
      [{ name: "proof", filename: "preuve.pdf", content: MINIMAL_PDF }],
      key ? { "idempotency-key": key } : {},
    );
  const proofsOf = async (parcelId: string) =>
    (
      await t.app.database.db
        .select({ n: count() })
        .from(paymentProofs)
        .where(eq(paymentProofs.parcelId, parcelId))
    )[0]?.n;

  it("stores a proof sent twice under one key once, and answers the first answer again", async () => {
    const parcel = await createParcel(awa, date);
    const first = await sendProof(parcel.id, "preuve-hors-ligne-0001");
    expect(first.statusCode, first.body).toBe(201);
    const again = await sendProof(parcel.id, "preuve-hors-ligne-0001");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await proofsOf(parcel.id)).toBe(1);
  });

  it("sends two files for two keys, and for uploads without a key as before", async () => {
    const parcel = await createParcel(awa, date);
    expect((await sendProof(parcel.id, "preuve-cle-a-00001")).statusCode).toBe(201);
    expect((await sendProof(parcel.id, "preuve-cle-b-00001")).statusCode).toBe(201);
    expect((await sendProof(parcel.id)).statusCode).toBe(201);
    expect(await proofsOf(parcel.id)).toBe(3);
  });

  it("refuses a key used for another parcel, and lets two accounts use the same key", async () => {
    const one = await createParcel(awa, date);
    const two = await createParcel(awa, date);
    expect((await sendProof(one.id, "preuve-cle-partagee-1")).statusCode).toBe(201);
    const elsewhere = await sendProof(two.id, "preuve-cle-partagee-1");
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toEqual({ code: "IDEMPOTENCY_MISMATCH", message: UPLOAD_KEY_REUSED_MESSAGE });
    expect(await proofsOf(two.id)).toBe(0);

    const koffi = await client(t.app, "koffi-cle");
    const hers = await createParcel(koffi, date);
    expect((await sendProof(hers.id, "preuve-cle-partagee-1", koffi)).statusCode).toBe(201);
  });

  it("frees the key of a refused upload, so a later try can store the file", async () => {
    const parcel = await createParcel(awa, date);
    const refused = await upload(
      t.app,
      awa,
      `/api/parcels/${parcel.id}/payment-proof`,
      [{ name: "proof", filename: "preuve.txt", content: "pas une preuve" }],
      { "idempotency-key": "preuve-refusee-00001" },
    );
    expect(refused.statusCode).toBe(400);
    expect(
      await t.app.database.db
        .select()
        .from(uploadReplies)
        .where(eq(uploadReplies.idempotencyKey, "preuve-refusee-00001")),
    ).toEqual([]);
    expect((await sendProof(parcel.id, "preuve-refusee-00001")).statusCode).toBe(201);
  });

  it("refuses a malformed key with a French message", async () => {
    const parcel = await createParcel(awa, date);
    const response = await sendProof(parcel.id, "court");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Clé d'idempotence invalide");
    expect(await proofsOf(parcel.id)).toBe(0);
  });

  it("stores a photo sent twice at once under one key once", async () => {
    const parcel = await createParcel(awa, date);
    const photo = await jpeg(200, 150);
    const send = () =>
      upload(
        t.app,
        awa,
        `/api/parcels/${parcel.id}/photos`,
        [{ name: "photo", filename: "colis.jpg", content: photo, contentType: "image/jpeg" }],
        { "idempotency-key": "photo-deux-fois-0001" },
      );
    const answers = await Promise.all([send(), send()]);
    // The first stores it; the second waits for it (409) or, once it is stored, gets its answer (200).
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([201]));
    for (const answer of answers) expect([200, 201, 409]).toContain(answer.statusCode);
    const photos = await t.app.database.db
      .select({ n: count() })
      .from(parcelPhotos)
      .where(eq(parcelPhotos.parcelId, parcel.id));
    expect(photos[0]?.n).toBe(1);
  });
});
