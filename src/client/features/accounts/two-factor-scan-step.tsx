import { useFormSubmit } from "#client/lib/use-form-submit";
import { Button } from "#client/ui/button";
import { CopyButton } from "#client/ui/copy-button";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";
import { type TwoFactorSetup, totpCodeFormSchema } from "#shared/two-factor";
import { verifyTotp } from "./auth-api";
import { readCodeForm, TwoFactorCodeFields } from "./two-factor-code-fields";

type ScanStepProps = { setup: TwoFactorSetup; onConfirmed: () => void; onCancel: () => void };

/**
 * Scan the QR code (or type the key), then type the first code: the protection is on only once the
 * server has seen a right code, so a badly scanned key can never lock the account.
 */
export function TwoFactorScanStep({ setup, onConfirmed, onCancel }: ScanStepProps) {
  const { formRef, onSubmit, fieldErrors, message, loading } = useFormSubmit({
    schema: totpCodeFormSchema,
    read: readCodeForm,
    call: verifyTotp,
    onSuccess: onConfirmed,
  });
  return (
    <div className="mt-5 space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm leading-relaxed text-stone-700">
        <li>
          Installez une application d'authentification (Google Authenticator, Microsoft Authenticator,
          Aegis…).
        </li>
        <li>Scannez ce QR code avec elle, ou saisissez la clé à la main.</li>
        <li>Saisissez le code à 6 chiffres qu'elle affiche.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
          alt="QR code à scanner avec votre application d'authentification"
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-lg border border-stone-200 bg-white p-1"
        />
        <div className="w-full min-w-0 space-y-2 text-sm text-stone-700">
          <p>Clé à saisir à la main :</p>
          <p className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 font-mono text-base break-all text-stone-900">
            {setup.manualKey}
          </p>
          <CopyButton
            text={setup.manualKey.replaceAll(" ", "")}
            label="Copier la clé"
            announcement="Clé copiée"
            variant="secondary"
          />
        </div>
      </div>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <TwoFactorCodeFields backup={false} error={fieldErrors.code} />
        {message && <Notice tone="error">{message}</Notice>}
        <div className="flex flex-wrap gap-3">
          <SubmitButton loading={loading}>Activer</SubmitButton>
          <Button variant="secondary" onClick={onCancel}>
            Annuler
          </Button>
        </div>
      </form>
    </div>
  );
}
