import { RotateCw } from "lucide-react";
import { useId } from "react";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { formatMomentFr } from "#shared/french-dates";
import {
  MESSAGE_CHANNEL_LABELS,
  RESEND_BUTTON,
  SENT_MESSAGE_STATE_LABELS,
  type SentMessage,
  type SentMessageState,
} from "#shared/messaging/sent-messages";
import { STATUS_LABELS, type StatusFilter } from "#shared/parcels/status";
import { formatPhone } from "#shared/phones/phone-display";
import { useParcelSentMessages, useResendMessage } from "./message-queries";

const STATE_CLASSES: Record<SentMessageState, string> = {
  pending: "bg-amber-100 text-amber-900",
  sent: "bg-sky-100 text-sky-900",
  delivered: "bg-emerald-100 text-emerald-900",
  read: "bg-emerald-200 text-emerald-950",
  failed: "bg-red-100 text-red-900",
};

export function StateBadge({ state }: { state: SentMessageState }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASSES[state]}`}>
      {SENT_MESSAGE_STATE_LABELS[state]}
    </span>
  );
}

const statusLabel = (status: string | null) =>
  status && status in STATUS_LABELS ? STATUS_LABELS[status as StatusFilter] : "";

function SentMessageItem({ message }: { message: SentMessage }) {
  const resend = useResendMessage();
  const to = message.channel === "push" ? "son appareil" : formatPhone(message.to);
  return (
    <li className="space-y-1 rounded-lg border border-stone-200 p-2.5" data-state={message.state}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <strong className="font-semibold text-stone-900">
          {MESSAGE_CHANNEL_LABELS[message.channel] ?? message.channel}
        </strong>
        <span className="text-stone-700">{statusLabel(message.parcelStatus)}</span>
        <StateBadge state={message.state} />
      </div>
      <p className="text-xs text-stone-600">
        {message.audience === "recipient" ? "Destinataire" : "Client"} · {to} ·{" "}
        {formatMomentFr(message.updatedAt, { timeZone: "Europe/Paris" })}
      </p>
      {message.reason && <p className="text-xs wrap-anywhere text-red-800">{message.reason}</p>}
      <details className="text-sm">
        <summary className="cursor-pointer text-stone-600">Voir le message</summary>
        <p className="mt-1 rounded-lg bg-stone-100 p-2 whitespace-pre-line wrap-anywhere text-stone-800">
          {message.body}
        </p>
      </details>
      {message.state === "failed" && (
        <div className="space-y-1">
          <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate(message.id)}>
            <RotateCw aria-hidden="true" className="size-4" />
            {RESEND_BUTTON}
          </Button>
          {resend.error && <ErrorMessage error={resend.error} />}
        </div>
      )}
    </li>
  );
}

/** One line per parcel in a departure: each sent message's channel, status and state. */
export function MessageStates({ messages }: { messages: SentMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-700" aria-label="Messages envoyés">
      {messages.map((message) => (
        <li key={message.id} className="flex items-center gap-1.5">
          {MESSAGE_CHANNEL_LABELS[message.channel] ?? message.channel} {statusLabel(message.parcelStatus)}
          <StateBadge state={message.state} />
        </li>
      ))}
    </ul>
  );
}

export function SentMessageList({ messages }: { messages: SentMessage[] }) {
  return (
    <ul className="space-y-2">
      {messages.map((message) => (
        <SentMessageItem key={message.id} message={message} />
      ))}
    </ul>
  );
}

/**
 * « Messages envoyés » in the parcel dialog (docs/product/notifications.md#carrier): each WhatsApp, SMS
 * or push message with its channel, time and state; a failed one can be sent again, or by the wa.me
 * link below as before. Hidden while no channel is on and nothing was ever sent.
 */
export function ParcelSentMessages({ parcelId }: { parcelId: string }) {
  const { data, error } = useParcelSentMessages(parcelId);
  const titleId = useId();
  if (!error && (!data || (!data.sendingOn && data.messages.length === 0))) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4">
      <h3 id={titleId} className="text-sm font-semibold text-stone-900">
        Messages envoyés
      </h3>
      {error ? (
        <ErrorMessage error={error} />
      ) : data?.messages.length ? (
        <SentMessageList messages={data.messages} />
      ) : (
        <p className="text-sm text-stone-600">Aucun message envoyé pour ce colis pour l'instant.</p>
      )}
    </section>
  );
}
