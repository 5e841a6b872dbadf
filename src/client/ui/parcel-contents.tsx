import { FileText } from "lucide-react";
import { usePublicConfig } from "#client/lib/use-public-config";
import { centsToFcfa, formatEuros, formatFcfa } from "#shared/pricing";
import { CONTENT_CATEGORY_LABELS } from "#shared/shop-orders/contents";
import { contentsValueCents, lineValueCents } from "#shared/shop-orders/contents-rules";
import { CUSTOMS_DECLARATION_BUTTON, NO_CONTENTS_TEXT } from "#shared/shop-orders/parcel-contents-api";
import type { ContentItem } from "#shared/shop-orders/shop-order-api";
import { textLinkClass } from "./link-styles";

/**
 * A parcel's contents as its owner and the carrier read them (docs/product/contents-and-customs.md#where-shown):
 * each line with its quantity and value, € with FCFA beside at the tariff's ratio, the total, and the
 * customs declaration to download.
 */
export function ParcelContents({
  contents,
  declarationUrl,
}: {
  contents: ContentItem[] | undefined;
  /** The CN 23 of this parcel: the owner's route or the carrier's. */
  declarationUrl: string;
}) {
  const tariff = usePublicConfig().data?.tariff;
  const lines = contents ?? [];
  const money = (cents: number) =>
    tariff ? `${formatEuros(cents)} (${formatFcfa(centsToFcfa(cents, tariff))})` : formatEuros(cents);
  return (
    <div className="space-y-3">
      {lines.length === 0 ? (
        <p className="text-sm text-stone-600">{NO_CONTENTS_TEXT}</p>
      ) : (
        <>
          <ul
            aria-label="Contenu du colis"
            className="divide-y divide-stone-100 rounded-xl border border-stone-200"
          >
            {lines.map((line) => (
              <li
                key={line.id}
                className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 text-sm"
              >
                <span className="min-w-0 wrap-anywhere text-stone-900">
                  {line.description} <span className="whitespace-nowrap">× {line.quantity}</span>
                  <span className="block text-xs text-stone-600">
                    {CONTENT_CATEGORY_LABELS[line.category]} · {formatEuros(line.unitValueCents)} l'unité
                  </span>
                </span>
                <span className="whitespace-nowrap text-stone-900">{money(lineValueCents(line))}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-stone-900">
            Valeur déclarée : <strong className="font-semibold">{money(contentsValueCents(lines))}</strong>
          </p>
        </>
      )}
      <a
        href={declarationUrl}
        download
        className={`inline-flex items-center gap-1.5 text-sm ${textLinkClass}`}
      >
        <FileText aria-hidden="true" className="size-4 shrink-0" />
        {CUSTOMS_DECLARATION_BUTTON}
      </a>
    </div>
  );
}
