import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { addDays, todayInParis } from "#shared/calendar";
import type { DatabaseKind } from "../db/database";
import { newId } from "../db/ids";
import { departures, users } from "../db/schema";
import { createTestApp, type TestApp } from "./test-app";
import { confirmedUser, TEST_ORIGIN, type TestBrowser } from "./test-browser";

/** Shared by the issue-5 API tests: accounts, published dates, a valid request, multipart bodies. */

export async function client(app: FastifyInstance, label: string): Promise<TestBrowser> {
  return confirmedUser(app, `${label}-${randomBytes(3).toString("hex")}@example.com`);
}

export async function admin(app: FastifyInstance): Promise<TestBrowser> {
  const browser = await client(app, "admin");
  const me = await browser.me();
  await app.database.db
    .update(users)
    .set({ role: "admin" })
    .where(eq(users.id, me?.id as string));
  return browser;
}

/**
 * Publishes a departure `inDays` from today (Paris) on a route, as the admin would; answers its day.
 * `departure` adds its capacity, drop-off place and deadline…
 */
export async function publishDeparture(
  app: FastifyInstance,
  from: string,
  to: string,
  inDays: number,
  departure: Partial<typeof departures.$inferInsert> = {},
): Promise<string> {
  const date = addDays(todayInParis(), inDays);
  await app.database.db
    .insert(departures)
    .values({ id: newId(), date, fromCountry: from, toCountry: to, description: "Départ test", ...departure })
    .onConflictDoNothing();
  return date;
}

/** Where most parcel tests start: a test app, the confirmed client Awa, and a FR → TG date in a week. */
export async function appWithClientAndDate(
  kind: DatabaseKind,
): Promise<{ t: TestApp; awa: TestBrowser; date: string }> {
  const t = await createTestApp({ kind });
  return { t, awa: await client(t.app, "awa"), date: await publishDeparture(t.app, "FR", "TG", 7) };
}

export function parcelRequest(date: string, overrides: Record<string, unknown> = {}) {
  return {
    description: "Vêtements et chaussures",
    fromCountry: "FR",
    toCountry: "TG",
    weightKg: 2.35,
    dimensions: { lengthCm: 40, widthCm: 30, heightCm: 20 },
    productLink: "https://www.example.com/produit",
    preferredDate: date,
    recipient: TEST_RECIPIENT,
    ...overrides,
  };
}

/** The recipient of test requests, typed as a client would: `90 12 34 56` to Togo. */
export const TEST_RECIPIENT = {
  name: "Afi Mensah",
  phone: "90 12 34 56",
  secondPhone: null,
  city: "Lomé",
  landmark: "Bè Kpota, près de la pharmacie",
};

export function cookieOf(browser: TestBrowser): string {
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

export type Part = { name: string; content: Buffer | string; filename?: string; contentType?: string };

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----colibri${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? `\r\nContent-Type: ${part.contentType ?? "application/octet-stream"}` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(
  app: FastifyInstance,
  browser: TestBrowser,
  url: string,
  parts: Part[],
  headers: Record<string, string> = {},
) {
  const body = multipart(parts);
  return app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { origin: TEST_ORIGIN, cookie: cookieOf(browser), "content-type": body.contentType, ...headers },
  });
}

export const uploadPhoto = (app: FastifyInstance, browser: TestBrowser, parcelId: string, file: Part) =>
  upload(app, browser, `/api/parcels/${parcelId}/photos`, [{ ...file, name: "photo" }]);

/** A real photo: a JPEG of the given size with a gradient, so the encoder has something to do. */
export async function jpeg(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 90 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function createParcel(browser: TestBrowser, date: string) {
  const response = await browser.post("/api/parcels", parcelRequest(date));
  if (response.statusCode !== 201) throw new Error(`creation failed: ${response.body}`);
  return response.json() as {
    id: string;
    reference: string;
    trackingCode: string;
    priceCents: number;
    priceFcfa: number;
  };
}
