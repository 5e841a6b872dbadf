import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { usePublicConfig } from "#client/lib/use-public-config";
import { SkeletonLines } from "#client/ui/skeleton-lines";
import { parisWeekday, parseHoursLine } from "./support-hours";

/** Today's weekday in Paris, known only in the browser: null on the server and the first render. */
function useParisWeekday(): number | null {
  const [weekday, setWeekday] = useState<number | null>(null);
  useEffect(() => setWeekday(parisWeekday(new Date())), []);
  return weekday;
}

/**
 * Support hours (settings, docs/product/public-site.md#contact), Paris time, with today's line
 * highlighted.
 */
export function SupportHoursCard() {
  const lines = usePublicConfig().data?.business.supportHours;
  const today = useParisWeekday();

  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Clock aria-hidden="true" className="size-5 text-brand-700" />
        Horaires du support
      </h3>
      <p className="mt-1 text-sm text-stone-600">Heure de Paris</p>
      {lines ? (
        <ul className="mt-4 space-y-1">
          {lines.map((line) => {
            const { days, hours, weekdays } = parseHoursLine(line);
            const isToday = today !== null && weekdays.includes(today);
            return (
              <li
                key={line}
                aria-current={isToday ? "date" : undefined}
                className={`flex flex-wrap items-center justify-between gap-x-4 rounded-lg px-3 py-2 ${
                  isToday
                    ? "bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-200"
                    : "text-stone-800"
                }`}
              >
                <span className="inline-flex items-center gap-2">
                  {days || hours}
                  {isToday && (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                      Aujourd'hui
                    </span>
                  )}
                </span>
                {/* "fermé" in the settings reads "Fermé" alone on its side of the line. */}
                {days && <span>{hours.charAt(0).toUpperCase() + hours.slice(1)}</span>}
              </li>
            );
          })}
        </ul>
      ) : (
        <SkeletonLines lines={3} className="mt-4" />
      )}
    </div>
  );
}
