import { Button } from "#client/ui/button";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";

/** The end of step 1: what stops 'Continuer', then 'Annuler la demande' and 'Continuer'. */
export function DetailsActions({
  message,
  notifyError,
  busy,
  onCancel,
}: {
  /** What is missing, or the notification choice the route needs; focused after 'Continuer'. */
  message: string | null;
  notifyError: string | null;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {message && (
        <div id="wizard-details-message" tabIndex={-1} data-form-message>
          <Notice tone="error">{message}</Notice>
        </div>
      )}
      {notifyError && <Notice tone="error">{notifyError}</Notice>}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" size="lg" onClick={onCancel}>
          Annuler la demande
        </Button>
        <SubmitButton loading={busy} size="lg">
          Continuer
        </SubmitButton>
      </div>
    </>
  );
}
