import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { requestIssues, requestOf } from "./draft-request";
import { cityForArrival } from "./recipient-draft";
import { loadDraft, saveDraft, type WizardDraft } from "./wizard-draft";

export type WizardStep = 1 | 2 | 3;

/** The step lives in the address (?etape=2), so the browser's back button moves between steps. */
export const STEP_PARAM = "etape";

function stepOf(value: string | null): WizardStep {
  return value === "2" ? 2 : value === "3" ? 3 : 1;
}

/** Steps 2 and 3 show a complete request; a draft that is not one (a new tab, a cleared storage) goes back to 1. */
export function draftIsComplete(draft: WizardDraft): boolean {
  return requestIssues(requestOf(draft, "parcel")).length === 0;
}

/**
 * The wizard's state: the draft (saved to session storage at each change, so a reload keeps
 * steps 1–3), the photos (memory only) and the step from the URL.
 */
export function useRequestWizard() {
  const [params, setParams] = useSearchParams();
  const step = stepOf(params.get(STEP_PARAM));
  const [draft, setDraft] = useState<WizardDraft>(loadDraft);
  const [photos, setPhotos] = useState<File[]>([]);

  useEffect(() => saveDraft(draft), [draft]);

  const goTo = useCallback(
    (next: WizardStep, options: { replace?: boolean } = {}) => {
      setParams(next === 1 ? {} : { [STEP_PARAM]: String(next) }, { replace: options.replace });
    },
    [setParams],
  );

  // A later step opened without a complete draft (bookmark, other tab) starts at the beginning.
  useEffect(() => {
    if (step > 1 && !draftIsComplete(draft)) goTo(1, { replace: true });
  }, [step, draft, goTo]);

  // Each step starts at the top of the page, its heading announced.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    document.getElementById("wizard-step-heading")?.focus({ preventScroll: true });
  }, [step]);

  const update = useCallback((patch: Partial<WizardDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      // Changing a country clears the chosen date and the notification choice
      // (docs/product/request.md#step-details).
      const routeChanged =
        (patch.fromCountry !== undefined && patch.fromCountry !== current.fromCountry) ||
        (patch.toCountry !== undefined && patch.toCountry !== current.toCountry);
      if (!routeChanged) return next;
      // A parcel to Togo starts with Lomé as its recipient's city (recipient-draft.ts).
      const recipientCity = cityForArrival(next.toCountry, next.recipientCity);
      return { ...next, preferredDate: "", notifyMe: false, recipientCity };
    });
  }, []);

  return { step, goTo, draft, update, photos, setPhotos };
}
