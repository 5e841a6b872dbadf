import "#shared/zod-locale";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { GENERIC_MESSAGES } from "#shared/api-error";
import type { Config } from "./config/config";
import { type VapidKeys, vapidKeysFromConfig } from "./config/vapid-keys";
import type { DatabaseHandle } from "./db/database";
import { accountDataRoutes } from "./features/accounts/account-data.routes";
import { accountsRoutes } from "./features/accounts/accounts.routes";
import { activeSessionsRoutes } from "./features/accounts/active-sessions.routes";
import { type Auth, createAuth } from "./features/accounts/auth";
import { authBridgeRoutes } from "./features/accounts/auth-bridge.routes";
import { preferenceSwitchesRoutes } from "./features/accounts/preference-switches.routes";
import { profilePhoneRoutes } from "./features/accounts/profile-phone.routes";
import { createGuards, type Guards, lacksSecondFactor, readSessionUser } from "./features/accounts/session";
import { forgetSessionsOnChanges, SessionCache } from "./features/accounts/session-cache";
import { registerSignedOutDevice } from "./features/accounts/signed-out-device";
import { adminRoutes } from "./features/admin/admin.routes";
import { healthRoutes } from "./features/health/health.routes";
import { METRICS_PATH, metricsRoutes } from "./features/health/metrics.routes";
import { invoiceSeller } from "./features/invoices";
import { invoicesRoutes } from "./features/invoices/invoices.routes";
import { devMailboxRoutes } from "./features/mail/dev-mailbox.routes";
import { messagingWebhookRoutes } from "./features/messaging";
import { customsDeclarationRoutes } from "./features/parcels/customs-declaration.routes";
import { parcelClientActionsRoutes } from "./features/parcels/parcel-client-actions.routes";
import { parcelPhotosRoutes } from "./features/parcels/parcel-photos.routes";
import { parcelRequestsRoutes } from "./features/parcels/parcel-requests.routes";
import { paymentRoutes } from "./features/parcels/payment.routes";
import { paymentProviderFrom } from "./features/payments/payment-provider-setup";
import { onlinePaymentsAdminRoutes, paymentsRoutes } from "./features/payments/payments.routes";
import { publicConfigRoutes } from "./features/public-config/public-config.routes";
import { pushRoutes } from "./features/push/push.routes";
import { savedRecipientsRoutes } from "./features/recipients/saved-recipients.routes";
import { myShopOrdersRoutes, shopOrderClaimsRoutes } from "./features/shop-orders";
import { publicTrackingRoutes } from "./features/tracking/public-tracking.routes";
import { trackCodeFormRoutes } from "./features/tracking/track-code-form.routes";
import { trackingRoutes } from "./features/tracking/tracking.routes";
import { answerFrameworkError, registerErrorHandler } from "./http/error-handler";
import { registerRequestMetrics } from "./http/metrics";
import { registerBoundedJsonParser } from "./http/nesting-limit";
import { registerOriginCheck } from "./http/origin-check";
import { API_RATE_LIMIT, rateLimitedResponse } from "./http/rate-limit";
import { sharedRateLimitStore } from "./http/rate-limit-store";
import { registerNulByteRefusal } from "./http/refuse-nul-bytes";
import { registerRequestIdHeader, requestIdGenerator } from "./http/request-id";
import { OneLineRequestLog } from "./http/request-log";
import { registerStaticClient } from "./http/static-client";

const HEALTH_PATHS = new Set(["/api/health", "/api/ready"]);

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Signs sessions and tokens (AUTH_SECRET, or the one generated in DATA_DIR). */
  authSecret: string;
  /** Signs push messages (VAPID_*, or the pair generated in DATA_DIR in development); null: push is off. */
  vapidKeys?: VapidKeys | null;
  /** Rate limits of sign-in & co. On unless NODE_ENV=test; security tests turn them on explicitly. */
  authRateLimit?: boolean;
  /** The general per-IP API limit (API_RATE_LIMIT); tests lower it. */
  apiRateLimit?: { max: number; timeWindow: number };
  /** The rate limits' clock in ms (Date.now); tests move it to cross a window. */
  rateLimitClock?: () => number;
  /** The session cache's clock, moved by tests to let its entries age. */
  sessionCacheClock?: () => number;
  /** Folder of the built front end (dist/client); omitted in API tests. */
  clientDir?: string;
  /** Sees every route as it is added, schemas included: tests walk them to send bad input everywhere. */
  onRoute?: (route: RouteOptions) => void;
  /** Where the JSON log lines go (stdout by default). Tests read them, at LOG_LEVEL even under NODE_ENV=test. */
  logStream?: { write(line: string): void };
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    auth: Auth;
    /** requireOwnAccount / requireUser / requireConfirmed / requireAdmin: every route that is not public uses one. */
    guards: Guards;
    /** The session rows this instance read lately (decision 049). */
    sessionCache: SessionCache;
    /** `draining` from the moment the process starts stopping: /api/ready then answers 503 (decision 044). */
    lifecycle: { draining: boolean };
  }
}

