import { ArrowLeft } from "lucide-react";
import { Button } from "#client/ui/button";
import { Notice } from "#client/ui/notice";
import type { Tariff } from "#shared/pricing";
import { RequestSummary } from "./request-summary";
import type { WizardDraft } from "./wizard-draft";

type StepReviewProps = {
  draft: WizardDraft;
  photoCount: number;
  tariff: Tariff;
  /** Photos are not kept across a reload (files cannot go to session storage). */
  photosMayBeLost: boolean;
  onBack: () => void;
  onContinue: () => void;
};

export function StepReview({
  draft,
  photoCount,
  tariff,
  photosMayBeLost,
  onBack,
  onContinue,
}: StepReviewProps) {
  return (
    <div className="space-y-5">
      <RequestSummary draft={draft} photoCount={photoCount} tariff={tariff} />
      {photosMayBeLost && (
        <Notice tone="info">
          Les photos ne sont pas conservées quand la page est rechargée : revenez à l'étape 1 pour les ajouter
          à nouveau si besoin.
        </Notice>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" size="lg" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Modifier
        </Button>
        <Button size="lg" onClick={onContinue}>
          Continuer
        </Button>
      </div>
    </div>
  );
}
