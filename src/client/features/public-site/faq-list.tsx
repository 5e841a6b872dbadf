import { ChevronDown } from "lucide-react";
import { formatFcfaPerKg, formatTariffPerKg } from "#client/lib/format-tariff";
import { usePublicConfig } from "#client/lib/use-public-config";
import { DEFAULT_TARIFF } from "#shared/pricing";
import { faqEntries } from "./faq";

/** The FAQ as native <details>: it opens and closes before any JavaScript has loaded (decision 025). */
export function FaqList() {
  const config = usePublicConfig().data;
  const tariff = config?.tariff ?? DEFAULT_TARIFF;
  const entries = faqEntries({
    tariffPerKg: formatTariffPerKg(tariff),
    fcfaPerKg: formatFcfaPerKg(tariff),
    mobileMoneyOperator: config?.business.mobileMoneyOperator,
  });
  return (
    <div className="mt-8 divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      {entries.map((entry) => (
        <details key={entry.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-stone-900 hover:bg-stone-50 focus-visible:-outline-offset-4 [&::-webkit-details-marker]:hidden">
            {entry.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-stone-500 group-open:rotate-180 motion-safe:transition-transform"
            />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-stone-700">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
