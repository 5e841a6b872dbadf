import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  normalizeTrackingCode,
  publicTrackingPath,
  TRACK_CODE_FIELD,
  TRACK_CODE_FORM_PATH,
} from "#shared/tracking/tracking-code";

// Far above a code's 12 characters with spaces and dashes; anything longer cannot be one.
const MAX_TYPED_LENGTH = 64;

/**
 * The tracking-code forms are plain GET forms, so a visitor on a slow phone can use the one on home
 * before any JavaScript has run (decision 027): this turns the typed code into the public page's address.
 * The page itself says 'Colis introuvable' for a text that cannot be a code; an empty form goes home.
 */
export const trackCodeFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    TRACK_CODE_FORM_PATH,
    { schema: { querystring: z.object({ [TRACK_CODE_FIELD]: z.string().optional() }) } },
    async (request, reply) => {
      const typed = (request.query[TRACK_CODE_FIELD] ?? "").slice(0, MAX_TYPED_LENGTH);
      const code = normalizeTrackingCode(typed);
      return reply.redirect(code ? publicTrackingPath(code) : "/", 303);
    },
  );
};
