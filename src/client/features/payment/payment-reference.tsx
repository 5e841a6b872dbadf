import { CopyButton } from "#client/ui/copy-button";
import {
  PAYMENT_REFERENCE_HINT,
  PAYMENT_REFERENCE_TITLE,
  paymentReference,
} from "#shared/parcels/payment-instructions";

/**
 * The reference to write on the transfer or the Mobile Money message (docs/product/parcels.md#payment-page):
 * the same words and value as the booking e-mail's.
 */
export function PaymentReference({ parcel }: { parcel: { id: string; reference: string | null } }) {
  const reference = paymentReference(parcel);
  return (
    <section
      aria-labelledby="payment-reference-title"
      className="rounded-2xl border-2 border-brand-300 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="payment-reference-title" className="text-lg font-semibold text-brand-900">
        {PAYMENT_REFERENCE_TITLE}
      </h2>
      <p className="mt-1 text-sm text-brand-900">{PAYMENT_REFERENCE_HINT}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <code className="rounded-lg bg-white px-3 py-2 font-mono text-sm font-bold break-all text-stone-900 sm:text-lg">
          {reference}
        </code>
        <CopyButton text={reference} label="Copier la référence" announcement="Référence copiée" />
      </div>
    </section>
  );
}
