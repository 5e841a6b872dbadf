import { formatPhone } from "#shared/phones/phone-display";
import { RECIPIENT_LABELS } from "#shared/recipients/recipient";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { Row } from "../common/detail-row";

function PhoneLink({ e164 }: { e164: string }) {
  return (
    <a href={`tel:${e164}`} className="text-brand-700 underline">
      {formatPhone(e164)}
    </a>
  );
}

/**
 * Who collects the parcel at the arrival (docs/product/recipients.md), for the carrier to call them
 * and to check, at the handover, the name against the person who comes.
 */
export function RecipientRows({ recipient }: { recipient: ParcelDetail["recipient"] }) {
  if (!recipient)
    return <Row label={RECIPIENT_LABELS.section}>Non renseigné (demande envoyée sans destinataire)</Row>;
  return (
    <>
      <Row label={RECIPIENT_LABELS.section}>
        <span className="font-semibold">{recipient.name}</span>
      </Row>
      <Row label={RECIPIENT_LABELS.phone}>
        <span className="block">
          <PhoneLink e164={recipient.phone} />
        </span>
        {recipient.secondPhone && (
          <span className="block">
            <PhoneLink e164={recipient.secondPhone} /> <span className="text-stone-600">(second numéro)</span>
          </span>
        )}
      </Row>
      <Row label={RECIPIENT_LABELS.city}>{recipient.city}</Row>
      {recipient.landmark && <Row label={RECIPIENT_LABELS.landmark}>{recipient.landmark}</Row>}
    </>
  );
}
