import { formatDateTime } from "#client/lib/paris-time";
import { Button } from "#client/ui/button";
import { ConfirmStep, useConfirmTrigger } from "#client/ui/confirm-step";
import type { ActiveSession } from "#shared/active-sessions";
import type { EndingProps } from "./confirm-in-place";
import { lastSeenText } from "./last-seen";

/** One signed-in device: what it is, where, when; 'Cet appareil' or a way to end it. */
export function SessionItem({
  session,
  confirming,
  pending,
  onAsk,
  onCancel,
  onConfirm,
}: EndingProps & { session: ActiveSession }) {
  const { triggerId, cancel } = useConfirmTrigger(onCancel);
  const where = session.ipAddress ? `${session.place} · ${session.ipAddress}` : session.place;
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 text-sm text-stone-600">
          <p className="flex flex-wrap items-center gap-2 text-base font-semibold text-stone-900">
            {session.device}
            {session.current && (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                Cet appareil
              </span>
            )}
          </p>
          <p className="mt-1 wrap-anywhere">{where}</p>
          <p className="mt-0.5">
            {session.current ? "Actif maintenant" : `Dernière activité : ${lastSeenText(session.lastSeenAt)}`}
          </p>
          <p className="mt-0.5 text-xs text-stone-500">Connecté le {formatDateTime(session.createdAt)}</p>
        </div>
        {!session.current && (
          <Button
            id={triggerId}
            variant="secondary"
            // The visible word starts the name; the device and place tell one button from the next.
            aria-label={`Déconnecter ${session.device} (${session.place})`}
            aria-expanded={confirming}
            onClick={onAsk}
          >
            Déconnecter
          </Button>
        )}
      </div>
      {confirming && (
        <ConfirmStep
          question={`Déconnecter ${session.device} ? Il faudra s'y reconnecter avec le mot de passe du compte.`}
          confirmLabel="Oui, déconnecter"
          pendingLabel="Déconnexion…"
          pending={pending}
          onConfirm={onConfirm}
          onCancel={cancel}
        />
      )}
    </li>
  );
}
