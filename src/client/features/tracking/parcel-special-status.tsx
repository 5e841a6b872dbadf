import { CalendarClock, CircleCheck, CircleX, type LucideIcon, RotateCw, Scale, Wallet } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button, ButtonLink } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { textLinkClass } from "#client/ui/link-styles";
import { formatKg } from "#shared/departures/departure-text";
import type { ParcelBalance } from "#shared/parcels/balance-schema";
import { chosenDateNote } from "#shared/parcels/client-actions";
import { displayStatus } from "#shared/parcels/display";
import { balanceText } from "#shared/parcels/weigh-in";
import { formatEuros, formatFcfa } from "#shared/pricing";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { ChooseDateForm } from "./choose-date-form";
import { useRouteDates } from "./parcel-actions-api";
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

function WaitingForDate({
  parcel,
  isAdmin,
  label,
  onChosen,
  onStale,
}: {
  parcel: ParcelDetail;
  isAdmin: boolean;
  label: string;
  onChosen: (isoDate: string) => void;
  onStale: (message: string) => void;
}) {
  const dates = useRouteDates(parcel.fromCountry, parcel.toCountry, true);
  const offered = dates.data ?? [];
  return (
    <StatusBox tone="orange" icon={CalendarClock} label={label}>
      {dates.isPending ? (
        <p role="status" className="mt-1">
          Recherche des dates de transport disponibles pour ce trajet…
        </p>
      ) : dates.isError ? (
        <div className="mt-2 space-y-2">
          <ErrorMessage error={dates.error} />
          <Button variant="secondary" onClick={() => void dates.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Réessayer
          </Button>
        </div>
      ) : offered.length === 0 ? (
        <p className="mt-1">
          Aucune date de transport n'est encore publiée pour ce trajet.{" "}
          {isAdmin
            ? "Le client sera prévenu par e-mail dès qu'une date sera publiée."
            : "Vous recevrez un e-mail dès qu'une date sera disponible."}
        </p>
      ) : isAdmin ? (
        <p className="mt-1">
          Des dates de transport sont publiées pour ce trajet : le client peut en choisir une depuis son
          espace.
        </p>
      ) : (
        <ChooseDateForm
          parcel={parcel}
          dates={offered}
          onChosen={onChosen}
          onStale={onStale}
          onDatesChanged={() => void dates.refetch()}
        />
      )}
    </StatusBox>
  );
}

/**
 * The date just taken. The form that was focused is gone: focus moves here, so a screen reader reads
 * the outcome and the keyboard goes on from the payment button below.
 */
function ChosenDate({ isoDate }: { isoDate: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} className="mt-1 flex items-start gap-1.5 font-semibold outline-none">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {chosenDateNote(isoDate)}.
    </p>
  );
}

function RejectedText({ parcel, isAdmin }: { parcel: ParcelDetail; isAdmin: boolean }) {
  if (parcel.cancelledByClient) {
    return isAdmin ? (
      <p className="mt-1">Demande annulée par le client.</p>
    ) : (
      <p className="mt-1">
        Vous avez annulé cette demande : elle ne sera ni payée ni transportée. Pour envoyer ce colis plus
        tard,{" "}
        <Link to="/request" className={textLinkClass}>
          faites une nouvelle demande
        </Link>
        .
      </p>
    );
  }
  return (
    <p className="mt-1">
      Cette demande a été refusée par le transporteur.{" "}
      {!isAdmin && (
        <>
          Une question ?{" "}
          <Link to="/contact-support" className={textLinkClass}>
            Contactez-nous
          </Link>
          .
        </>
      )}
    </p>
  );
}

/**
 * The special-status box of the active tab: waiting for a date (orange; the client picks one once the
 * route has dates, docs/product/parcels.md#waiting-request), payment pending (with the way to the
 * payment instructions and the proof upload), refused (by the carrier or cancelled by the client).
 */
export function ParcelSpecialStatus({
  parcel,
  isAdmin,
  chosenDate,
  onChosen,
  onStale,
}: {
  parcel: ParcelDetail;
  isAdmin: boolean;
  /** Set right after the client took a date here: the box confirms it and leads to the payment. */
  chosenDate: string | null;
  onChosen: (isoDate: string) => void;
  onStale: (message: string) => void;
}) {
  const { special, label } = displayStatus(parcel);
  if (special === "waiting_for_date") {
    return (
      <WaitingForDate parcel={parcel} isAdmin={isAdmin} label={label} onChosen={onChosen} onStale={onStale} />
    );
  }
  if (special === "payment_pending") {
    const amount =
      parcel.priceCents !== null
        ? `${formatEuros(parcel.priceCents)}${parcel.priceFcfa !== null ? ` (${formatFcfa(parcel.priceFcfa)})` : ""}`
        : null;
    const toPay = !isAdmin && !parcel.paymentProof;
    return (
      <StatusBox tone="yellow" icon={Wallet} label={label}>
        {chosenDate && parcel.preferredDate === chosenDate && <ChosenDate isoDate={chosenDate} />}
        <p className="mt-1">
          {isAdmin ? "La demande sera acceptée" : "Votre demande sera validée"} dès réception du paiement
          {amount ? ` de ${amount}` : ""}.
        </p>
        <p className="mt-1">
          {parcel.paymentProof
            ? `Preuve de paiement reçue le ${formatDateTime(parcel.paymentProof.uploadedAt)} : en cours de vérification.`
            : "Aucune preuve de paiement reçue pour le moment."}
        </p>
        <ButtonLink
          to={`/paiement/${encodeURIComponent(parcel.id)}`}
          variant={toPay ? "primary" : "secondary"}
          className="mt-3"
        >
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
        <RejectedText parcel={parcel} isAdmin={isAdmin} />
      </StatusBox>
    );
  }
  if (parcel.balance?.state === "due")
    return <BalanceDue parcel={parcel} balance={parcel.balance} isAdmin={isAdmin} />;
  return null;
}

/** Weighed at reception, heavier than declared: the balance to pay before it leaves (docs/product/departures.md#weigh-in). */
function BalanceDue({
  parcel,
  balance,
  isAdmin,
}: {
  parcel: ParcelDetail;
  balance: ParcelBalance;
  isAdmin: boolean;
}) {
  return (
    <StatusBox tone="yellow" icon={Scale} label="Complément à payer">
      <p className="mt-1 font-semibold">{balanceText(balance)}</p>
      {parcel.measuredWeightGrams !== null && (
        <p className="mt-1">
          Poids mesuré à la réception : {formatKg(parcel.measuredWeightGrams)} kg
          {parcel.weightGrams !== null ? ` (poids annoncé : ${formatKg(parcel.weightGrams)} kg)` : ""}. Le
          colis partira une fois le complément réglé.
        </p>
      )}
      <p className="mt-1">
        {balance.proofReceived
          ? "Preuve de paiement du complément reçue : en cours de vérification."
          : "Aucune preuve de paiement du complément reçue pour le moment."}
      </p>
      <ButtonLink
        to={`/paiement/${encodeURIComponent(parcel.id)}`}
        variant={!isAdmin && !balance.proofReceived ? "primary" : "secondary"}
        className="mt-3"
      >
        {isAdmin ? "Voir la page de paiement" : "Payer le complément"}
      </ButtonLink>
    </StatusBox>
  );
}
