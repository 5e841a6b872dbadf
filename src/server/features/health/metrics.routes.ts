import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Gauge } from "prom-client";
import { outboxBacklog } from "#server/features/mail";
import { notFound } from "#server/http/app-error";
import { type AppMetrics, METRICS_PREFIX } from "#server/http/metrics";

export const METRICS_PATH = "/metrics";

export interface MetricsRoutesOptions {
  metrics: AppMetrics;
  /** METRICS_TOKEN: when set, the scraper must send it as a bearer token, from anywhere. */
  token: string | undefined;
}

/**
 * How long a scrape waits for the database: a database that does not answer (postgres.js waits up to
 * 10 s to connect) must not cost the scrape the process series, which matter most at such a time.
 */
const DATABASE_BUDGET_MS = 2000;

function withinBudget<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${DATABASE_BUDGET_MS} ms`)),
      DATABASE_BUDGET_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares in constant time (the digests have one length whatever was sent). */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? "");
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

function isLoopback(address: string | undefined): boolean {
  return address === "::1" || /^(::ffff:)?127\./.test(address ?? "");
}

/**
 * Without a token, only a scraper on this machine: the socket's own address (never X-Forwarded-For),
 * and no forwarding header at all, because a reverse proxy on this machine connects from 127.0.0.1
 * too, on behalf of anyone on the internet.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const { headers } = request;
  return isLoopback(request.socket.remoteAddress) && !headers["x-forwarded-for"] && !headers.forwarded;
}

/**
 * GET /metrics in Prometheus's text format (decision 046). Anyone else gets the 404 of an unknown path:
 * the route's existence is not revealed. The outbox and pool series are read at scrape time, with two
 * small queries; if the database does not answer they are left out and `colibri_database_up` says 0.
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (app, { metrics, token }) => {
  const gauge = (name: string, help: string) =>
    new Gauge({ name: `${METRICS_PREFIX}${name}`, help, registers: [metrics.registry] });
  const databaseUp = gauge("database_up", "1 when the database answered this scrape's queries, else 0.");
  const outboxPending = gauge("email_outbox_pending", "E-mails waiting to be sent, retries included.");
  const outboxOldestAge = gauge(
    "email_outbox_oldest_pending_age_seconds",
    "Age of the oldest e-mail waiting to be sent, 0 when none.",
  );
  const poolMax = gauge("db_pool_max_connections", "Most database connections the pool opens.");
  const poolOpen = gauge("db_pool_open_connections", "Database connections the pool has open.");
  const poolBusy = gauge(
    "db_pool_busy_connections",
    "Open connections running a query or holding a transaction (PostgreSQL only).",
  );
  const databaseSeries = [outboxPending, outboxOldestAge, poolMax, poolOpen, poolBusy];

  async function readDatabase() {
    // Removed, not reset: a gauge reset reads 0, which would say "no e-mail waiting" when nobody knows.
    for (const series of databaseSeries) series.remove({});
    try {
      const [backlog, pool] = await withinBudget(
        Promise.all([outboxBacklog(app.database.db), app.database.poolUsage()]),
      );
      outboxPending.set(backlog.pending);
      outboxOldestAge.set(backlog.oldestPendingAgeSeconds);
      poolMax.set(pool.max);
      poolOpen.set(pool.open);
      if (pool.busy !== undefined) poolBusy.set(pool.busy);
      databaseUp.set(1);
    } catch (error) {
      app.log.warn({ err: error }, "metrics: the database did not answer");
      databaseUp.set(0);
    }
  }

  app.get(METRICS_PATH, async (request, reply) => {
    const allowed = token ? carriesToken(request, token) : fromThisMachine(request);
    if (!allowed) throw notFound();
    await readDatabase();
    return reply
      .header("Cache-Control", "no-store")
      .type(metrics.contentType)
      .send(await metrics.render());
  });
};
