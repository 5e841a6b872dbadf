import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "#server/db/database";
import { newId } from "#server/db/ids";
import { contentItems, shopOrderPhotos, shopOrders, users } from "#server/db/schema";
import { contentRows } from "#server/features/contents";
import { saveFile } from "#server/features/files";
import { kgToGrams } from "#shared/pricing";
import type { ContentItemInput } from "#shared/shop-orders/shop-order-api";
import { SHOP_LABELS, type Shop, trackingKey } from "#shared/shop-orders/shops";

const DAY = 86_400_000;

type DemoOrder = {
  shop: Shop;
  trackingNumber: string;
  orderNumber?: string;
  kg: number;
  receivedDaysAgo: number;
  /** False: an order nobody could match (`À identifier`). */
  mine: boolean;
  contents?: ContentItemInput[];
  colour: string;
};

/**
 * What a newcomer finds in Ma boîte and at the reception (docs/product/ma-boite.md,
 * docs/product/reception.md): two orders waiting, one declared, one not; one past its free storage;
 * one order nobody could match.
 */
const DEMO_ORDERS: DemoOrder[] = [
  {
    shop: "amazon",
    trackingNumber: "TBA-DEMO-000001",
    orderNumber: "402-0000000-0000001",
    kg: 1.2,
    receivedDaysAgo: 3,
    mine: true,
    contents: [
      { category: "electronics", description: "Coque de téléphone", quantity: 2, unitValueCents: 1_490 },
    ],
    colour: "#c8a26b",
  },
  {
    shop: "shein",
    trackingNumber: "SHEIN-DEMO-000002",
    kg: 0.8,
    receivedDaysAgo: 10,
    mine: true,
    colour: "#9e9e9e",
  },
  {
    shop: "amazon",
    trackingNumber: "TBA-DEMO-000004",
    kg: 2,
    receivedDaysAgo: 50,
    mine: true,
    colour: "#b58a55",
  },
  {
    shop: "temu",
    trackingNumber: "TEMU-DEMO-000003",
    orderNumber: "PO-DEMO-3",
    kg: 0.5,
    receivedDaysAgo: 2,
    mine: false,
    colour: "#e07b39",
  },
];

/** A photo of a box with its shop's name: drawn, so the demo needs no image file. */
function boxPhoto(order: DemoOrder): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#f5f0e8"/>
    <rect x="120" y="110" width="400" height="270" rx="12" fill="${order.colour}"/>
    <text x="320" y="260" font-family="sans-serif" font-size="48" fill="#fff" text-anchor="middle">${SHOP_LABELS[order.shop]}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer();
}

/** The demo client's orders, once: a client who already has orders (a re-seed) is left alone. */
export async function seedDemoShopOrders(db: Db, clientEmail: string, now = new Date()): Promise<void> {
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, clientEmail));
  if (!client) return;
  const [existing] = await db.select({ value: count() }).from(shopOrders);
  if ((existing?.value ?? 0) > 0) return;
  for (const order of DEMO_ORDERS) {
    const id = newId("ord");
    const receivedAt = new Date(now.getTime() - order.receivedDaysAgo * DAY);
    await db.insert(shopOrders).values({
      id,
      clientId: order.mine ? client.id : null,
      shop: order.shop,
      trackingNumber: order.trackingNumber,
      trackingKey: trackingKey(order.trackingNumber),
      orderNumber: order.orderNumber ?? null,
      weightGrams: kgToGrams(order.kg),
      receivedAt,
      createdAt: receivedAt,
      updatedAt: receivedAt,
    });
    const fileId = await saveFile(db, { contentType: "image/webp", content: await boxPhoto(order) });
    await db.insert(shopOrderPhotos).values({ orderId: id, fileId, position: 0 });
    if (order.contents) await db.insert(contentItems).values(contentRows(order.contents, { orderId: id }));
  }
}
