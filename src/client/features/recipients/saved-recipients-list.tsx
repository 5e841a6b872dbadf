import { type RefObject, useState } from "react";
import { errorMessage } from "#client/lib/api-error";
import { useFormStatus } from "#client/lib/use-form-status";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { Notice } from "#client/ui/notice";
import { SkeletonLines } from "#client/ui/skeleton-lines";
import { SavedRecipientItem } from "./saved-recipient-item";
import { useForgetRecipient, useSavedRecipients } from "./saved-recipients-api";

/** The profile card's words (docs/product/recipients.md#saved-recipients). */
export const SAVED_RECIPIENTS_TITLE = "Destinataires enregistrés";
export const SAVED_RECIPIENTS_INTRO =
  "Les destinataires de vos demandes, proposés à la prochaine demande. Les oublier ne change pas vos colis.";
export const NO_SAVED_RECIPIENT = "Aucun destinataire enregistré. Ceux de vos demandes s'ajoutent ici.";
export const RECIPIENT_FORGOTTEN = "Destinataire oublié";

/**
 * The client's saved recipients on the profile, each with 'Oublier' asked twice in place. The profile
 * page puts it in its card; `headingRef` is the card's title, where the focus goes once the row whose
 * button was pressed is gone.
 */
export function SavedRecipientsList({ headingRef }: { headingRef?: RefObject<HTMLHeadingElement | null> }) {
  const recipients = useSavedRecipients();
  const forget = useForgetRecipient();
  // The id of the recipient whose forgetting is being confirmed.
  const [confirming, setConfirming] = useState<string | null>(null);
  // Like the profile's forms: the outcome's message goes away after 3 s.
  const outcome = useFormStatus();

  const settle = (report: () => void) => {
    setConfirming(null);
    report();
    headingRef?.current?.focus();
  };
  const forgetOne = (id: string) =>
    forget.mutate(id, {
      onSuccess: () => settle(() => outcome.succeed(RECIPIENT_FORGOTTEN)),
      onError: (error) => settle(() => outcome.fail(errorMessage(error))),
    });
  const ask = (id: string | null) => {
    outcome.reset();
    setConfirming(id);
  };

  return (
    <div className="mt-5">
      {recipients.isPending && (
        <div aria-busy="true">
          <SkeletonLines lines={3} />
        </div>
      )}
      {recipients.isError && (
        <div className="space-y-3">
          <ErrorMessage error={recipients.error} />
          <Button variant="secondary" onClick={() => recipients.refetch()}>
            Réessayer
          </Button>
        </div>
      )}
      {recipients.data?.length === 0 && <p className="text-sm text-stone-600">{NO_SAVED_RECIPIENT}</p>}
      {recipients.data && recipients.data.length > 0 && (
        <ul className="divide-y divide-stone-200 border-y border-stone-200">
          {recipients.data.map((recipient) => (
            <SavedRecipientItem
              key={recipient.id}
              recipient={recipient}
              confirming={confirming === recipient.id}
              pending={forget.isPending && forget.variables === recipient.id}
              onAsk={() => ask(recipient.id)}
              onCancel={() => ask(null)}
              onConfirm={() => forgetOne(recipient.id)}
            />
          ))}
        </ul>
      )}
      {outcome.message && (outcome.status === "success" || outcome.status === "error") && (
        <Notice tone={outcome.status} className="mt-4">
          {outcome.message}
        </Notice>
      )}
    </div>
  );
}
