import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountingExport, adminDocumentPdf, sendDocument } from "#server/features/invoices";
import { errorResponses } from "#server/http/error-responses";
import {
  accountingPeriodSchema,
  documentNumberParamsSchema,
  invoiceSettingsStatusSchema,
} from "#shared/invoices";

/**
 * The carrier's books (docs/product/accounting.md), under /api/admin: any invoice or credit note as PDF,
 * the accounting export of a period, and which invoice settings still carry the demonstration's values.
 */
export const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/invoices/:number/pdf",
    { schema: { params: documentNumberParamsSchema, response: errorResponses(400, 404) } },
    async (request, reply) => sendDocument(reply, await adminDocumentPdf(db, request.params.number)),
  );

  app.get(
    "/accounting/export.csv",
    { schema: { querystring: accountingPeriodSchema, response: errorResponses(400) } },
    async (request, reply) =>
      sendDocument(
        reply,
        await accountingExport(db, request.query, {
          centsPerKg: app.config.TARIFF_CENTS_PER_KG,
          fcfaPerKg: app.config.TARIFF_FCFA_PER_KG,
        }),
      ),
  );

  app.get(
    "/accounting/settings-status",
    { schema: { response: { 200: invoiceSettingsStatusSchema } } },
    async () => ({ demoSettings: app.config.INVOICE_DEMO_SETTINGS }),
  );
};
