import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { deleteAccountSchema, exportFileName } from "#shared/account-data";
import { todayInParis } from "#shared/calendar";
import { accountChanged } from "./account-changes";
import { deleteAccount } from "./account-deletion.service";
import { type AccountWindow, consumeAccountAttempt } from "./account-rate-limit";
import { isAuthenticatorCode } from "./authenticator-code";
import { accountDataEntries } from "./data-export.service";
import { signedInUser, toHeaders } from "./session";
import { zipStream } from "./zip-stream";

/**
 * An export reads every photo and proof of the account: a few per hour are plenty for a person, and
 * keep a stolen session from turning it into a load on the database (decision 040).
 */
export const EXPORT_LIMIT: AccountWindow = { windowSeconds: 3600, max: 5 };

/** The archive as a download named after the day (Paris); typed apart, as the route's schemas list errors. */
function sendArchive(reply: FastifyReply, archive: Readable) {
  return reply
    .header("Content-Type", "application/zip")
    .header("Content-Disposition", `attachment; filename="${exportFileName(todayInParis())}"`)
    .header("X-Content-Type-Options", "nosniff")
    .send(archive);
}

/**
 * The profile's data rights (docs/product/accounts.md#data-rights), for one's own account only: the
 * session says whose data, never the request.
 */
export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);

  app.get(
    "/accounts/me/export",
    { onRequest: app.guards.requireOwnAccount, schema: { response: errorResponses(401, 429) } },
    async (request, reply) => {
      const user = signedInUser(request);
      await consumeAccountAttempt(app.database.db, `data-export:${user.id}`, EXPORT_LIMIT);
      return sendArchive(reply, zipStream(await accountDataEntries(app.database.db, user.id)));
    },
  );

  app.post(
    "/accounts/me/delete",
    {
      onRequest: app.guards.requireOwnAccount,
      schema: {
        body: deleteAccountSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const outcome = await deleteAccount(app.database.db, user.id, request.body, (code) =>
        isAuthenticatorCode(app.auth, request, code),
      );
      accountChanged(request, user.id);
      request.log.info({ userId: user.id, ...outcome }, "account deleted");
      // The session went with the account; Better Auth's own sign-out expires its cookies in this
      // browser, with the names and attributes it set them with.
      const { headers } = await app.auth.api.signOut({ headers: toHeaders(request), returnHeaders: true });
      reply.header("set-cookie", headers.getSetCookie());
      return { ok: true as const };
    },
  );
};
