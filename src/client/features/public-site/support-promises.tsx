import { Headset, Timer } from "lucide-react";

/**
 * The contact page's promises (docs/product/public-site.md#contact), with the condition that makes each
 * true next to it: the support answers within 30 minutes during its hours, and takes messages at any
 * hour.
 */
const PROMISES = [
  { icon: Timer, title: "Réponse en moins de 30 minutes", detail: "pendant les horaires du support" },
  { icon: Headset, title: "Assistance 24 h/24, 7 j/7", detail: "écrivez-nous à toute heure sur WhatsApp" },
];

export function SupportPromises() {
  return (
    <ul className="flex flex-col gap-3 sm:flex-row sm:gap-6">
      {PROMISES.map(({ icon: Icon, title, detail }) => (
        <li key={title} className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span>
            <span className="block font-semibold text-stone-900">{title}</span>
            <span className="block text-sm text-stone-600">{detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
