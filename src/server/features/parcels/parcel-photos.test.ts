import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parcelPhotos, storedFiles } from "#server/db/schema";
import {
  admin,
  appWithClientAndDate,
  client,
  createParcel,
  jpeg,
  upload,
  uploadPhoto,
} from "#server/test/parcels-test-kit";
import type { TestApp } from "#server/test/test-app";
import { type TestBrowser, testBrowser } from "#server/test/test-browser";
import { testDatabaseKinds } from "#server/test/test-database";
import { hostileFiles, jpegWithGps, oversizedJpeg } from "#server/test/upload-corpus";
import {
  PHOTO_LIMIT_MESSAGE,
  PHOTO_NOT_IMAGE_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
} from "#shared/parcel-photo-limits";

describe.each(testDatabaseKinds)("parcel photos on %s", (kind) => {
  let t: TestApp;
  let awa: TestBrowser;
  let date: string;

  beforeAll(async () => {
    ({ t, awa, date } = await appWithClientAndDate(kind));
  });
  afterAll(async () => t?.close());

  async function storedCounts() {
    const [files] = await t.app.database.db.select({ value: count() }).from(storedFiles);
    const [photos] = await t.app.database.db.select({ value: count() }).from(parcelPhotos);
    return { files: files?.value, photos: photos?.value };
  }

  it("re-encodes a photo to WebP of at most 1600 px plus a thumbnail, both served to the owner only", async () => {
    const parcel = await createParcel(awa, date);
    const response = await uploadPhoto(t.app, awa, parcel.id, {
      name: "photo",
      filename: "colis.jpg",
      contentType: "image/jpeg",
      content: await jpeg(4000, 3000),
    });
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json();
    expect(photo).toMatchObject({ position: 0, width: 1600, height: 1200 });

    const full = await awa.get(photo.url);
    expect(full.statusCode).toBe(200);
    expect(full.headers["content-type"]).toBe("image/webp");
    expect(full.headers["x-content-type-options"]).toBe("nosniff");
    expect(full.headers["cache-control"]).toContain("private");
    const fullMeta = await sharp(full.rawPayload).metadata();
    expect([fullMeta.format, fullMeta.width, fullMeta.height]).toEqual(["webp", 1600, 1200]);

    const thumbnail = await awa.get(photo.thumbnailUrl);
    expect(thumbnail.headers["content-type"]).toBe("image/webp");
    expect(Math.max(...[await sharp(thumbnail.rawPayload).metadata()].map((m) => m.width ?? 0))).toBe(320);

    // Another client, a visitor: as if it did not exist. An admin may look.
    const other = await client(t.app, "autre");
    expect((await other.get(photo.url)).statusCode).toBe(404);
    expect((await other.get(photo.thumbnailUrl)).statusCode).toBe(404);
    expect((await testBrowser(t.app).get(photo.url)).statusCode).toBe(401);
    expect((await (await admin(t.app)).get(photo.url)).statusCode).toBe(200);
    // Nor can anybody else add photos to it.
    const intrusion = await uploadPhoto(t.app, other, parcel.id, {
      name: "photo",
      filename: "a.jpg",
      content: await jpeg(),
    });
    expect(intrusion.statusCode).toBe(404);
    // Refused before the upload is read: an oversized file gets the 404, not the size limit's 413.
    const hugeIntrusion = await uploadPhoto(t.app, other, parcel.id, {
      name: "photo",
      ...oversizedJpeg(await jpeg()),
    });
    expect(hugeIntrusion.statusCode).toBe(404);
  });

  it("takes a photo of several megabytes, as a phone sends it when it cannot resize", async () => {
    const width = 3000;
    const height = 2000;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const parcel = await createParcel(awa, date);
    const response = await uploadPhoto(t.app, awa, parcel.id, {
      name: "photo",
      filename: "grand.jpg",
      content: big,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ width: 1600, height: 1067 });
  });

  it("strips the GPS position and every other EXIF field", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const parcel = await createParcel(awa, date);
    const response = await uploadPhoto(t.app, awa, parcel.id, {
      name: "photo",
      filename: "gps.jpg",
      content: original,
    });
    expect(response.statusCode).toBe(201);
    const stored = await awa.get(response.json().url);
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from("GPS"))).toBe(false);
    expect(stored.rawPayload.includes(Buffer.from("Colibri"))).toBe(false);
  });

  it("accepts 3 photos and refuses the 4th with the specified message", async () => {
    const parcel = await createParcel(awa, date);
    for (let i = 0; i < 3; i++) {
      const response = await uploadPhoto(t.app, awa, parcel.id, {
        name: "photo",
        filename: `p${i}.jpg`,
        content: await jpeg(300, 200),
      });
      expect(response.statusCode).toBe(201);
    }
    const before = await storedCounts();
    const fourth = await uploadPhoto(t.app, awa, parcel.id, {
      name: "photo",
      filename: "p4.jpg",
      content: await jpeg(300, 200),
    });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe(PHOTO_LIMIT_MESSAGE);
    expect(await storedCounts()).toEqual(before);
  });

  it("never makes a 4th photo when several uploads race", async () => {
    const parcel = await createParcel(awa, date);
    const photo = await jpeg(300, 200);
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        uploadPhoto(t.app, awa, parcel.id, { name: "photo", filename: `r${i}.jpg`, content: photo }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(2);
  });

  it("refuses the whole upload corpus with a 4xx in French, stores nothing, never a 500", async () => {
    const parcel = await createParcel(awa, date);
    const before = await storedCounts();
    const results: string[] = [];
    for (const file of await hostileFiles()) {
      const response = await uploadPhoto(t.app, awa, parcel.id, { name: "photo", ...file });
      results.push(`${file.label} → ${response.statusCode} ${response.json().message}`);
      expect(response.statusCode, file.label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, file.label).toBeLessThan(500);
    }
    expect(results).toEqual([
      `text renamed .jpg → 400 ${PHOTO_NOT_IMAGE_MESSAGE}`,
      `SVG with a script → 400 ${PHOTO_NOT_IMAGE_MESSAGE}`,
      `truncated JPEG → 400 ${PHOTO_NOT_IMAGE_MESSAGE}`,
      "0-byte file → 400 Le fichier est vide",
      `11 MB file → 413 ${PHOTO_TOO_LARGE_MESSAGE}`,
      `20000×20000 PNG → 400 ${PHOTO_NOT_IMAGE_MESSAGE}`,
    ]);
    expect(await storedCounts()).toEqual(before);
  });

  it("refuses a body without file, two files, the wrong field name and JSON", async () => {
    const parcel = await createParcel(awa, date);
    const url = `/api/parcels/${parcel.id}/photos`;
    const photo = await jpeg(100, 100);
    const wrongField = await upload(t.app, awa, url, [{ name: "image", filename: "a.jpg", content: photo }]);
    expect([wrongField.statusCode, wrongField.json().message]).toEqual([400, "Aucun fichier reçu"]);
    const twoFiles = await upload(t.app, awa, url, [
      { name: "photo", filename: "a.jpg", content: photo },
      { name: "photo", filename: "b.jpg", content: photo },
    ]);
    expect(twoFiles.statusCode).toBe(400);
    const json = await awa.post(url, { photo: "x" });
    expect(json.statusCode).toBe(400);
    const [rows] = await t.app.database.db
      .select({ value: count() })
      .from(parcelPhotos)
      .where(eq(parcelPhotos.parcelId, parcel.id));
    expect(rows?.value).toBe(0);
  });

  it("answers 404 for an unknown parcel or photo", async () => {
    expect((await awa.get("/api/parcels/pkg-INCONNU/photos/X")).statusCode).toBe(404);
    const parcel = await createParcel(awa, date);
    expect((await awa.get(`/api/parcels/${parcel.id}/photos/X/thumbnail`)).statusCode).toBe(404);
    const upload = await uploadPhoto(t.app, awa, "pkg-INCONNU", {
      name: "photo",
      filename: "a.jpg",
      content: await jpeg(100, 100),
    });
    expect(upload.statusCode).toBe(404);
  });
});
