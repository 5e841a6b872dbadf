import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** PostgreSQL bytea as a Node Buffer: uploads live in the database, for every instance (decision 010). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The storage behind photos and payment proofs. Features reference a file by id and never read this
 * table directly, so an object store could replace it later (see file-storage.ts).
 */
export const storedFiles = pgTable("stored_file", {
  id: text("id").primaryKey(),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  sha256: text("sha256").notNull(),
  content: bytea("content").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
