import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";

/** One section of the payment page: a white card with its h2. */
export function Card({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        {Icon && <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Label/value lines of the payment details, values selectable and never cut. */
export function DetailList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="space-y-2.5">
      {rows.map(([term, value]) => (
        <div key={term} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <dt className="text-sm text-stone-600">{term}</dt>
          <dd className="wrap-anywhere font-semibold text-stone-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
