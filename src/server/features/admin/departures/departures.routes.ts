import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addDepartures,
  type DeparturesContext,
  deleteDeparture,
  listDepartures,
  PAST_DATE_MESSAGE,
  updateDeparture,
} from "#server/features/departures";
import { badRequest } from "#server/http/app-error";
import { errorResponses } from "#server/http/error-responses";
import { signedInUser } from "#server/http/signed-in-user";
import { formatDateFr, todayInParis } from "#shared/calendar";
import { adminDepartureSchema, departuresAddedSchema } from "#shared/departures/admin-departures";
import { multiDepartureSchema, singleDepartureSchema } from "#shared/departures/departure-form";

const params = z.object({ id: z.string().min(1).max(100) });
const errors = errorResponses(400, 404, 409);

/**
 * The departures of the dates tab: list, add one, add several, edit, delete
 * (docs/product/administration.md#dates), under /api/admin/departures.
 */
export const departuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): DeparturesContext => ({
    db: app.database.db,
    actor: signedInUser(request),
    publicUrl: app.config.PUBLIC_URL,
    today: todayInParis(),
  });

  app.get("/", { schema: { response: { 200: z.array(adminDepartureSchema) } } }, async () =>
    listDepartures(app.database.db),
  );

  app.post(
    "/",
    { schema: { body: singleDepartureSchema, response: { 201: departuresAddedSchema, ...errors } } },
    async (request, reply) => {
      const ctx = context(request);
      const { date, fromCountry, toCountry, description, ...departure } = request.body;
      if (date < ctx.today) throw badRequest("VALIDATION", PAST_DATE_MESSAGE, { date: PAST_DATE_MESSAGE });
      const added = await addDepartures(
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
    { schema: { body: z.unknown(), response: { 201: departuresAddedSchema, ...errors } } },
    async (request, reply) => {
      const ctx = context(request);
      const form = multiDepartureSchema(ctx.today).parse(request.body);
      const added = await addDepartures(ctx, form, (index) => `Date ${index + 1}`);
      return reply.status(201).send(added);
    },
  );

  app.put(
    "/:id",
    { schema: { params, body: singleDepartureSchema, response: { 200: adminDepartureSchema, ...errors } } },
    async (request) => updateDeparture(context(request), request.params.id, request.body),
  );

  app.delete(
    "/:id",
    { schema: { params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteDeparture(context(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