/** Builds the whole HTTP application without listening, so tests can call `app.inject()`. */
export async function buildApp({
  config,
  database,
  authSecret,
  vapidKeys = vapidKeysFromConfig(config),
  authRateLimit = config.NODE_ENV !== "test",
  // The e2e server multiplies it like the sign-in limits: every browser of the suite shares one address.
  apiRateLimit = { ...API_RATE_LIMIT, max: API_RATE_LIMIT.max * config.AUTH_RATE_LIMIT_FACTOR },
  rateLimitClock,
  sessionCacheClock,
  clientDir,
  onRoute,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.NODE_ENV === "test" && !logStream ? "silent" : config.LOG_LEVEL,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      ...(logStream ? { stream: logStream } : {}),
    },
    // One line per request, written when it is answered; the scrapes of /metrics only at debug.
    logController: new OneLineRequestLog(new Set([METRICS_PATH])),
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    frameworkErrors: answerFrameworkError,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // While closing (decision 044): idle keep-alive connections are closed at once; a request that still
    // arrives on a busy one is served (its answer closes the connection) instead of Fastify's English 503,
    // since the database stays open until every request is done.
    forceCloseConnections: "idle",
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("lifecycle", { draining: false });
  const paymentProvider = paymentProviderFrom(config);
  app.decorate(
    "payments",
    paymentProvider && {
      db: database.db,
      provider: paymentProvider,
      publicUrl: config.PUBLIC_URL,
      log: app.log,
      tariff: { centsPerKg: config.TARIFF_CENTS_PER_KG, fcfaPerKg: config.TARIFF_FCFA_PER_KG },
      seller: invoiceSeller(config),
    },
  );
  const auth = createAuth({
    config,
    db: database.db,
    secret: authSecret,
    rateLimit: authRateLimit,
    logger: app.log,
  });
  app.decorate("auth", auth);
  app.decorate("guards", createGuards(auth, config.REQUIRE_ADMIN_2FA));
  const sessionCache = new SessionCache(config.SESSION_CACHE_SECONDS * 1000, sessionCacheClock);
  app.decorate("sessionCache", sessionCache);
  await forgetSessionsOnChanges(app, sessionCache);
  // Before anything reads a session: a device signed out offline ends its session (decision 099).
  registerSignedOutDevice(app, auth);
  app.decorateRequest("sessionUser", null);
  registerRequestIdHeader(app);
  const metrics = registerRequestMetrics(app);
  registerErrorHandler(app);
  registerOriginCheck(app, config);
  registerBoundedJsonParser(app);
  registerNulByteRefusal(app);
  if (onRoute) app.addHook("onRoute", onRoute);

  const production = config.NODE_ENV === "production";
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "img-src": ["'self'", "data:", "blob:"],
        "upgrade-insecure-requests": production ? [] : null,
      },
    },
    hsts: production,
  });

  // A general ceiling per IP on the API; sign-in and other sensitive routes get stricter limits of their own.
  // Counted in the database every instance shares (decision 037); if it cannot count, the request passes
  // (logged) rather than the whole API failing with it.
  await app.register(rateLimit, {
    ...apiRateLimit,
    store: sharedRateLimitStore({ db: database.db, now: rateLimitClock, log: app.log }),
    skipOnError: true,
    // Health checks are a monitor's, not a visitor's: not counted, so they never write to the database.
    allowList: (request) =>
      !request.url.startsWith("/api/") || HEALTH_PATHS.has(request.url.split("?")[0] ?? ""),
    errorResponseBuilder: rateLimitedResponse,
  });

  // Every feature is registered here, so the whole API reads in one place.
  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(metricsRoutes, { metrics, token: config.METRICS_TOKEN });
  await app.register(publicConfigRoutes, { prefix: "/api" });
  await app.register(authBridgeRoutes, { auth, config, rateLimit: authRateLimit });
  await app.register(accountsRoutes, { prefix: "/api", auth, config });
  await app.register(activeSessionsRoutes, { prefix: "/api" });
  await app.register(trackingRoutes, { prefix: "/api" });
  await app.register(publicTrackingRoutes, { prefix: "/api" });
  await app.register(trackCodeFormRoutes);
  const onlinePayment = paymentProvider !== null;
  await app.register(parcelRequestsRoutes, { prefix: "/api", onlinePayment });
  await app.register(parcelClientActionsRoutes, { prefix: "/api", onlinePayment });
  await app.register(customsDeclarationRoutes, { prefix: "/api" });
  await app.register(parcelPhotosRoutes, { prefix: "/api" });
  await app.register(shopOrderClaimsRoutes, { prefix: "/api" });
  await app.register(paymentRoutes, { prefix: "/api" });
  await app.register(invoicesRoutes, { prefix: "/api" });
  await app.register(paymentsRoutes, { prefix: "/api" });
  await app.register(preferenceSwitchesRoutes, { prefix: "/api" });
  await app.register(profilePhoneRoutes, { prefix: "/api" });
  await app.register(pushRoutes, { prefix: "/api", vapidKeys });
  await app.register(savedRecipientsRoutes, { prefix: "/api" });
  await app.register(myShopOrdersRoutes, { prefix: "/api" });
  await app.register(accountDataRoutes, { prefix: "/api" });
  await app.register(adminRoutes, { prefix: "/api/admin" });
  await app.register(onlinePaymentsAdminRoutes, { prefix: "/api/admin" });
  await app.register(messagingWebhookRoutes);
  if (config.NODE_ENV !== "production") await app.register(devMailboxRoutes);

  // A signed-in page's HTML announces its first reads only to a session the API will answer
  // (decision 077): confirmed, past the second factor, an admin for the admin's pages.
  if (clientDir)
    await registerStaticClient(app, clientDir, async (request, path) => {
      const user = await readSessionUser(auth, request, config.REQUIRE_ADMIN_2FA);
      if (!user?.emailVerified || lacksSecondFactor(user)) return false;
      return !path.startsWith("/admin") || user.role === "admin";
    });
  else
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ code: "NOT_FOUND", message: GENERIC_MESSAGES.notFound }),
    );

  return app;
}
