import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInUser } from "#server/features/accounts";
import { errorResponses } from "#server/http/error-responses";
import { noStoreByDefault } from "#server/http/no-store";
import { documentNumberParamsSchema } from "#shared/invoices";
import { clientDocumentPdf, type DocumentDownload } from "./invoices.service";

/** A download: its type, an ASCII file name, never sniffed. */
export function sendDocument(
  reply: FastifyReply,
  { contentType, fileName, body }: DocumentDownload | { contentType: string; fileName: string; body: string },
) {
  return reply
    .header("Content-Type", contentType)
    .header("Content-Disposition", `attachment; filename="${fileName}"`)
    .header("X-Content-Type-Options", "nosniff")
    .send(typeof body === "string" ? body : Buffer.from(body));
}

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
