import { isTogolesePhone } from "../phones/phone-display";
import type { PublicConfig } from "../public-config";
import { readableReference } from "./parcel-name";

/**
 * How to pay a parcel, as the payment page shows it and the booking e-mail repeats it
 * (docs/product/parcels.md#payment-page): the reference to write and the two ways to pay, from the
 * settings. One source, so the page and the e-mail never disagree.
 */

export type Business = PublicConfig["business"];

export const PAYMENT_REFERENCE_TITLE = "Référence de paiement";
export const PAYMENT_REFERENCE_HINT = "Indiquez cette référence avec votre paiement, sans la modifier.";

/** What the client writes on the transfer or the Mobile Money message: the parcel's reference as read. */
export const paymentReference = readableReference;

export type PaymentMethod = {
  kind: "mobile-money" | "bank";
  title: string;
  rows: { label: string; value: string }[];
};

/**
 * Mobile Money (the amount in FCFA) and the bank transfer (the amount in euros), in that order.
 * The amounts come written, or 'À confirmer' while the parcel has no price.
 */
export function paymentMethods(
  business: Business,
  amounts: { euros: string; fcfa: string },
): PaymentMethod[] {
  return [
    {
      kind: "mobile-money",
      title: "Mobile Money",
      rows: [
        { label: "Opérateur", value: business.mobileMoneyOperator },
        { label: "Bénéficiaire", value: business.mobileMoneyBeneficiary },
        { label: "Numéro", value: business.mobileMoneyNumber },
        { label: "Montant", value: amounts.fcfa },
      ],
    },
    {
      kind: "bank",
      title: "Virement bancaire",
      rows: [
        { label: "Banque", value: business.bankName },
        { label: "Bénéficiaire", value: business.bankBeneficiary },
        { label: "IBAN", value: business.bankIban },
        { label: "BIC", value: business.bankBic },
        { label: "Montant", value: amounts.euros },
      ],
    },
  ];
}

/**
 * Who pays from Togo reads FCFA first (docs/product/recipients.md#payers-in-togo): the parcel leaves
 * from Togo, or the client's phone is Togolese.
 */
export const isPayerInTogo = (fromCountry: string, clientPhone: string | null | undefined) =>
  fromCountry === "TG" || isTogolesePhone(clientPhone);
