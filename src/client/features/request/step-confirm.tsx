import { ArrowLeft, LoaderCircle, TriangleAlert } from "lucide-react";
import { Button } from "#client/ui/button";
import { ErrorMessage } from "#client/ui/error-message";
import { formatWeightPrice, type Tariff } from "#shared/pricing";
import { parseWeightKg } from "#shared/weight";
import type { WizardDraft } from "./wizard-draft";

type StepConfirmProps = {
  draft: WizardDraft;
  tariff: Tariff;
  busy: boolean;
  progress: string | null;
  error: unknown;
  onBack: () => void;
  onConfirm: () => void;
};

/** Step 3 Confirmation: the commitment to pay, then the one button that creates the parcel. */
export function StepConfirm({ draft, tariff, busy, progress, error, onBack, onConfirm }: StepConfirmProps) {
  const price = formatWeightPrice(parseWeightKg(draft.weightKg) ?? 0, tariff);
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3 rounded-xl border border-accent-300 bg-accent-100/60 p-4 text-stone-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-700" />
        <div className="space-y-2 leading-relaxed">
          <p className="font-semibold">
            Attention : en confirmant cette demande, vous vous engagez à payer le montant de{" "}
            <span className="whitespace-nowrap">{price.euros}</span> ({price.fcfa}).
          </p>
          <p className="text-sm">
            Votre demande sera validée dès réception de votre paiement. Les modalités de paiement (Mobile
            Money ou virement bancaire) s'affichent à l'étape suivante.
          </p>
        </div>
      </div>
      <ErrorMessage error={error} />
      {progress && (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          {progress}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" size="lg" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour
        </Button>
        <Button size="lg" onClick={onConfirm} disabled={busy} className="text-center whitespace-normal!">
          {busy && <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
          Confirmer et Voir les Modalités de Paiement
        </Button>
      </div>
    </div>
  );
}
