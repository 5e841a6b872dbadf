import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parcels, paymentProofs } from "#server/db/schema";
import {
  admin,
  appWithClientAndDate,
  client,
  createParcel,
  jpeg,
  upload,
} from "#server/test/parcels-test-kit";
import { MINIMAL_PDF, pageCount } from "#server/test/pdf-test-kit";
import type { TestApp } from "#server/test/test-app";
import type { TestBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { hostileFiles, jpegWithGps, oversizedJpeg } from "#server/test/upload-corpus";
import { FORBIDDEN_CHARACTER_MESSAGE } from "#shared/api-error";
import {
  PROOF_ALREADY_PAID_MESSAGE,
  PROOF_REQUEST_CLOSED_MESSAGE,
  PROOF_TOO_LARGE_MESSAGE,
  PROOF_TYPE_MESSAGE,
} from "#shared/parcels/request-api";

const PDF = MINIMAL_PDF;

describe.each(testDatabaseKinds)("payment page and proof on %s", (kind) => {
  let t: TestApp;
  let awa: TestBrowser;
  let date: string;

  beforeAll(async () => {
    ({ t, awa, date } = await appWithClientAndDate(kind));
  });
  afterAll(async () => t?.close());

  const sendProof = (
    browser: TestBrowser,
    parcelId: string,
    content: Buffer,
    filename = "preuve.pdf",
    reference?: string,
  ) =>
    upload(t.app, browser, `/api/parcels/${parcelId}/payment-proof`, [
      ...(reference === undefined ? [] : [{ name: "transactionReference", content: reference }]),
      { name: "proof", filename, content },
    ]);

  it("gives the owner the order summary, amounts and proof status", async () => {
    const parcel = await createParcel(awa, date);
    const response = await awa.get(`/api/parcels/${parcel.id}/payment`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      id: parcel.id,
      // The payment reference the page shows (decision 100): the client's reference and the parcel's number.
      reference: expect.stringMatching(/^CLB-[2-9A-HJKMNP-Z]{4}-01$/),
      description: "Vêtements et chaussures",
      fromCountry: "FR",
      toCountry: "TG",
      weightGrams: 2350,
      priceCents: 2820,
      priceFcfa: 18_471,
      preferredDate: date,
      status: "pending",
      paid: false,
      paidAt: null,
      trackingCode: parcel.trackingCode,
      canUploadProof: true,
      proof: null,
      measuredWeightGrams: null,
      balance: null,
      payerInTogo: false,
      collectionCode: expect.stringMatching(/^\d{6}$/),
      // The test departure has neither a drop-off place nor a deadline.
      dropoff: null,
      // Nothing paid yet: no payment on the receipt.
      payments: [],
      received: { cents: 0, fcfa: 0 },
      documents: [],
    });
  });

  it("takes a PDF proof (rebuilt) with its transaction reference; the owner and the admin read it back", async () => {
    const parcel = await createParcel(awa, date);
    const response = await sendProof(awa, parcel.id, PDF, "recu.pdf", "  TX-12345  ");
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      contentType: "application/pdf",
      transactionReference: "TX-12345",
    });
    const file = await awa.get(`/api/parcels/${parcel.id}/payment-proof`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toContain("private");
    expect(file.headers["content-disposition"]).toMatch(/^attachment;/);
    // Rebuilt without active content (payment-proof-pdf.test.ts): a PDF of the same pages.
    expect(file.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(await pageCount(file.rawPayload)).toBe(1);
    expect((await (await admin(t.app)).get(`/api/parcels/${parcel.id}/payment-proof`)).statusCode).toBe(200);
    expect((await awa.get(`/api/parcels/${parcel.id}/payment`)).json().proof).toMatchObject({
      transactionReference: "TX-12345",
    });
  });

  it("re-encodes an image proof (whatever it is called) and strips its metadata", async () => {
    const parcel = await createParcel(awa, date);
    const response = await sendProof(awa, parcel.id, await jpegWithGps(), "capture.pdf");
    expect(response.statusCode).toBe(201);
    const file = await awa.get(`/api/parcels/${parcel.id}/payment-proof`);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
  });

  it("refuses the upload corpus (a file named .pdf that is not one included), stores nothing", async () => {
    const parcel = await createParcel(awa, date);
    const corpus = [
      ...(await hostileFiles()),
      {
        label: "text renamed .pdf",
        filename: "faux.pdf",
        contentType: "application/pdf",
        content: Buffer.from("PDF? non."),
      },
    ];
    const statuses: number[] = [];
    for (const file of corpus) {
      const response = await sendProof(awa, parcel.id, file.content, file.filename);
      statuses.push(response.statusCode);
      if (file.label === "11 MB file") expect(response.json().message).toBe(PROOF_TOO_LARGE_MESSAGE);
      else if (file.label !== "0-byte file")
        expect(response.json().message, file.label).toBe(PROOF_TYPE_MESSAGE);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 413, 400, 400]);
    const [proofs] = await t.app.database.db
      .select({ value: count() })
      .from(paymentProofs)
      .where(eq(paymentProofs.parcelId, parcel.id));
    expect(proofs?.value).toBe(0);
  });

  it("hides another client's parcel, payment page and proof behind a 404", async () => {
    const parcel = await createParcel(awa, date);
    await sendProof(awa, parcel.id, PDF);
    const other = await client(t.app, "autre");
    expect((await other.get(`/api/parcels/${parcel.id}/payment`)).statusCode).toBe(404);
    expect((await other.get(`/api/parcels/${parcel.id}/payment-proof`)).statusCode).toBe(404);
    expect((await sendProof(other, parcel.id, PDF)).statusCode).toBe(404);
    // Refused before the upload is read: an oversized file gets the 404, not the size limit's 413.
    expect((await sendProof(other, parcel.id, oversizedJpeg(await jpeg()).content)).statusCode).toBe(404);
    expect((await awa.get("/api/parcels/pkg-INCONNU/payment")).statusCode).toBe(404);
  });

  it("lets only the owner send a proof, and only while unpaid", async () => {
    const parcel = await createParcel(awa, date);
    const boss = await admin(t.app);
    const adminView = await boss.get(`/api/parcels/${parcel.id}/payment`);
    expect(adminView.statusCode).toBe(200);
    expect(adminView.json().canUploadProof).toBe(false);
    expect((await sendProof(boss, parcel.id, PDF)).statusCode).toBe(403);

    await t.app.database.db.update(parcels).set({ paid: true }).where(eq(parcels.id, parcel.id));
    const paid = await sendProof(awa, parcel.id, await jpeg(200, 200), "photo.jpg");
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(PROOF_ALREADY_PAID_MESSAGE);
    expect((await awa.get(`/api/parcels/${parcel.id}/payment`)).json()).toMatchObject({
      paid: true,
      canUploadProof: false,
    });
  });

  it("takes no proof for a cancelled or refused request, and says why", async () => {
    const parcel = await createParcel(awa, date);
    const cancel = await awa.post(`/api/parcels/${parcel.id}/cancel`, { confirmed: true });
    expect(cancel.statusCode).toBe(200);
    expect((await awa.get(`/api/parcels/${parcel.id}/payment`)).json()).toMatchObject({
      status: "rejected",
      paid: false,
      canUploadProof: false,
    });
    const refused = await sendProof(awa, parcel.id, PDF);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PROOF_REQUEST_CLOSED_MESSAGE);
    const [stored] = await t.app.database.db
      .select({ value: count() })
      .from(paymentProofs)
      .where(eq(paymentProofs.parcelId, parcel.id));
    expect(stored?.value).toBe(0);
  });

  it("refuses a transaction reference over 100 characters", async () => {
    const parcel = await createParcel(awa, date);
    const response = await sendProof(awa, parcel.id, PDF, "p.pdf", "x".repeat(101));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.transactionReference).toBeTruthy();
  });

  it("refuses a NUL byte in the file name or the reference with 400, and stores nothing", async () => {
    const parcel = await createParcel(awa, date);
    const named = await sendProof(awa, parcel.id, PDF, "preuve\u0000.pdf");
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({
      code: "VALIDATION",
      fieldErrors: { proof: FORBIDDEN_CHARACTER_MESSAGE },
    });
    const referenced = await sendProof(awa, parcel.id, PDF, "p.pdf", "REF\u0000");
    expect(referenced.statusCode).toBe(400);
    expect(referenced.json().fieldErrors.transactionReference).toBe(FORBIDDEN_CHARACTER_MESSAGE);
    const [row] = await t.database.db
      .select({ proofs: count() })
      .from(paymentProofs)
      .where(eq(paymentProofs.parcelId, parcel.id));
    expect(row?.proofs).toBe(0);
  });
});
