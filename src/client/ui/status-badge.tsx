import { STATUS_COLORS, STATUS_LABELS, type StatusFilter, type StatusTone } from "#shared/parcels/status";

// The tone tokens are defined in styles.css (@theme); full class names so that Tailwind keeps them.
const TONE_CLASSES: Record<StatusTone, string> = {
  yellow: "bg-status-yellow-bg text-status-yellow-fg border-status-yellow-border",
  orange: "bg-status-orange-bg text-status-orange-fg border-status-orange-border",
  blue: "bg-status-blue-bg text-status-blue-fg border-status-blue-border",
  indigo: "bg-status-indigo-bg text-status-indigo-fg border-status-indigo-border",
  purple: "bg-status-purple-bg text-status-purple-fg border-status-purple-border",
  cyan: "bg-status-cyan-bg text-status-cyan-fg border-status-cyan-border",
  green: "bg-status-green-bg text-status-green-fg border-status-green-border",
  red: "bg-status-red-bg text-status-red-fg border-status-red-border",
};

/** A parcel status with its label and colour (docs/product/parcels.md#statuses). */
export function StatusBadge({ status }: { status: StatusFilter }) {
  return <StatusPill label={STATUS_LABELS[status]} tone={STATUS_COLORS[status]} />;
}

/** Any label in a status colour, e.g. 'Paiement en attente' (docs/product/parcels.md#display-rules). */
export function StatusPill({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONE_CLASSES[tone]}`}
    >
      {label}
    </span>
  );
}
