import { FileText } from "lucide-react";
import { formatMomentDayFr, PARIS } from "#shared/french-dates";
import { DOCUMENT_TITLES, type DocumentLink } from "#shared/invoices";
import { formatEuros } from "#shared/pricing";
import { textLinkClass } from "./link-styles";

/**
 * A parcel's invoices and credit notes as PDF links (docs/product/accounting.md#documents), on the
 * receipt and the parcel's detail. Nothing when none was issued yet.
 */
export function DocumentLinks({ documents }: { documents: DocumentLink[] | undefined }) {
  if (!documents || documents.length === 0) return null;
  return (
    <div>
      <h3 className="text-base font-semibold text-stone-900">Factures et avoirs</h3>
      <ul aria-label="Factures et avoirs" className="mt-2 space-y-1.5">
        {documents.map((document) => (
          <li key={document.number} className="flex flex-wrap items-center gap-x-2 text-sm text-stone-700">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
            <a href={document.url} download className={textLinkClass}>
              {DOCUMENT_TITLES[document.kind]} n° {document.number} (PDF)
            </a>
            <span className="text-stone-500">
              du {formatMomentDayFr(document.issuedAt, { timeZone: PARIS })} · {formatEuros(document.cents)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
