import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "#server/features/accounts";
import { badRequest } from "#server/http/app-error";
import { errorResponses } from "#server/http/error-responses";
import { adminDateSchema, datesAddedSchema } from "#shared/admin/admin-dates";
import { multiDateSchema, singleDateSchema } from "#shared/available-dates";
import { formatDateFr, todayInParis } from "#shared/calendar";
import {
  addDates,
  type DatesContext,
  deleteDate,
  listDates,
  PAST_DATE_MESSAGE,
  updateDate,
} from "./dates.service";

const params = z.object({ id: z.string().min(1).max(100) });
const errors = errorResponses(400, 404, 409);

/** The dates tab: list, add one, add several, edit, delete (docs/product/administration.md#dates). */
export const datesRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): DatesContext => ({
    db: app.database.db,
    actor: signedInUser(request),
    publicUrl: app.config.PUBLIC_URL,
    today: todayInParis(),
  });

  app.get("/", { schema: { response: { 200: z.array(adminDateSchema) } } }, async () =>
    listDates(app.database.db),
  );

  app.post(
    "/",
    { schema: { body: singleDateSchema, response: { 201: datesAddedSchema, ...errors } } },
    async (request, reply) => {
      const ctx = context(request);
      const { date, fromCountry, toCountry, description, ...departure } = request.body;
      if (date < ctx.today) throw badRequest("VALIDATION", PAST_DATE_MESSAGE, { date: PAST_DATE_MESSAGE });
      const added = await addDates(
        ctx,
        { fromCountry, toCountry, description, dates: [date], departure },
        () => formatDateFr(date),
      );
      return reply.status(201).send(added);
    },
  );

  // The multi-date rules depend on today's date in Paris, so the schema is built per request.
  app.post(
    "/batch",
    { schema: { body: z.unknown(), response: { 201: datesAddedSchema, ...errors } } },
    async (request, reply) => {
      const ctx = context(request);
      const form = multiDateSchema(ctx.today).parse(request.body);
      const added = await addDates(ctx, form, (index) => `Date ${index + 1}`);
      return reply.status(201).send(added);
    },
  );

  app.put(
    "/:id",
    { schema: { params, body: singleDateSchema, response: { 200: adminDateSchema, ...errors } } },
    async (request) => updateDate(context(request), request.params.id, request.body),
  );

  app.delete(
    "/:id",
    { schema: { params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteDate(context(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
