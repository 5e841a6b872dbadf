import { CircleCheck } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Notice } from "#client/ui/notice";
import type { Tariff } from "#shared/pricing";
import { StepConfirm } from "./step-confirm";
import { StepDetails } from "./step-details";
import { StepReview } from "./step-review";
import { useRequestWizard } from "./use-request-wizard";
import { useSubmitRequest } from "./use-submit-request";
import { clearDraft } from "./wizard-draft";
import { STEP_TITLES, WizardStepsNav } from "./wizard-steps-nav";

/**
 * The parcel request wizard (docs/product/request.md#wizard): Détails → Révision → Confirmation, then the
 * payment page.
 */
export function RequestWizard({
  email,
  askClientPhone,
  tariff,
}: {
  email: string;
  /** The account has no phone yet (docs/product/recipients.md#phone-numbers). */
  askClientPhone: boolean;
  tariff: Tariff;
}) {
  const navigate = useNavigate();
  const wizard = useRequestWizard();
  const { step, goTo, update, photos, setPhotos } = wizard;
  // A phone typed before the account got one (in another tab) is neither shown nor sent.
  const draft = useMemo(
    () => (askClientPhone ? wizard.draft : { ...wizard.draft, clientPhone: "" }),
    [askClientPhone, wizard.draft],
  );
  const submit = useSubmitRequest(draft, photos);
  // A creation refused for a field of step 1 goes back there, the field marked.
  useEffect(() => {
    if (step !== 1 && Object.keys(submit.fieldErrors).length > 0) goTo(1);
  }, [step, submit.fieldErrors, goTo]);
  // After a reload on step 2 or 3 the files are gone; say so rather than silently show "Aucune photo".
  const [photosMayBeLost] = useState(() => step > 1);

  if (submit.notified) {
    return (
      <div className="space-y-4">
        {submit.bannerShown && (
          <Notice tone="success">
            <strong className="font-semibold">Demande enregistrée !</strong> Nous vous préviendrons par e-mail
            dès qu'une date de transport sera disponible pour ce trajet.
          </Notice>
        )}
        <p className="flex items-center gap-2 text-stone-700">
          <CircleCheck aria-hidden="true" className="size-5 text-brand-700" />
          Retour à l'accueil dans quelques secondes…
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <WizardStepsNav step={step} />
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="wizard-step-heading" tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
          Étape {step} sur 3 : {STEP_TITLES[step]}
        </h2>
        <div className="mt-5">
          {step === 1 && (
            <StepDetails
              email={email}
              askClientPhone={askClientPhone}
              draft={draft}
              update={update}
              photos={photos}
              onPhotosChange={setPhotos}
              tariff={tariff}
              onCancel={() => {
                clearDraft();
                navigate("/");
              }}
              onContinue={() => {
                submit.clearFieldErrors();
                goTo(2);
              }}
              onNotify={submit.notify}
              notifying={submit.busy}
              notifyError={submit.notifyError}
              serverFieldErrors={submit.fieldErrors}
            />
          )}
          {step === 2 && (
            <StepReview
              draft={draft}
              photoCount={photos.length}
              tariff={tariff}
              photosMayBeLost={photosMayBeLost && photos.length === 0}
              onBack={() => goTo(1)}
              onContinue={() => goTo(3)}
            />
          )}
          {step === 3 && (
            <StepConfirm
              draft={draft}
              tariff={tariff}
              busy={submit.busy}
              progress={submit.progress}
              error={submit.error}
              onBack={() => goTo(2)}
              onConfirm={submit.confirm}
            />
          )}
        </div>
      </div>
    </div>
  );
}
