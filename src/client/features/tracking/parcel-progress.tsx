import { PROGRESS_ORDER, progressPercent, progressStep } from "#shared/parcels/progress";
import type { ParcelStatus } from "#shared/parcels/status";
import { STATUS_LABELS } from "#shared/parcels/status";

/**
 * The progress bar (docs/product/parcels.md#progress: pending → delivered, percent = position / 6) with
 * the step names under it. A refused parcel is off the bar: it says so instead of showing an empty bar.
 */
export function ParcelProgress({ status }: { status: ParcelStatus }) {
  if (status === "rejected") {
    return (
      <p className="rounded-lg bg-status-red-bg px-3 py-2 text-sm font-medium text-status-red-fg">
        Demande refusée : ce colis ne sera pas acheminé.
      </p>
    );
  }
  const percent = progressPercent(status);
  const step = progressStep(status);
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-stone-800">
          Étape {step} sur {PROGRESS_ORDER.length} : {STATUS_LABELS[status]}
        </span>
        <span className="text-stone-600">{Math.round(percent)} %</span>
      </div>
      <div
        role="progressbar"
        aria-label="Progression du colis"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`${STATUS_LABELS[status]}, étape ${step} sur ${PROGRESS_ORDER.length}`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <ol aria-hidden="true" className="mt-2 hidden grid-cols-6 gap-1 text-center text-xs sm:grid">
        {PROGRESS_ORDER.map((name, index) => (
          <li key={name} className={index < step ? "font-medium text-brand-800" : "text-stone-500"}>
            {STATUS_LABELS[name]}
          </li>
        ))}
      </ol>
    </div>
  );
}
