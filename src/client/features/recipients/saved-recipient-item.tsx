import { Button } from "#client/ui/button";
import { ConfirmStep, useConfirmTrigger } from "#client/ui/confirm-step";
import type { SavedRecipient } from "#shared/recipients/recipient";
import { RecipientSummary } from "./recipient-details";

/**
 * One saved recipient on the profile, and 'Oublier' asked twice in place, as the profile ends a device
 * (docs/product/accounts.md#sessions): the confirmation opens below the row with the focus on its
 * button, and 'Annuler' gives the focus back to 'Oublier'.
 */
export function SavedRecipientItem({
  recipient,
  confirming,
  pending,
  onAsk,
  onCancel,
  onConfirm,
}: {
  recipient: SavedRecipient;
  confirming: boolean;
  pending: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { triggerId, cancel } = useConfirmTrigger(onCancel);
  return (
    <li className="py-4">
      {/* Stacked on a phone, the button beside the recipient from sm up. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <RecipientSummary recipient={recipient} />
        <Button
          id={triggerId}
          variant="secondary"
          // The visible word starts the name; the recipient's name tells one button from the next.
          aria-label={`Oublier ${recipient.name}`}
          aria-expanded={confirming}
          onClick={onAsk}
          className="w-full shrink-0 sm:w-auto"
        >
          Oublier
        </Button>
      </div>
      {confirming && (
        <ConfirmStep
          question={`Oublier ${recipient.name} ? Il ne sera plus proposé à votre prochaine demande ; vos colis ne changent pas.`}
          confirmLabel="Oui, oublier"
          pendingLabel="Un instant…"
          pending={pending}
          onConfirm={onConfirm}
          onCancel={cancel}
        />
      )}
    </li>
  );
}
