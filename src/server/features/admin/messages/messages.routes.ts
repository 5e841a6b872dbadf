import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type ManifestParcel, readDepartureParcels, readLabelParcel } from "#server/features/departures";
import { phoneChannelsOn, retryFailedMessage, sentMessage, sentMessagesOf } from "#server/features/messaging";
import { type MessageParcel, parcelMessages } from "#server/features/notifications";
import { conflict, notFound } from "#server/http/app-error";
import { errorResponses } from "#server/http/error-responses";
import { departureMessagesSchema, parcelMessagesSchema } from "#shared/admin/admin-parcels";
import { departureIdParamsSchema } from "#shared/departures/departure-moves";
import {
  departureSentMessagesSchema,
  MESSAGE_NOT_RESENDABLE,
  messageIdParamsSchema,
  parcelSentMessagesSchema,
  type SentMessage,
  sentMessageSchema,
} from "#shared/messaging/sent-messages";
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

  // The messages sent without a person (docs/product/notifications.md#carrier), and « Renvoyer ».
  const sendingOn = () => phoneChannelsOn(app.config).length > 0;
  app.get(
    "/parcels/:id/sent-messages",
    {
      schema: {
        params: parcelIdParamsSchema,
        response: { 200: parcelSentMessagesSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const parcel = await readLabelParcel(app.database.db, request.params.id);
      const messages = await sentMessagesOf(app.database.db, [parcel.id]);
      return { sendingOn: sendingOn(), messages: messages.get(parcel.id) ?? [] };
    },
  );

  app.get(
    "/departures/:id/sent-messages",
    {
      schema: {
        params: departureIdParamsSchema,
        response: { 200: departureSentMessagesSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { parcels } = await readDepartureParcels(app.database.db, request.params.id);
      const messages = await sentMessagesOf(
        app.database.db,
        parcels.map((parcel) => parcel.id),
      );
      return {
        sendingOn: sendingOn(),
        parcels: parcels.map((parcel) => ({
          id: parcel.id,
          name: parcelHumanName(parcel),
          messages: messages.get(parcel.id) ?? [],
        })),
      };
    },
  );

  app.post(
    "/messages/:id/resend",
    {
      schema: {
        params: messageIdParamsSchema,
        response: { 200: sentMessageSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await sentMessage(app.database.db, id))) throw notFound("Message introuvable.");
      if (!(await retryFailedMessage(app.database.db, id)))
        throw conflict("NOT_FAILED", MESSAGE_NOT_RESENDABLE);
      return (await sentMessage(app.database.db, id)) as SentMessage;
    },
  );
};
