import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { USER_ROLES } from "#shared/accounts";

/**
 * Better Auth's tables (user, session, account, verification, rateLimit) in its own shape, so its
 * Drizzle adapter can use them directly, plus the product's columns on `user`:
 * - `role` is never writable by the client (Better Auth's `input: false`; docs/product/accounts.md#roles).
 * - `emailNotifications` is the profile switch of docs/product/accounts.md#email-switches.
 */

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export type { UserRole } from "#shared/accounts";

export const users = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role", { enum: USER_ROLES }).notNull().default("client"),
    emailNotifications: boolean("email_notifications").notNull().default(true),
    /** Administrators only: e-mails about proofs received and new requests (docs/product/administration.md#admin-alerts). */
    adminAlerts: boolean("admin_alerts").notNull().default(true),
    /** Better Auth's two-factor plugin: true once an authenticator app is confirmed (docs/product/accounts.md#two-factor). */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /** E.164; optional at sign-up, asked at the first request (docs/product/recipients.md#phone-numbers). */
    phone: text("phone"),
    /**
     * The client's reference in their Paris address (`CLB-4K7P`), drawn by the database when the row is
     * inserted (migration 0022, decision 100; docs/product/ma-boite.md#reference).
     */
    reference: text("reference").notNull().unique().default(sql`colibri_new_client_reference()`),
    /** The number of the client's last parcel reference (`CLB-4K7P-03` is the third). */
    parcelSequence: integer("parcel_sequence").notNull().default(0),
    /** When the client acknowledged the list of refused items (docs/product/contents-and-customs.md#refused-items). */
    refusedItemsAcknowledgedAt: timestamp("refused_items_acknowledged_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check("user_role_check", sql`${table.role} in ('client', 'admin')`),
    // Admin search by part of an e-mail or a name (pg_trgm, decision 048).
    index("user_email_trgm_idx").using("gin", sql`lower(${table.email}) gin_trgm_ops`),
    index("user_name_trgm_idx").using("gin", sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * This session proved the account's second factor when it was opened (an authenticator code, a
     * backup code or a trusted device): what the admin views ask for (docs/product/accounts.md#second-factor).
     */
    twoFactorVerified: boolean("two_factor_verified").notNull().default(false),
    ...timestamps,
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/**
 * Better Auth's two-factor plugin: the authenticator secret and the backup codes, both encrypted with
 * the auth secret; `verified` stays false until the first code is entered; the failure counters are
 * its own lock on wrong codes.
 */
export const twoFactors = pgTable("two_factor", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** Better Auth's rate-limit counters, kept in the database so that every instance shares them. */
export const rateLimits = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
