import { formatDateFr, todayInParis } from "#shared/calendar";
import { countryName } from "#shared/countries";
import { labelNumber } from "#shared/departures/departure-files";
import { centsToFcfa, type Tariff } from "#shared/pricing";
import { CONTENT_CATEGORY_LABELS } from "#shared/shop-orders/contents";
import {
  type CustomsNature,
  contentsValueCents,
  customsNature,
  lineValueCents,
} from "#shared/shop-orders/contents-rules";
import { NO_CONTENTS_TEXT } from "#shared/shop-orders/parcel-contents-api";
import { phoneText } from "./departure-file-texts";
import type { ManifestParcel } from "./departure-files.service";
import { retainedGrams } from "./manifest";

/**
 * A parcel's customs declaration in the layout of a CN 23 (docs/product/contents-and-customs.md#customs-declaration,
 * decision 104), as figures and texts: drawn by customs-declaration-pdf.ts in the PDF worker.
 */

export type CustomsLine = {
  description: string;
  category: string;
  quantity: number;
  /** Net weight of the line: the parcel's weight shared by quantity (decision 104). */
  netGrams: number;
  valueCents: number;
  valueFcfa: number;
};

export type CustomsDeclaration = {
  /** `CLB-4K7P-03`, else the short id. */
  name: string;
  trackingCode: string;
  sender: string[];
  recipient: string[];
  lines: CustomsLine[];
  /** Lines declared: false for a parcel without any, printed with its description and no value. */
  declared: boolean;
  totalGrams: number;
  /** Measured at the weigh-in, else the client's declared weight. */
  weighed: boolean;
  totalCents: number;
  totalFcfa: number;
  nature: CustomsNature;
  /** « dimanche 29 novembre 2026 », Paris. */
  date: string;
};

/**
 * The parcel's weight shared among its lines by quantity, in whole grams, the rest of the rounding on
 * the last line so the lines add up to the parcel.
 */
export function shareWeight(totalGrams: number, quantities: readonly number[]): number[] {
  const units = quantities.reduce((total, quantity) => total + quantity, 0);
  if (units === 0) return quantities.map(() => 0);
  const shares = quantities.map((quantity) => Math.floor((totalGrams * quantity) / units));
  const rest = totalGrams - shares.reduce((total, share) => total + share, 0);
  if (shares.length > 0) shares[shares.length - 1] = (shares.at(-1) ?? 0) + rest;
  return shares;
}

export function buildCustomsDeclaration(
  parcel: ManifestParcel,
  tariff: Tariff,
  now: Date,
): CustomsDeclaration {
  const totalGrams = retainedGrams(parcel);
  const declared = parcel.contents.length > 0;
  const shares = shareWeight(
    totalGrams,
    parcel.contents.map((line) => line.quantity),
  );
  const lines: CustomsLine[] = declared
    ? parcel.contents.map((line, index) => {
        const valueCents = lineValueCents(line);
        return {
          description: line.description,
          category: CONTENT_CATEGORY_LABELS[line.category],
          quantity: line.quantity,
          netGrams: shares[index] ?? 0,
          valueCents,
          valueFcfa: centsToFcfa(valueCents, tariff),
        };
      })
    : [
        {
          description: parcel.description,
          category: NO_CONTENTS_TEXT,
          quantity: 1,
          netGrams: totalGrams,
          valueCents: 0,
          valueFcfa: 0,
        },
      ];
  const totalCents = contentsValueCents(parcel.contents);
  const recipient = parcel.recipient;
  return {
    name: labelNumber(parcel),
    trackingCode: parcel.trackingCode,
    sender: [
      parcel.clientName,
      parcel.clientPhone ? phoneText(parcel.clientPhone) : null,
      parcel.clientEmail,
      countryName(parcel.fromCountry),
    ].filter((line): line is string => Boolean(line)),
    recipient: recipient
      ? [
          recipient.name,
          phoneText(recipient.phone),
          recipient.secondPhone ? phoneText(recipient.secondPhone) : null,
          recipient.landmark,
          recipient.city,
          countryName(parcel.toCountry),
        ].filter((line): line is string => Boolean(line))
      : ["—", countryName(parcel.toCountry)],
    lines,
    declared,
    totalGrams,
    weighed: parcel.measuredWeightGrams !== null,
    totalCents,
    totalFcfa: centsToFcfa(totalCents, tariff),
    nature: customsNature(parcel.contents),
    date: formatDateFr(todayInParis(now)),
  };
}
