import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, conflict } from "#server/http/app-error";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import {
  activeSessionsSchema,
  CURRENT_SESSION_REFUSED,
  endedSessionsSchema,
  SESSION_NOT_FOUND,
} from "#shared/active-sessions";
import { accountChanged } from "./account-changes";
import { endOtherSessions, endSession, listActiveSessions } from "./active-sessions.service";
import { currentSessionIdOf, NOT_SIGNED_IN, signedInUser } from "./session";

const params = z.object({ id: z.string().min(1).max(100) });

/**
 * The profile's 'Appareils connectés' (docs/product/accounts.md#sessions): the signed-in user lists
 * their own sessions and ends one, or all but this one. Changing requests pass the app's Origin check
 * like every other POST/DELETE under /api.
 */
export const activeSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);
  // One's own devices: open to an admin whose session lacks the second factor (session.ts).
  const guard = app.guards.requireOwnAccount;

  /** The id of the session making the request, found by the guard's one query (decision 047). */
  async function currentSessionId(request: FastifyRequest): Promise<string> {
    const id = currentSessionIdOf(request);
    if (!id) throw new AppError("UNAUTHENTICATED", 401, NOT_SIGNED_IN);
    return id;
  }

  app.get(
    "/accounts/sessions",
    { onRequest: guard, schema: { response: { 200: activeSessionsSchema, ...errorResponses(401) } } },
    async (request) => ({
      sessions: await listActiveSessions(
        app.database.db,
        signedInUser(request).id,
        await currentSessionId(request),
      ),
    }),
  );

  // This device is signed out with 'Déconnexion', the one way that also clears its cookie.
  app.delete(
    "/accounts/sessions/:id",
    {
      onRequest: guard,
      schema: { params, response: { 204: z.null(), ...errorResponses(400, 401, 404, 409) } },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      if (request.params.id === (await currentSessionId(request)))
        throw conflict("CURRENT_SESSION", CURRENT_SESSION_REFUSED);
      // Another account's session and an unknown id are the same 404: nothing says which ids exist.
      if (!(await endSession(app.database.db, userId, request.params.id)))
        throw new AppError("NOT_FOUND", 404, SESSION_NOT_FOUND);
      accountChanged(request, userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/accounts/sessions/end-others",
    { onRequest: guard, schema: { response: { 200: endedSessionsSchema, ...errorResponses(401) } } },
    async (request) => {
      const userId = signedInUser(request).id;
      const ended = await endOtherSessions(app.database.db, userId, await currentSessionId(request));
      accountChanged(request, userId);
      return { ended };
    },
  );
};
