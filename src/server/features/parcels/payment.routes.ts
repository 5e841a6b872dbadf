import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fileExtension, registerUploads, sendStoredFile, uploadRoute } from "#server/features/files";
import { badRequest } from "#server/http/app-error";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { signedInUser } from "#server/http/signed-in-user";
import {
  PROOF_TOO_LARGE_MESSAGE,
  parcelIdParamsSchema,
  paymentInfoSchema,
  paymentProofSummarySchema,
  TRANSACTION_REFERENCE_MAX_LENGTH,
  TRANSACTION_REFERENCE_TOO_LONG,
} from "#shared/parcels/request-api";
import { addPaymentProof, paymentInfo, readPaymentProof } from "./payment.service";

const errors = errorResponses(400, 401, 403, 404);

function transactionReference(value: string | undefined): string | null {
  const reference = value?.trim() ?? "";
  if (reference.length > TRANSACTION_REFERENCE_MAX_LENGTH) {
    throw badRequest("VALIDATION", TRANSACTION_REFERENCE_TOO_LONG, {
      transactionReference: TRANSACTION_REFERENCE_TOO_LONG,
    });
  }
  return reference || null;
}

/** The payment page and its proof upload (docs/product/parcels.md#payment-page, #payment-proof). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);
  await registerUploads(app);

  app.get(
    "/parcels/:id/payment",
    {
      onRequest: app.guards.requireConfirmed,
      schema: { params: parcelIdParamsSchema, response: { 200: paymentInfoSchema, ...errors } },
    },
    async (request) => paymentInfo(app.database.db, signedInUser(request), request.params.id),
  );

  uploadRoute(
    app,
    "/parcels/:id/payment-proof",
    {
      guard: app.guards.requireConfirmed,
      params: parcelIdParamsSchema,
      created: paymentProofSummarySchema,
      field: "proof",
      tooLarge: PROOF_TOO_LARGE_MESSAGE,
    },
    (request, params, readFile) =>
      addPaymentProof(
        app.database.db,
        signedInUser(request),
        params.id,
        async () => {
          const upload = await readFile();
          return {
            content: upload.content,
            filename: upload.filename,
            transactionReference: transactionReference(upload.fields.transactionReference),
          };
        },
        { publicUrl: app.config.PUBLIC_URL },
      ),
  );

  app.get(
    "/parcels/:id/payment-proof",
    { onRequest: app.guards.requireUser, schema: { params: parcelIdParamsSchema } },
    async (request, reply) => {
      const file = await readPaymentProof(app.database.db, signedInUser(request), request.params.id);
      return sendStoredFile(
        reply,
        file,
        `preuve-paiement-${request.params.id}.${fileExtension(file.contentType)}`,
      );
    },
  );
};
