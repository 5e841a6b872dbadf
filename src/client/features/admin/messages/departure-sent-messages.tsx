import { useId } from "react";
import { ErrorMessage } from "#client/ui/error-message";
import { SENT_MESSAGE_STATES } from "#shared/messaging/sent-messages";
import { useDepartureSentMessages } from "./message-queries";
import { SentMessageList, StateBadge } from "./sent-messages";

/**
 * A departure's messages at a glance (docs/product/notifications.md#carrier): how many are in each
 * state, then the parcels whose messages failed, each with « Renvoyer ». Hidden while no channel is on
 * and nothing was ever sent.
 */
export function DepartureSentMessages({ departureId }: { departureId: string }) {
  const { data, error } = useDepartureSentMessages(departureId);
  const titleId = useId();
  if (error) return <ErrorMessage error={error} />;
  if (!data) return null;
  const all = data.parcels.flatMap((parcel) => parcel.messages);
  if (!data.sendingOn && all.length === 0) return null;
  const counts = SENT_MESSAGE_STATES.map((state) => ({
    state,
    count: all.filter((message) => message.state === state).length,
  })).filter(({ count }) => count > 0);
  const failing = data.parcels
    .map((parcel) => ({
      ...parcel,
      messages: parcel.messages.filter((message) => message.state === "failed"),
    }))
    .filter((parcel) => parcel.messages.length > 0);
  return (
    <section aria-labelledby={titleId} className="mb-4 space-y-3 rounded-lg border border-stone-200 p-3">
      <h3 id={titleId} className="text-sm font-semibold text-stone-900">
        Messages envoyés automatiquement
      </h3>
      {counts.length === 0 ? (
        <p className="text-sm text-stone-600">Aucun message envoyé pour ce départ pour l'instant.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Messages par état">
          {counts.map(({ state, count }) => (
            <li key={state} className="flex items-center gap-1.5 text-sm text-stone-800">
              <StateBadge state={state} />
              <span>{count}</span>
            </li>
          ))}
        </ul>
      )}
      {failing.map((parcel) => (
        <div key={parcel.id} className="space-y-1">
          <h4 className="text-sm font-medium wrap-anywhere text-stone-900">{parcel.name}</h4>
          <SentMessageList messages={parcel.messages} />
        </div>
      ))}
    </section>
  );
}
