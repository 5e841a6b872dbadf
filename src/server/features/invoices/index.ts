// Invoices and credit notes (docs/product/accounting.md): issued in the transaction of the money move
// that causes them (the carrier's actions, an online payment), read and drawn for the client and the
// carrier, exported for the accountant.

export { accountingExport, periodInstants } from "./accounting-export";
export { sendDocument } from "./document-download";
export { documentPdf } from "./document-pdfs";
export { invoiceSeller } from "./invoice-seller";
export { adminDocumentPdf, documentsOfClient, documentsOfParcel } from "./invoices.service";
export {
  issueDocument,
  type MoneyMove,
  numberDocument,
  type PaymentFacts,
  plannedDocument,
} from "./issue-documents";
