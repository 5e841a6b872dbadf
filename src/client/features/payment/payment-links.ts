import { formatEuros, formatFcfa } from "#shared/pricing";

type Amounts = { id: string; priceCents: number | null; priceFcfa: number | null };

export function amountText(parcel: Amounts): string {
  if (parcel.priceCents === null || parcel.priceFcfa === null) return "montant à confirmer";
  return `${formatEuros(parcel.priceCents)} (${formatFcfa(parcel.priceFcfa)})`;
}

/**
 * The message pre-filled in WhatsApp and in the e-mail: the reference and the amount
 * (docs/product/parcels.md#payment-proof).
 */
export function proofMessage(parcel: Amounts): string {
  return `Bonjour, voici ma preuve de paiement pour la commande ${parcel.id}, d'un montant de ${amountText(parcel)}.`;
}

/** wa.me wants the number as digits only: "+228 90 00 00 01" → "22890000001". */
export function whatsappProofUrl(phone: string, parcel: Amounts): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(proofMessage(parcel))}`;
}

export function emailProofUrl(email: string, parcel: Amounts): string {
  const subject = `Preuve de paiement — ${parcel.id}`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${proofMessage(parcel)}\n\n(Joignez la capture ou le reçu à ce message.)`)}`;
}
