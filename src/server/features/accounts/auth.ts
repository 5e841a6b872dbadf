import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins/magic-link";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { hashPassword, verifyPassword } from "#server/auth/password";
import type { Config } from "#server/config/config";
import type { Db } from "#server/db/database";
import { newId } from "#server/db/ids";
import * as schema from "#server/db/schema";
import { enqueueEmail } from "#server/features/mail";
import { trustedOrigins } from "#server/http/origin-check";
import { BACKUP_CODE_COUNT, TOTP_DIGITS, TRUSTED_DEVICE_DAYS } from "#shared/two-factor";
import { accountChangedHere } from "./account-changes";
import { changeEmailMessage, resetPasswordMessage, verifyEmailMessage } from "./account-emails";
import { promoteListedAdmin } from "./roles";
import { sessionCreation } from "./session-second-factor";
import { SIGN_IN_LINK_TTL_SECONDS } from "./sign-in-guard";
import { hasTwoFactor } from "./two-factor-state";

/** Header the Fastify bridge sets to the client IP it trusts; anything the client sends under it is dropped. */
export const CLIENT_IP_HEADER = "x-colibri-client-ip";

const PER_IP_LIMITS: Record<string, { window: number; max: number }> = {
  "/sign-in/email": { window: 60, max: 5 },
  "/magic-link/verify": { window: 60, max: 5 },
  "/sign-up/email": { window: 60 * 10, max: 5 },
  "/request-password-reset": { window: 60 * 10, max: 5 },
  "/reset-password": { window: 60 * 10, max: 10 },
  "/send-verification-email": { window: 60 * 10, max: 3 },
  "/change-email": { window: 60 * 10, max: 5 },
  "/change-password": { window: 60 * 10, max: 5 },
  // Each sign-in challenge also allows only 5 codes, and 10 wrong codes in a row lock the account's
  // code step for 15 minutes (Better Auth's own counters, per account).
  "/two-factor/verify-totp": { window: 60, max: 10 },
  "/two-factor/verify-backup-code": { window: 60, max: 5 },
  "/two-factor/enable": { window: 60 * 10, max: 10 },
  "/two-factor/disable": { window: 60 * 10, max: 5 },
  "/two-factor/generate-backup-codes": { window: 60 * 10, max: 5 },
};

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
const VERIFY_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export interface AuthOptions {
  config: Config;
  db: Db;
  secret: string;
  /** Better Auth limits only in production by default: we say it explicitly (on except in unit tests). */
  rateLimit: boolean;
  /** Better Auth's own messages go to the server's JSON log, not to the console. */
  logger: FastifyBaseLogger;
}

/**
 * Better Auth (decision 006): e-mail + password, confirmation, reset, change of e-mail and password,
 * sessions in the database. Its e-mails go through our outbox (decision 007); its CSRF/origin checks are
 * forced on, even under NODE_ENV=test, and its rate-limit counters live in the database.
 */
export function createAuth({ config, db, secret, rateLimit, logger }: AuthOptions) {
  return betterAuth({
    appName: "Colibri",
    baseURL: config.PUBLIC_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
        twoFactor: schema.twoFactors,
      },
    }),
    user: {
      additionalFields: {
        // Never accepted from a request: only ADMIN_EMAILS and `npm run admin` set it
        // (docs/product/accounts.md#roles).
        role: { type: "string", required: false, defaultValue: "client", input: false },
        emailNotifications: { type: "boolean", required: false, defaultValue: true, input: false },
        // Accepted at sign-up only through the bridge, which has normalised it to E.164 first
        // (docs/product/recipients.md#phone-numbers).
        phone: { type: "string", required: false, input: true },
      },
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      // Unconfirmed clients may sign in: they land on /waiting-confirmation and can resend the e-mail.
      requireEmailVerification: false,
      // Sign-up shows a "check your mailbox" notice rather than signing in
      // (docs/product/accounts.md#sign-up).
      autoSignIn: false,
      minPasswordLength: config.PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const url = `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueEmail(db, resetPasswordMessage(user, user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_TOKEN_TTL_SECONDS,
      async sendVerificationEmail({ user, url }) {
        // For a change of e-mail, Better Auth passes the user with the *new* address.
        const [stored] = await db
          .select({ email: schema.users.email })
          .from(schema.users)
          .where(eq(schema.users.id, user.id));
        const isChange = stored !== undefined && stored.email !== user.email;
        await enqueueEmail(
          db,
          isChange
            ? changeEmailMessage({ name: user.name, email: stored.email }, user.email, url)
            : verifyEmailMessage(user, user.email, url),
        );
      },
      async afterEmailVerification(user) {
        if (await promoteListedAdmin(db, config.ADMIN_EMAILS, user.id)) accountChangedHere(user.id);
      },
    },
    plugins: [
      // Authenticator codes (docs/product/accounts.md#two-factor); no e-mailed codes: a mailbox is what
      // the sign-in link already relies on, the second step must be something else.
      twoFactor({
        issuer: "Colibri",
        totpOptions: { digits: TOTP_DIGITS, period: 30 },
        backupCodeOptions: { amount: BACKUP_CODE_COUNT, length: 10, storeBackupCodes: "encrypted" },
        trustDeviceMaxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60,
      }),
      // Only its link check is used (GET /magic-link/verify): sign-in-guard.ts writes the token and
      // queues the e-mail itself, in one transaction, after repeated failed sign-ins (decision 038).
      // Its POST /sign-in/magic-link has no bridge rule, so nobody can ask for a link.
      magicLink({
        expiresIn: SIGN_IN_LINK_TTL_SECONDS,
        storeToken: "hashed",
        disableSignUp: true,
        sendMagicLink() {
          throw new Error("sign-in links are sent by sign-in-guard.ts only");
        },
      }),
    ],
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      additionalFields: {
        // Set by session-second-factor.ts only, never from a request.
        twoFactorVerified: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          async before(session, context) {
            // A sign-in link must not skip the authenticator code: refused for such accounts (the
            // guard sends none to them; this stops a link sent before the code was turned on).
            if (context?.path === "/magic-link/verify" && (await hasTwoFactor(db, session.userId)))
              return false;
            // An address listed in ADMIN_EMAILS becomes admin at sign-in too, once confirmed (decision 009).
            if (await promoteListedAdmin(db, config.ADMIN_EMAILS, session.userId))
              accountChangedHere(session.userId);
            // Whether this new session proved the second factor (decision 057).
            const factor = await sessionCreation(db, session, context);
            if (factor) return { data: { ...session, ...factor } };
          },
        },
        // What the session cache must forget, user by user (account-changes.ts, decision 059).
        update: { after: async (session) => accountChangedHere(session.userId) },
        delete: { after: async (session) => accountChangedHere(session.userId) },
      },
      user: {
        update: { after: async (user) => accountChangedHere(user.id) },
      },
    },
    rateLimit: {
      enabled: rateLimit,
      storage: "database",
      window: 60,
      // Per IP. AUTH_RATE_LIMIT_FACTOR multiplies every max, this default for the other auth routes
      // (the e-mail's confirmation link, sign-out…) included: end-to-end tests share one IP.
      max: 100 * config.AUTH_RATE_LIMIT_FACTOR,
      customRules: Object.fromEntries(
        Object.entries(PER_IP_LIMITS).map(([path, rule]) => [
          path,
          { window: rule.window, max: rule.max * config.AUTH_RATE_LIMIT_FACTOR },
        ]),
      ),
    },
    advanced: {
      // Forced on: Better Auth turns both off under NODE_ENV=test, which would make security tests lie.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: config.PUBLIC_URL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => newId() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
