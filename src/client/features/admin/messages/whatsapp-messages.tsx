import { MessageCircle } from "lucide-react";
import { Button } from "#client/ui/button";
import { buttonClasses } from "#client/ui/button-styles";
import type { PreparedMessage } from "#shared/admin/admin-parcels";
import { WHATSAPP_BUTTON } from "#shared/parcels/parcel-messages";

/** 'Prévenir par WhatsApp — Client : Ama Koffi (+33 6 12 34 56 78)' */
export const whatsappLinkText = (message: Pick<PreparedMessage, "name" | "phone">) =>
  `${WHATSAPP_BUTTON} — ${message.name} (${message.phone})`;

// A long name and number wrap instead of widening the dialog on a 390 px phone.
const LINK = buttonClasses("secondary", "md", "w-full justify-start text-left whitespace-normal!");

function MessageItem({ message }: { message: PreparedMessage }) {
  return (
    <li className="space-y-1.5">
      {message.delivery.mode === "link" ? (
        // A real link: WhatsApp (app or web) opens with the text filled in, the carrier presses send.
        <a href={message.delivery.url} target="_blank" rel="noopener noreferrer" className={LINK}>
          <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 wrap-anywhere">{whatsappLinkText(message)}</span>
        </a>
      ) : (
        // Sending through an API is not there yet: the carrier sees who would get it.
        <Button variant="secondary" disabled className="w-full justify-start text-left whitespace-normal!">
          <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 wrap-anywhere">
            {message.name} ({message.phone}) : envoi automatique bientôt disponible
          </span>
        </Button>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer text-stone-600">Voir le message</summary>
        <p className="mt-1 rounded-lg bg-stone-100 p-2 whitespace-pre-line wrap-anywhere text-stone-800">
          {message.text}
        </p>
      </details>
    </li>
  );
}

/**
 * The WhatsApp messages for a parcel's current status, one per person with a phone on file
 * (docs/product/recipients.md#whatsapp), each with the text the carrier will send.
 */
export function WhatsAppMessageList({ messages }: { messages: PreparedMessage[] }) {
  if (messages.length === 0)
    return <p className="text-sm text-stone-600">Aucun numéro de téléphone connu pour ce colis.</p>;
  return (
    <ul className="space-y-3">
      {messages.map((message) => (
        <MessageItem key={message.audience} message={message} />
      ))}
    </ul>
  );
}
