import { useId } from "react";
import { ErrorMessage } from "#client/ui/error-message";
import { WHATSAPP_BUTTON } from "#shared/parcels/parcel-messages";
import { useParcelMessages } from "./message-queries";
import { WhatsAppMessageList } from "./whatsapp-messages";

/**
 * 'Prévenir par WhatsApp' in the parcel dialog (docs/product/recipients.md#whatsapp): the client and
 * the recipient, each told about the parcel's current status in the message the server prepared.
 */
export function ParcelWhatsApp({ parcelId }: { parcelId: string }) {
  const { data, error } = useParcelMessages(parcelId);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4">
      <h3 id={titleId} className="text-sm font-semibold text-stone-900">
        {WHATSAPP_BUTTON}
      </h3>
      {error ? (
        <ErrorMessage error={error} />
      ) : !data ? (
        <p className="text-sm text-stone-600">Préparation des messages…</p>
      ) : (
        <WhatsAppMessageList messages={data.messages} />
      )}
    </section>
  );
}
