import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { signedInUser } from "#server/http/signed-in-user";
import { documentNumberParamsSchema } from "#shared/invoices";
import { sendDocument } from "./document-download";
import { clientDocumentPdf } from "./invoices.service";

/** The client's invoices and credit notes (docs/product/accounting.md#documents): their own only. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);
  app.get(
    "/invoices/:number/pdf",
    {
      onRequest: app.guards.requireUser,
      schema: { params: documentNumberParamsSchema, response: errorResponses(400, 401, 404) },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await clientDocumentPdf(app.database.db, signedInUser(request), request.params.number),
      ),
  );
};
