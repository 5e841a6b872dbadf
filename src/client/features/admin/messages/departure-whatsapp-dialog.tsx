import { ErrorMessage } from "#client/ui/error-message";
import { Spinner } from "#client/ui/spinner";
import { WHATSAPP_BUTTON } from "#shared/parcels/parcel-messages";
import { STATUS_LABELS } from "#shared/parcels/status";
import { Modal } from "../common/modal";
import { DepartureSentMessages } from "./departure-sent-messages";
import { useDepartureMessages, useDepartureSentMessages } from "./message-queries";
import { MessageStates } from "./sent-messages";
import { WhatsAppMessageList } from "./whatsapp-messages";

/**
 * 'Prévenir par WhatsApp' for a whole departure (docs/product/recipients.md#whatsapp): every parcel
 * with its client's and recipient's messages, so the carrier tells everyone after a move, one tap
 * each (WhatsApp has no sending in bulk from a link).
 */
export function DepartureWhatsAppDialog({
  departure,
  onClose,
}: {
  departure: { id: string; label: string };
  onClose: () => void;
}) {
  const { data, error } = useDepartureMessages(departure.id);
  const sent = useDepartureSentMessages(departure.id).data;
  const sentOf = (parcelId: string) => sent?.parcels.find((parcel) => parcel.id === parcelId)?.messages ?? [];
  return (
    <Modal title={WHATSAPP_BUTTON} onClose={onClose}>
      <p className="mb-4 text-sm text-stone-700">
        Départ : <strong className="text-stone-900">{departure.label}</strong>
      </p>
      <DepartureSentMessages departureId={departure.id} />
      {error ? (
        <ErrorMessage error={error} />
      ) : !data ? (
        <Spinner />
      ) : data.parcels.length === 0 ? (
        <p className="text-sm text-stone-600">Aucun colis sur ce départ.</p>
      ) : (
        <ul className="space-y-4">
          {data.parcels.map((parcel) => (
            <li key={parcel.id}>
              <section aria-label={parcel.name} className="space-y-2 rounded-lg border border-stone-200 p-3">
                <h3 className="text-sm font-semibold wrap-anywhere text-stone-900">{parcel.name}</h3>
                <p className="text-xs text-stone-600">Statut : {STATUS_LABELS[parcel.status]}</p>
                <MessageStates messages={sentOf(parcel.id)} />
                <WhatsAppMessageList messages={parcel.messages} />
              </section>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
