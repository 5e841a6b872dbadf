import { ExternalLink, LoaderCircle, Mail, MailX, TriangleAlert } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { ApiError } from "#client/lib/api-client";
import { useFormSubmit } from "#client/lib/use-form-submit";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { compactInputClasses } from "#client/ui/input-styles";
import { NOTE_MAX_LENGTH, PUBLIC_REASON_HINT } from "#shared/admin/admin-parcels";
import type { ParcelDetail } from "#shared/tracking/tracking-schemas";
import { Modal } from "../common/modal";
import { PublicTextHint } from "../common/public-text-hint";
import { type MoneyAction, moneyConfirmation, RESET_REASON_LABEL } from "./money-confirmation";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-xs font-medium text-stone-500 sm:text-sm sm:font-normal">{label}</dt>
      <dd className="min-w-0 text-sm wrap-anywhere text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * The confirmation of 'Marquer comme payé' and 'Réinitialiser le statut'
 * (docs/product/administration.md#confirmations): it says what will happen, and only its button
 * sends `confirmed: true` (with the reason a delivered parcel's reset needs).
 */
export function MoneyConfirmDialog({
  action,
  parcel,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  action: MoneyAction;
  parcel: ParcelDetail;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string | null) => void;
  onCancel: () => void;
}) {
  const text = moneyConfirmation(action, parcel);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const blank = text.reasonRequired && reason.trim() === "";
  const reasonError = error instanceof ApiError ? error.fieldErrors.reason : undefined;
  // The caller runs the action and shows its outcome; the button stays disabled while the reason is blank.
  const form = useFormSubmit({
    read: () => ({ reason }),
    validate: () =>
      blank || pending
        ? { ok: false, fieldErrors: {} }
        : { ok: true, data: text.reasonRequired ? reason.trim() : null },
    call: onConfirm,
  });
  return (
    <Modal title={text.title} onClose={onCancel} size="sm">
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4">
        <p className="text-stone-800">{text.lead}</p>
        {text.warnings.length > 0 && (
          <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="space-y-1">
              {text.warnings.map((warning) => (
                <p key={warning}>{warning}</p>
              ))}
            </div>
          </div>
        )}
        <dl className="divide-y divide-stone-100 rounded-xl border border-stone-200 px-3">
          <Fact label="Colis">
            <span className="block font-medium">{text.parcelName}</span>
            <span className="block font-mono text-xs break-all text-stone-600">{text.parcelId}</span>
          </Fact>
          <Fact label="Montant">
            <span className="font-semibold">{text.amount}</span>
          </Fact>
          <Fact label="Preuve">
            {text.proof.text}
            {text.proof.url && (
              <>
                {" · "}
                <a
                  href={text.proof.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-brand-700 underline"
                >
                  Voir la preuve
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              </>
            )}
          </Fact>
          <Fact label="Statut">{text.statusChange}</Fact>
          <Fact label="E-mail au client">
            <span className="flex items-start gap-1.5">
              {text.emailSent ? (
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
              ) : (
                <MailX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
              )}
              <span>{text.email}</span>
            </span>
          </Fact>
        </dl>
        {text.reasonRequired && (
          <div className="space-y-1.5">
            <label htmlFor={reasonId} className="block text-sm font-medium text-stone-800">
              {RESET_REASON_LABEL}
              <textarea
                id={reasonId}
                value={reason}
                required
                rows={3}
                maxLength={NOTE_MAX_LENGTH}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={`${reasonId}-hint`}
                onChange={(event) => setReason(event.target.value)}
                placeholder="Ex. : remis par erreur à un autre destinataire"
                className={`mt-1 ${compactInputClasses(Boolean(reasonError))}`}
              />
            </label>
            {/* Recorded as the history's 'motif' (docs/product/administration.md#reset). */}
            <PublicTextHint id={`${reasonId}-hint`}>{PUBLIC_REASON_HINT}</PublicTextHint>
          </div>
        )}
        {error ? <ErrorMessage error={error} message={reasonError} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Annuler
          </Button>
          <Button type="submit" disabled={blank || pending}>
            {pending && <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
            {text.confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
