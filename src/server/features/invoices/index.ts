// Invoices and credit notes (docs/product/accounting.md), issued by the money core (features/money) in
// the transaction of the money move that causes them: read and drawn for the client and the carrier,
// exported for the accountant.

export { accountingExport, periodInstants } from "./accounting-export";
export { sendDocument } from "./document-download";
export { documentPdf } from "./document-pdfs";
export { invoiceSeller } from "./invoice-seller";
export { adminDocumentPdf, documentsOfClient, documentsOfParcel } from "./invoices.service";
