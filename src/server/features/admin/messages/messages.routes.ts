import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type ManifestParcel, readDepartureParcels, readLabelParcel } from "#server/features/departures";
import { type MessageParcel, parcelMessages } from "#server/features/notifications";
import { errorResponses } from "#server/http/error-responses";
import { departureMessagesSchema, parcelMessagesSchema } from "#shared/admin/admin-parcels";
import { departureIdParamsSchema } from "#shared/departures/departure-moves";
import { parcelHumanName } from "#shared/parcels/parcel-name";
import { parcelIdParamsSchema } from "#shared/parcels/request-api";

const toMessageParcel = (parcel: ManifestParcel): MessageParcel => ({
  ...parcel,
  // A kept parcel of a deleted account has nobody to write to.
  client:
    parcel.clientEmail === null
      ? null
      : { name: parcel.clientName, email: parcel.clientEmail, phone: parcel.clientPhone },
});

/**
 * 'Prévenir par WhatsApp' (docs/product/recipients.md#whatsapp): the messages of one parcel's current
 * status, or of every parcel of a departure, for the client and the recipient. Registered in the admin
 * plugin without a prefix: full paths under /api/admin.
 */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/parcels/:id/messages",
    {
      schema: {
        params: parcelIdParamsSchema,
        response: { 200: parcelMessagesSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const parcel = await readLabelParcel(app.database.db, request.params.id);
      return { messages: parcelMessages(toMessageParcel(parcel), app.config) };
    },
  );

  app.get(
    "/departures/:id/messages",
    {
      schema: {
        params: departureIdParamsSchema,
        response: { 200: departureMessagesSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { parcels } = await readDepartureParcels(app.database.db, request.params.id);
      return {
        parcels: parcels.map((parcel) => ({
          id: parcel.id,
          name: parcelHumanName(parcel),
          status: parcel.status,
          messages: parcelMessages(toMessageParcel(parcel), app.config),
        })),
      };
    },
  );
};
