import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { PARCEL_STATUSES } from "../../../shared/parcels/status";
import { users } from "./auth";
import { availableDates } from "./available-dates";
import { storedFiles } from "./files";

const statusList = sql.raw(PARCEL_STATUSES.map((status) => `'${status}'`).join(", "));

/**
 * A parcel request (seed §3). Money in integer cents and whole francs (A8), weight in grams,
 * dimensions in millimetres, the transport date as a calendar date (A14).
 * Client name and e-mail are read from `user` by join, so they never go stale.
 */
export const parcels = pgTable(
  "parcel",
  {
    /** `pkg-…` or `notif-…` followed by a time-sortable random part (A7). */
    id: text("id").primaryKey(),
    /** Unguessable code of the public tracking link `/suivi/CODE` (B1). */
    trackingCode: text("tracking_code").notNull().unique(),
    clientId: text("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    lengthMm: integer("length_mm"),
    widthMm: integer("width_mm"),
    heightMm: integer("height_mm"),
    /** Null only for a notification-only request sent without a weight. */
    weightGrams: integer("weight_grams"),
    productLink: text("product_link"),
    fromCountry: varchar("from_country", { length: 2 }).notNull(),
    toCountry: varchar("to_country", { length: 2 }).notNull(),
    status: text("status", { enum: PARCEL_STATUSES }).notNull().default("pending"),
    priceCents: integer("price_cents"),
    priceFcfa: integer("price_fcfa"),
    paid: boolean("paid").notNull().default(false),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    preferredDate: date("preferred_date", { mode: "string" }),
    /** The published date the client chose; a date chosen by parcels cannot be deleted (issue 7). */
    availableDateId: text("available_date_id").references(() => availableDates.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("parcel_status_check", sql`${table.status} in (${statusList})`),
    check("parcel_weight_check", sql`${table.weightGrams} is null or ${table.weightGrams} > 0`),
    check("parcel_price_check", sql`${table.priceCents} is null or ${table.priceCents} >= 0`),
    // A client's parcels, newest first (Mes Colis).
    index("parcel_client_created_idx").on(table.clientId, table.createdAt.desc()),
    // Admin list filtered by status, newest first, and the statistics.
    index("parcel_status_created_idx").on(table.status, table.createdAt.desc()),
    index("parcel_created_idx").on(table.createdAt.desc()),
    // Admin search by country.
    index("parcel_route_idx").on(table.fromCountry, table.toCountry),
    index("parcel_available_date_idx").on(table.availableDateId),
  ],
);

/** One line of a parcel's tracking history (seed §3 "tracking entry"). */
export const trackingEvents = pgTable(
  "tracking_event",
  {
    id: text("id").primaryKey(),
    parcelId: text("parcel_id")
      .notNull()
      .references(() => parcels.id, { onDelete: "cascade" }),
    status: text("status", { enum: PARCEL_STATUSES }).notNull(),
    note: text("note").notNull(),
    location: text("location"),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("tracking_event_parcel_idx").on(table.parcelId, table.createdAt)],
);

/** Up to three photos per parcel (A4): the re-encoded image and its thumbnail, both stored files. */
export const parcelPhotos = pgTable(
  "parcel_photo",
  {
    id: text("id").primaryKey(),
    parcelId: text("parcel_id")
      .notNull()
      .references(() => parcels.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    fileId: text("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "restrict" }),
    thumbnailFileId: text("thumbnail_file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "restrict" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("parcel_photo_parcel_idx").on(table.parcelId, table.position)],
);

/** A proof of payment uploaded by the client (B2): image or PDF, with an optional transaction reference. */
export const paymentProofs = pgTable(
  "payment_proof",
  {
    id: text("id").primaryKey(),
    parcelId: text("parcel_id")
      .notNull()
      .references(() => parcels.id, { onDelete: "cascade" }),
    fileId: text("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "restrict" }),
    originalName: text("original_name"),
    transactionReference: text("transaction_reference"),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("payment_proof_parcel_idx").on(table.parcelId, table.createdAt)],
);
