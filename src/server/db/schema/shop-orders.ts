import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { CONTENT_CATEGORIES } from "#shared/shop-orders/contents";
import { RECEPTION_PLACES, SHOPS } from "#shared/shop-orders/shops";
import { users } from "./auth";
import { storedFiles } from "./files";
import { parcels } from "./parcels";

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * A shop's package received at the Paris warehouse (or the Lomé counter) for a client: Ma boîte
 * (docs/product/ma-boite.md). `clientId` is null while nobody is identified (`À identifier`); a client's
 * claim names itself in `claimedBy` until the carrier confirms it. `parcelId` is set once the order
 * leaves Ma boîte inside a parcel request, and never again.
 */
export const shopOrders = pgTable(
  "shop_order",
  {
    /** `ord-…` followed by a time-sortable random part (decision 004). */
    id: text("id").primaryKey(),
    clientId: text("client_id").references(() => users.id, { onDelete: "restrict" }),
    shop: text("shop", { enum: SHOPS }).notNull(),
    /** The shop's name when `shop` is `other`. */
    shopName: text("shop_name"),
    /** As typed at reception; `trackingKey` is the form compared (#shared/shop-orders/shops). */
    trackingNumber: text("tracking_number").notNull(),
    trackingKey: text("tracking_key").notNull(),
    orderNumber: text("order_number"),
    weightGrams: integer("weight_grams").notNull(),
    note: text("note"),
    place: text("place", { enum: RECEPTION_PLACES }).notNull().default("paris"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    receivedBy: text("received_by").references(() => users.id, { onDelete: "set null" }),
    claimedBy: text("claimed_by").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    parcelId: text("parcel_id").references(() => parcels.id, { onDelete: "restrict" }),
    /** The storage reminders sent (docs/product/reception.md#storage): 7 days, then 1 day before the end. */
    storageReminder7SentAt: timestamp("storage_reminder_7_sent_at", { withTimezone: true }),
    storageReminder1SentAt: timestamp("storage_reminder_1_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("shop_order_shop_check", sql`${table.shop} in (${list(SHOPS)})`),
    check("shop_order_place_check", sql`${table.place} in (${list(RECEPTION_PLACES)})`),
    check("shop_order_weight_check", sql`${table.weightGrams} > 0`),
    // One arrival per tracking number: two carriers receiving the same box at once make one order.
    uniqueIndex("shop_order_tracking_key_uq").on(table.trackingKey),
    // Ma boîte: a client's orders still waiting, newest first.
    index("shop_order_client_idx").on(table.clientId, table.receivedAt.desc()),
    index("shop_order_parcel_idx").on(table.parcelId),
    // `À identifier`: the orders nobody owns yet.
    index("shop_order_unidentified_idx").on(table.receivedAt.desc()).where(sql`${table.clientId} is null`),
  ],
);

/** The photos taken of an order at reception, in the order they were taken. */
export const shopOrderPhotos = pgTable(
  "shop_order_photo",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => shopOrders.id, { onDelete: "cascade" }),
    fileId: text("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] })],
);

/**
 * One line of contents, declared for customs (docs/product/contents-and-customs.md): on a received
 * order (`orderId`), on a parcel (`parcelId`), or both once the order travels in that parcel — the same
 * row, never a copy.
 */
export const contentItems = pgTable(
  "content_item",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").references(() => shopOrders.id, { onDelete: "cascade" }),
    parcelId: text("parcel_id").references(() => parcels.id, { onDelete: "cascade" }),
    category: text("category", { enum: CONTENT_CATEGORIES }).notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    /** Declared value of one unit, in euro cents. */
    unitValueCents: integer("unit_value_cents").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("content_item_owner_check", sql`${table.orderId} is not null or ${table.parcelId} is not null`),
    check("content_item_category_check", sql`${table.category} in (${list(CONTENT_CATEGORIES)})`),
    check("content_item_quantity_check", sql`${table.quantity} > 0`),
    check("content_item_value_check", sql`${table.unitValueCents} >= 0`),
    index("content_item_order_idx").on(table.orderId),
    index("content_item_parcel_idx").on(table.parcelId),
  ],
);
