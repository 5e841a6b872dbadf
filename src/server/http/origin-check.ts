import { networkInterfaces } from "node:os";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config/config";
import { AppError } from "./app-error";

/** Vite's dev server, which proxies /api to this server in `npm run dev`. */
const VITE_DEV_PORT = 5173;

/** This machine's IPv4 addresses on its local networks, as a phone on the same Wi-Fi reaches it. */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((address) => address !== undefined && address.family === "IPv4" && !address.internal)
    .map((address) => (address as { address: string }).address);
}

/**
 * The origins whose pages may change data. In production: exactly PUBLIC_URL and the TRUSTED_ORIGINS
 * the operator listed. Elsewhere also every address a developer may type for this machine — localhost,
 * 127.0.0.1, [::1] and the LAN addresses the start banner prints — on the server's port and Vite's:
 * opening the app as `localhost` while PUBLIC_URL says `127.0.0.1` must not refuse the sign-in.
 */
export function trustedOrigins(config: Config, lan: string[] = lanAddresses()): string[] {
  const origins = new Set([
    new URL(config.PUBLIC_URL).origin,
    ...config.TRUSTED_ORIGINS.map((o) => new URL(o).origin),
  ]);
  if (config.NODE_ENV !== "production") {
    for (const host of ["localhost", "127.0.0.1", "[::1]", ...lan])
      for (const port of [config.PORT, VITE_DEV_PORT]) origins.add(`http://${host}:${port}`);
  }
  return [...origins];
}

/**
 * Routes a provider's server calls, with no browser and no Origin: each one authenticates the request
 * by its signature instead (docs/decisions/080-online-payment-confirmation.md).
 */
const SIGNED_WEBHOOKS = new Set(["/api/payments/fedapay/webhook"]);

export const FOREIGN_ORIGIN_MESSAGE = "Requête refusée : origine non autorisée.";

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF protection for every request that changes data under /api (decision 006: Better Auth checks
 * its own routes; the product's need the same). Browsers always send Origin on such requests; a
 * request without a trusted Origin (or Referer) is refused before any route runs.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const trusted = new Set(trustedOrigins(config));
  app.addHook("onRequest", async (request) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
    if (!request.url.startsWith("/api/")) return;
    if (request.method === "POST" && SIGNED_WEBHOOKS.has(request.url.split("?")[0] ?? "")) return;
    // Providers' webhooks carry no Origin: each is proved by its provider's signature (decision 081).
    if (request.url.startsWith("/api/webhooks/")) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (!origin || !trusted.has(origin)) throw new AppError("FOREIGN_ORIGIN", 403, FOREIGN_ORIGIN_MESSAGE);
  });
}
