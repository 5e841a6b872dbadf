import { formatTariffWithFcfa } from "#client/lib/format-tariff";
import { estimatedArrivalDate, formatDateFr } from "#shared/calendar";
import { countryFlag, countryName } from "#shared/countries";
import { parseDecimal } from "#shared/decimal";
import { formatFrenchNumber } from "#shared/french-number";
import { formatEuros, type Tariff } from "#shared/pricing";
import { RECIPIENT_LABELS } from "#shared/recipients/recipient";
import { CONTENT_CATEGORY_LABELS } from "#shared/shop-orders/contents";
import { parseWeightKg } from "#shared/weight";
import { contentsOf, typedContentsValue } from "./contents-draft";
import { PriceFigures } from "./price-figures";
import { recipientSummary, typedPhoneText } from "./recipient-draft";
import { useSendTogetherRows } from "./send-together-section";
import { CLIENT_PHONE_LABEL } from "./step-details";
import type { WizardDraft } from "./wizard-draft";

function dimensionsText(draft: WizardDraft): string {
  const values = [draft.lengthCm, draft.widthCm, draft.heightCm].map(parseDecimal);
  if (values.every((v) => v === null)) return "Non spécifiées";
  return `${values.map((v) => (v === null ? "–" : formatFrenchNumber(v, { max: 3 }))).join(" × ")} cm`;
}

/** One line per article, then the declared value: « Robe en coton × 2 — Vêtements — 15,00 € l'unité ». */
function contentsText(draft: WizardDraft): string {
  const lines = contentsOf(draft.contents).map(
    (line) =>
      `${line.description.trim()} × ${line.quantity} — ${CONTENT_CATEGORY_LABELS[line.category]} — ${formatEuros(line.unitValueCents)} l'unité`,
  );
  return [...lines, `Valeur déclarée : ${formatEuros(typedContentsValue(draft.contents))}`].join("\n");
}

export const routeText = (from: string, to: string) =>
  `${countryFlag(from)} ${countryName(from)} → ${countryFlag(to)} ${countryName(to)}`;

/** Step 2 Révision: everything the client is about to request, and what it costs. */
export function RequestSummary({
  draft,
  photoCount,
  tariff,
}: {
  draft: WizardDraft;
  photoCount: number;
  tariff: Tariff;
}) {
  const kg = parseWeightKg(draft.weightKg) ?? 0;
  const rows: [string, string][] = [
    ["Trajet", routeText(draft.fromCountry, draft.toCountry)],
    ["Poids estimé", `${formatFrenchNumber(kg, { max: 3 })} kg`],
    ["Dimensions", dimensionsText(draft)],
    ["Photos", photoCount === 0 ? "Aucune photo" : `${photoCount} photo${photoCount > 1 ? "s" : ""}`],
    ["Date souhaitée", formatDateFr(draft.preferredDate)],
    ["Date d'arrivée estimée", formatDateFr(estimatedArrivalDate(draft.preferredDate))],
    ["Description", draft.description.trim()],
  ];
  // Orders sent together bring their own declared contents (docs/product/ma-boite.md#sending-together).
  const together = useSendTogetherRows(draft);
  if (together.length === 0) rows.push(["Contenu", contentsText(draft)]);
  if (draft.productLink.trim()) rows.push(["Lien du produit", draft.productLink.trim()]);
  rows.push(...together);
  rows.push([RECIPIENT_LABELS.section, recipientSummary(draft)]);
  if (draft.clientPhone.trim())
    rows.push([CLIENT_PHONE_LABEL, typedPhoneText(draft.clientPhone, draft.fromCountry)]);
  return (
    <div>
      <dl className="divide-y divide-stone-200 rounded-xl border border-stone-200">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-stone-600">{term}</dt>
            <dd className="wrap-anywhere whitespace-pre-line text-stone-900 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 rounded-xl bg-brand-50 p-4">
        <p className="text-sm font-medium text-brand-900">Prix total</p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-3">
          <PriceFigures kg={kg} tariff={tariff} />
        </p>
        <p className="mt-1 text-sm text-brand-900">Tarif : {formatTariffWithFcfa(tariff)}</p>
      </div>
    </div>
  );
}
