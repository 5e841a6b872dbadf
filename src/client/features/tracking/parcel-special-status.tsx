import { CalendarClock, CircleX, type LucideIcon, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { displayStatus } from "../../../shared/parcels/display";
import { formatEuros, formatFcfa } from "../../../shared/pricing";
import type { ParcelDetail } from "../../../shared/tracking/tracking-schemas";
import { ButtonLink } from "../../ui/button";
import { textLinkClass } from "../../ui/link-styles";
import { formatDateTime } from "./tracking-format";

// Whole class names, so that Tailwind finds them in the source.
const TONES = {
  orange: "border-status-orange-border bg-status-orange-bg text-status-orange-fg",
  yellow: "border-status-yellow-border bg-status-yellow-bg text-status-yellow-fg",
  red: "border-status-red-border bg-status-red-bg text-status-red-fg",
} as const;

/** The coloured box every special status shares: a landmark named by the label, its icon and heading. */
function StatusBox({
  tone,
  icon: Icon,
  label,
  children,
}: {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={label} className={`rounded-xl border p-4 text-sm leading-relaxed ${TONES[tone]}`}>
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5" />
        {label}
      </h3>
      {children}
    </section>
  );
}

/**
 * The special-status box of the active tab (seed §2, §4): waiting for a date (orange), payment
 * pending (with the way back to the payment instructions and the proof upload, B2), refused.
 */
export function ParcelSpecialStatus({ parcel, isAdmin }: { parcel: ParcelDetail; isAdmin: boolean }) {
  const { special, label } = displayStatus(parcel);
  if (special === "waiting_for_date") {
    return (
      <StatusBox tone="orange" icon={CalendarClock} label={label}>
        <p className="mt-1">
          Aucune date de transport n'est encore publiée pour ce trajet.{" "}
          {isAdmin
            ? "Le client sera prévenu par e-mail dès qu'une date sera publiée."
            : "Vous recevrez un e-mail dès qu'une date sera disponible."}
        </p>
      </StatusBox>
    );
  }
  if (special === "payment_pending") {
    const amount =
      parcel.priceCents !== null
        ? `${formatEuros(parcel.priceCents)}${parcel.priceFcfa !== null ? ` (${formatFcfa(parcel.priceFcfa)})` : ""}`
        : null;
    return (
      <StatusBox tone="yellow" icon={Wallet} label={label}>
        <p className="mt-1">
          {isAdmin ? "La demande sera acceptée" : "Votre demande sera validée"} dès réception du paiement
          {amount ? ` de ${amount}` : ""}.
        </p>
        <p className="mt-1">
          {parcel.paymentProof
            ? `Preuve de paiement reçue le ${formatDateTime(parcel.paymentProof.uploadedAt)} : en cours de vérification.`
            : "Aucune preuve de paiement reçue pour le moment."}
        </p>
        <ButtonLink to={`/paiement/${encodeURIComponent(parcel.id)}`} variant="secondary" className="mt-3">
          {isAdmin
            ? "Voir la page de paiement"
            : parcel.paymentProof
              ? "Voir les modalités de paiement"
              : "Payer et envoyer ma preuve"}
        </ButtonLink>
      </StatusBox>
    );
  }
  if (special === "rejected") {
    return (
      <StatusBox tone="red" icon={CircleX} label={label}>
        <p className="mt-1">
          Cette demande a été refusée par le transporteur.{" "}
          {!isAdmin && (
            <>
              Une question ?{" "}
              <Link to="/contact-support" className={textLinkClass}>
                Contactez-nous
              </Link>
              .
            </>
          )}
        </p>
      </StatusBox>
    );
  }
  return null;
}
