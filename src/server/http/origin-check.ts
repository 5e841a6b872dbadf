import type { FastifyInstance } from "fastify";
import type { Config } from "../config/config";
import { AppError } from "./app-error";

/** The origins whose pages may change data: the public site, plus Vite's dev server outside production. */
export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(config.PUBLIC_URL).origin];
  if (config.NODE_ENV !== "production") origins.push("http://localhost:5173", "http://127.0.0.1:5173");
  return origins;
}

export const FOREIGN_ORIGIN_MESSAGE = "Requête refusée : origine non autorisée.";

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
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (!origin || !trusted.has(origin)) throw new AppError("FOREIGN_ORIGIN", 403, FOREIGN_ORIGIN_MESSAGE);
  });
}
