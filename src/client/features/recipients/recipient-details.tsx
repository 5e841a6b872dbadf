import { formatPhone } from "#shared/phones/phone-display";
import { RECIPIENT_LABELS, type Recipient } from "#shared/recipients/recipient";

/**
 * Who collects the parcel (docs/product/recipients.md), as the client's parcel detail shows it: name,
 * number(s) written as people read them, city and landmark. The numbers are links, so a tap on a phone
 * calls the recipient.
 */
export function RecipientDetails({ recipient }: { recipient: Recipient }) {
  const phones = [recipient.phone, recipient.secondPhone].filter((phone): phone is string => phone !== null);
  return (
    <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
      <div className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">Nom</dt>
        <dd className="mt-0.5 text-stone-900 wrap-anywhere">{recipient.name}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">Téléphone</dt>
        {phones.map((phone) => (
          <dd key={phone} className="mt-0.5">
            <a href={`tel:${phone}`} className="whitespace-nowrap text-brand-800 underline tabular-nums">
              {formatPhone(phone)}
            </a>
          </dd>
        ))}
      </div>
      <div className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">
          {RECIPIENT_LABELS.city}
        </dt>
        <dd className="mt-0.5 text-stone-900 wrap-anywhere">{recipient.city}</dd>
      </div>
      {recipient.landmark && (
        <div className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">
            {RECIPIENT_LABELS.landmark}
          </dt>
          <dd className="mt-0.5 text-stone-900 wrap-anywhere">{recipient.landmark}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The same recipient in a few lines, for a list (the profile's saved recipients): the name, the main
 * number as a link to call it, then the city and landmark.
 */
export function RecipientSummary({
  recipient,
}: {
  recipient: Pick<Recipient, "name" | "phone" | "city" | "landmark">;
}) {
  const place = [recipient.city, recipient.landmark].filter(Boolean).join(", ");
  return (
    <div className="min-w-0 text-sm text-stone-600">
      <p className="text-base font-semibold text-stone-900 wrap-anywhere">{recipient.name}</p>
      <p className="mt-1">
        <a
          href={`tel:${recipient.phone}`}
          className="whitespace-nowrap text-brand-800 underline tabular-nums"
        >
          {formatPhone(recipient.phone)}
        </a>
      </p>
      <p className="mt-0.5 wrap-anywhere">{place}</p>
    </div>
  );
}
