import { CopyButton } from "#client/ui/copy-button";

/**
 * The reference to write on the transfer or the Mobile Money message is the parcel id
 * (docs/product/parcels.md#payment-page).
 */
export function PaymentReference({ parcelId }: { parcelId: string }) {
  return (
    <section
      aria-labelledby="payment-reference-title"
      className="rounded-2xl border-2 border-brand-300 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="payment-reference-title" className="text-lg font-semibold text-brand-900">
        Référence de paiement
      </h2>
      <p className="mt-1 text-sm text-brand-900">
        Indiquez cette référence avec votre paiement, sans la modifier.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <code className="rounded-lg bg-white px-3 py-2 font-mono text-sm font-bold break-all text-stone-900 sm:text-lg">
          {parcelId}
        </code>
        <CopyButton text={parcelId} label="Copier la référence" announcement="Référence copiée" />
      </div>
    </section>
  );
}
