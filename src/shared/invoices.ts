import { z } from "zod";
import { isValidIsoDate } from "./calendar-dates";

/**
 * Invoices and credit notes (docs/product/accounting.md, decision 084): one numbered document per
 * payment validated and per refund made, kept as it was issued. Shared by the server (which issues and
 * draws them), the client (which links them) and the tests.
 */

export const DOCUMENT_KINDS = ["invoice", "credit_note"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a document is for: the price paid first, a balance paid after the weigh-in, a refund. */
export const DOCUMENT_REASONS = ["price", "balance", "refund"] as const;
export type DocumentReason = (typeof DOCUMENT_REASONS)[number];

export const DOCUMENT_TITLES: Record<DocumentKind, string> = { invoice: "Facture", credit_note: "Avoir" };

/**
 * Money received before invoicing began, for which no invoice or credit note stands: how the accounting
 * export's rows and the dashboard's revenue card name it (docs/product/accounting.md#before-invoicing).
 */
export const BEFORE_INVOICING_LABEL = "Payé avant la facturation";

/**
 * Money held for a client (docs/product/accounting.md#held, decision 097): an online payment approved
 * by the provider that could not be recorded on its parcel, until the carrier gives it back. Not
 * revenue: the export lists it after `Total net`, received and given back, with its own total.
 */
export const HELD_RECEIVED_LABEL = "Paiement en ligne à rembourser";
export const HELD_REFUNDED_LABEL = "Paiement en ligne remboursé";
export const HELD_TOTAL_LABEL = "Total détenu pour les clients";

/** Credit notes have their own sequence; their prefix tells them apart from invoices anywhere. */
const PREFIX: Record<DocumentKind, string> = { invoice: "", credit_note: "AV-" };

/** '2026-000123' for an invoice, 'AV-2026-000012' for a credit note: six digits, per year. */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  return `${PREFIX[kind]}${year}-${String(sequence).padStart(6, "0")}`;
}

export const DOCUMENT_NUMBER_PATTERN = /^(AV-)?\d{4}-\d{6}$/;

export const documentNumberParamsSchema = z.object({
  number: z.string().regex(DOCUMENT_NUMBER_PATTERN, "Numéro de facture invalide."),
});

/**
 * The VAT regime printed on every document: a micro-entreprise's exemption mention, or a rate, with the
 * amounts without tax, the tax and the total (prices are the amounts the client pays, tax included).
 */
export type VatRegime = { kind: "exempt"; mention: string } | { kind: "rate"; basisPoints: number };

export const VAT_EXEMPT_MENTION = "TVA non applicable, art. 293 B du CGI";

/** The carrier as the documents name it (settings INVOICE_*). */
export type Seller = {
  name: string;
  /** Lines of the postal address. */
  address: string[];
  /** SIRET (14 digits) or SIREN (9 digits). */
  siret: string;
  /** Intra-community VAT number, printed when VAT applies. */
  vatNumber: string | null;
  vat: VatRegime;
};

export type DocumentLine = { label: string; cents: number };

/** A document as issued: everything it prints, frozen (decision 084). Amounts are positive. */
export type IssuedDocument = {
  kind: DocumentKind;
  reason: DocumentReason;
  number: string;
  issuedAt: string;
  seller: Seller;
  client: { name: string; email: string | null; phone: string | null };
  parcel: {
    id: string;
    trackingCode: string;
    description: string;
    route: string;
    /** The departure's day ('YYYY-MM-DD'), null for a request without one. */
    departureDate: string | null;
  };
  lines: DocumentLine[];
  totals: { cents: number; fcfa: number; withoutTaxCents: number; taxCents: number };
  payment: { method: string; reference: string | null };
  /** A credit note: the invoice it corrects. */
  corrects: { number: string; issuedAt: string } | null;
};

/** Tax out of a price that includes it: HT rounded to the cent, the tax is the rest. */
export function splitTax(cents: number, vat: VatRegime): { withoutTaxCents: number; taxCents: number } {
  if (vat.kind === "exempt") return { withoutTaxCents: cents, taxCents: 0 };
  const withoutTaxCents = Math.round((cents * 10_000) / (10_000 + vat.basisPoints));
  return { withoutTaxCents, taxCents: cents - withoutTaxCents };
}

/** '20 %', '5,5 %'. */
export function vatRateText(basisPoints: number): string {
  return `${String(basisPoints / 100).replace(".", ",")}\u00a0%`;
}

/** A document as the parcel's detail and the payment page link it. */
export const documentLinkSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  cents: z.number().int(),
  fcfa: z.number().int(),
  url: z.string(),
});
export type DocumentLink = z.infer<typeof documentLinkSchema>;

/** The client's link to one of their documents. */
export const documentPdfUrl = (number: string) => `/api/invoices/${number}/pdf`;
/** The carrier's link, under the admin area and its second factor. */
export const adminDocumentPdfUrl = (number: string) => `/api/admin/invoices/${number}/pdf`;

export const documentFileName = (kind: DocumentKind, number: string) =>
  `${kind === "invoice" ? "facture" : "avoir"}-${number}.pdf`;

// ——— Accounting export (decision 085) ———

export const PERIOD_INVALID_MESSAGE = "Choisissez une période valide : la date de début puis celle de fin.";
export const PERIOD_TOO_LONG_MESSAGE = "La période ne peut pas dépasser 366 jours.";

const isoDay = z.string().refine(isValidIsoDate, PERIOD_INVALID_MESSAGE);

/** A period of whole days in Paris, both days included. */
export const accountingPeriodSchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((period) => period.from <= period.to, { message: PERIOD_INVALID_MESSAGE, path: ["to"] })
  .refine((period) => Date.parse(period.to) - Date.parse(period.from) <= 365 * 86_400_000, {
    message: PERIOD_TOO_LONG_MESSAGE,
    path: ["to"],
  });
export type AccountingPeriod = z.infer<typeof accountingPeriodSchema>;

export const accountingExportUrl = (period: AccountingPeriod) =>
  `/api/admin/accounting/export.csv?from=${period.from}&to=${period.to}`;

export const accountingExportFileName = (period: AccountingPeriod) =>
  `comptabilite-colibri-${period.from}-au-${period.to}.csv`;

/** The invoice settings left at their demonstration values (shown to the carrier on the dashboard). */
export const invoiceSettingsStatusSchema = z.object({ demoSettings: z.array(z.string()) });
export type InvoiceSettingsStatus = z.infer<typeof invoiceSettingsStatusSchema>;
