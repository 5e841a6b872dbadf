import { KeyRound } from "lucide-react";
import { COLLECTION_CODE_HINT, COLLECTION_CODE_LABEL } from "#shared/parcels/handover";

/**
 * The 6-digit code the recipient gives at the handover (docs/product/recipients.md#collection-code),
 * shown to the client only, who passes it on. Large spaced digits, easy to read out over the phone; the
 * text itself stays the plain code, for copy and paste. `heading` follows the page's outline.
 */
export function CollectionCodeBox({
  code,
  heading: Heading = "h2",
}: {
  code: string;
  heading?: "h2" | "h3";
}) {
  return (
    <section
      aria-label={COLLECTION_CODE_LABEL}
      className="rounded-2xl border border-accent-300 bg-accent-100/60 p-5 text-stone-900 sm:p-6"
    >
      <Heading className="flex items-center gap-2 text-base font-semibold">
        <KeyRound aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
        {COLLECTION_CODE_LABEL}
      </Heading>
      <p className="mt-2 font-mono text-4xl font-bold tracking-[0.3em] tabular-nums" translate="no">
        {code}
      </p>
      <p className="mt-1 text-sm text-stone-700">{COLLECTION_CODE_HINT}</p>
    </section>
  );
}
