import { MapPin, Package } from "lucide-react";
import { StatusBadge } from "#client/ui/status-badge";

const STEPS = [
  { label: "Demande acceptée", date: "Lun. 3 mars", done: true },
  { label: "Colis reçu à Paris", date: "Mer. 5 mars", done: true },
  { label: "En route vers Lomé", date: "Ven. 7 mars", done: true },
  { label: "Livraison", date: "Sam. 8 mars", done: false },
];

/**
 * A decorative example of what tracking looks like, for large screens only. It is hidden from
 * assistive technologies: the text next to it already says everything it shows.
 */
export function ParcelPreview({ className = "" }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`hidden lg:block ${className}`}>
      <div className="ml-auto max-w-md rotate-1 rounded-2xl bg-white p-6 text-stone-800 shadow-2xl ring-1 ring-black/5">
        <div className="flex items-center justify-between">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Package className="size-5" />
            </span>
            <div>
              <p className="text-sm font-semibold">Colis de 8,5 kg</p>
              <p className="text-xs text-stone-500">Paris → Lomé</p>
            </div>
          </div>
          <StatusBadge status="in_transit" />
        </div>
        <div className="mt-5 h-2 rounded-full bg-stone-100">
          <div className="h-2 w-3/4 rounded-full bg-brand-600" />
        </div>
        <ol className="mt-5 space-y-3">
          {STEPS.map((step) => (
            <li key={step.label} className="flex items-center justify-between text-sm">
              <span className="inline-flex items-center gap-2">
                <MapPin className={`size-4 ${step.done ? "text-brand-600" : "text-stone-300"}`} />
                <span className={step.done ? "text-stone-800" : "text-stone-500"}>{step.label}</span>
              </span>
              <span className="text-xs text-stone-600">{step.date}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
