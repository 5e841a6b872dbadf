import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentProofs, storedFiles } from "#server/db/schema";
import { insertPaymentProof } from "#server/test/parcel-test-data";
import { admin, appWithClientAndDate, createParcel, upload } from "#server/test/parcels-test-kit";
import { activeContentIn, hostilePdf, pageCount } from "#server/test/pdf-test-kit";
import type { TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { PDF_NOT_SERVABLE_MESSAGE, PDF_UNREADABLE_MESSAGE } from "#shared/parcels/request-api";

/**
 * A payment proof PDF never carries active content to whoever opens it
 * (docs/decisions/060-payment-proof-pdfs-without-active-content.md): rebuilt at upload, and again when
 * served, for proofs stored before.
 */
describe.each(testDatabaseKinds)("payment-proof PDFs without active content on %s", (kind) => {
  let t: TestApp;
  let awa: TestBrowser;
  let boss: TestBrowser;
  let date: string;
  let hostile: Buffer<ArrayBuffer>;

  beforeAll(async () => {
    ({ t, awa, date } = await appWithClientAndDate(kind));
    boss = await admin(t.app);
    hostile = Buffer.from(await hostilePdf());
  });
  afterAll(async () => t?.close());

  const sendProof = (parcelId: string, content: Buffer) =>
    upload(t.app, awa, `/api/parcels/${parcelId}/payment-proof`, [
      { name: "proof", filename: "recu.pdf", content },
    ]);

  async function storedProof(parcelId: string): Promise<Buffer> {
    const [row] = await t.database.db
      .select({ content: storedFiles.content })
      .from(paymentProofs)
      .innerJoin(storedFiles, eq(storedFiles.id, paymentProofs.fileId))
      .where(eq(paymentProofs.parcelId, parcelId))
      .orderBy(desc(paymentProofs.createdAt));
    return Buffer.from(row?.content as Uint8Array);
  }

  it("stores and serves an uploaded PDF without scripts, actions, attachments, links or forms", async () => {
    expect((await activeContentIn(hostile)).length).toBeGreaterThan(5);
    const parcel = await createParcel(awa, date);
    const response = await sendProof(parcel.id, hostile);
    expect(response.statusCode, response.body).toBe(201);
    const stored = await storedProof(parcel.id);
    expect(await activeContentIn(stored)).toEqual([]);
    expect(stored.toString("latin1")).not.toContain("app.alert");
    expect(await pageCount(stored)).toBe(2);
    for (const reader of [awa, boss]) {
      const served = await reader.get(`/api/parcels/${parcel.id}/payment-proof`);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("application/pdf");
      expect(Number(served.headers["content-length"])).toBe(served.rawPayload.length);
      expect(await activeContentIn(served.rawPayload)).toEqual([]);
      expect(await pageCount(served.rawPayload)).toBe(2);
    }
  });

  it("serves a hostile PDF stored before the rebuild without its active content", async () => {
    const parcel = await createParcel(awa, date);
    await insertPaymentProof(t.database.db, parcel.id, new Date(), hostile);
    const served = await boss.get(`/api/parcels/${parcel.id}/payment-proof`);
    expect(served.statusCode).toBe(200);
    expect(await activeContentIn(served.rawPayload)).toEqual([]);
    expect(served.rawPayload.toString("latin1")).not.toContain("app.alert");
    expect(await pageCount(served.rawPayload)).toBe(2);
  });

  it("refuses an unreadable PDF at upload, and does not serve one stored before", async () => {
    const parcel = await createParcel(awa, date);
    const refused = await sendProof(parcel.id, Buffer.from("%PDF-1.7 rien de lisible"));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "PDF_UNREADABLE",
      message: PDF_UNREADABLE_MESSAGE,
      fieldErrors: { proof: PDF_UNREADABLE_MESSAGE },
    });
    await insertPaymentProof(t.database.db, parcel.id, new Date(), Buffer.from("%PDF-1.4 ancien"));
    const served = await boss.get(`/api/parcels/${parcel.id}/payment-proof`);
    expect(served.statusCode).toBe(422);
    expect(served.json()).toMatchObject({ code: "PDF_NOT_SERVABLE", message: PDF_NOT_SERVABLE_MESSAGE });
  });
});
