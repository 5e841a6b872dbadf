import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/** Every series this server exposes starts with it, so a shared Prometheus can tell them apart. */
export const METRICS_PREFIX = "colibri_";
/** The route label of a request no route matched (404s, the SPA fallback): one label, not each URL. */
export const UNMATCHED_ROUTE = "unmatched";

let processRegistry: Registry | undefined;

/**
 * Node's own series (event-loop lag, memory, CPU, GC, handles), once per process: they describe the
 * process, not an app, and prom-client starts an event-loop monitor and a GC observer for each call,
 * which tests that build dozens of apps would pile up.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: METRICS_PREFIX });
  }
  return processRegistry;
}

export interface AppMetrics {
  /** This app's series; features add theirs (outbox, database pool). */
  registry: Registry;
  /** The process's series and the app's, in Prometheus's text format. */
  render(): Promise<string>;
  contentType: string;
}

/**
 * Counts every answer and its duration by method, route pattern and status. The route is Fastify's
 * pattern (`/api/parcels/:id`), never the URL, so a scanner trying a million paths adds one series,
 * not a million.
 */
export function registerRequestMetrics(app: FastifyInstance): AppMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: `${METRICS_PREFIX}http_requests_total`,
    help: "HTTP requests answered, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: `${METRICS_PREFIX}http_request_duration_seconds`,
    help: "Time from receiving a request to the end of its answer, by method, route pattern and status class.",
    labelNames: ["method", "route", "status_class"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status_code: String(status) });
    duration.observe(
      { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const node = processMetrics();
  return {
    registry,
    contentType: registry.contentType,
    render: async () => `${await node.metrics()}${await registry.metrics()}`,
  };
}
