import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { invalidateSession } from "#client/features/accounts";
import { SAVED_RECIPIENTS_KEY } from "#client/features/recipients";
import { ApiError, errorMessage } from "#client/lib/api-error";
import { retryWhenBusy } from "#client/lib/retry-when-busy";
import { createNotificationRequest, createParcel, uploadPhoto } from "./request-api";
import { clearDraft, toNotificationRequest, toParcelRequest, type WizardDraft } from "./wizard-draft";

/** The success banner stays 4 s, then home 2 s later (docs/product/request.md). */
export const BANNER_MS = 4000;
export const REDIRECT_AFTER_BANNER_MS = 2000;
export const NOTIFICATION_ERROR = "Erreur lors de l'enregistrement de la notification";

/** What the payment page is told by the wizard that just created the parcel. */
export type CreatedState = { justCreated: true; photoProblems: string[] };

/**
 * Sends the photos one by one after the parcel exists. They were resized when picked (photo-selection.ts),
 * so what goes is exactly what was checked against the size limit. A photo the busy server could not take
 * yet is sent again a few seconds later; a refused photo does not undo the request: the client is told
 * which one and can still pay.
 */
async function sendPhotos(
  parcelId: string,
  photos: File[],
  onProgress: (text: string) => void,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, photo] of photos.entries()) {
    const progress = `Envoi des photos (${index + 1}/${photos.length})…`;
    onProgress(progress);
    try {
      await retryWhenBusy(() => uploadPhoto(parcelId, photo, photo.name || "photo.jpg"), {
        onWait: () => onProgress(`${progress} Serveur occupé, nouvel essai dans quelques secondes.`),
      });
    } catch (error) {
      problems.push(`${photo.name} : ${errorMessage(error)}`);
    }
  }
  return problems;
}

/** The field errors of a refused request (400 VALIDATION), keyed as the form's fields ("recipient.phone"). */
function refusedFields(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.isClientError ? error.fieldErrors : {};
}

const NO_FIELD_ERRORS: Record<string, string> = {};

export function useSubmitRequest(draft: WizardDraft, photos: File[]) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A ref as well as state: a second click in the same frame must not start a second call.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notifyError, setNotifyError] = useState<string | null>(null);
  const [notified, setNotified] = useState(false);
  const [bannerShown, setBannerShown] = useState(false);
  // Step-1 fields the server refused: the wizard shows them beside the fields, on step 1.
  const [fieldErrors, setFieldErrors] = useState(NO_FIELD_ERRORS);

  // Timers owned by the page: leaving it earlier cancels the redirect.
  useEffect(() => {
    if (!notified) return;
    setBannerShown(true);
    const hide = setTimeout(() => setBannerShown(false), BANNER_MS);
    const home = setTimeout(() => navigate("/"), BANNER_MS + REDIRECT_AFTER_BANNER_MS);
    return () => {
      clearTimeout(hide);
      clearTimeout(home);
    };
  }, [notified, navigate]);

  /**
   * After a request: the phone it carried is now the account's (the header, the profile and the next
   * request read it from the session), and its recipient is among the saved ones.
   */
  function afterSent() {
    if (draft.clientPhone.trim() !== "") invalidateSession();
    void queryClient.invalidateQueries({ queryKey: SAVED_RECIPIENTS_KEY });
  }

  async function run(task: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
      setProgress(null);
    }
  }

  /** Step 3: creates the parcel (once per wizard: decision 011), sends the photos, opens the payment page. */
  const confirm = () =>
    run(async () => {
      setError(null);
      setFieldErrors(NO_FIELD_ERRORS);
      setProgress("Enregistrement de votre demande…");
      try {
        const parcel = await createParcel(toParcelRequest(draft), draft.key);
        afterSent();
        // A retried confirmation finds the parcel with its photos already there.
        const photoProblems = await sendPhotos(parcel.id, photos.slice(parcel.photoCount), setProgress);
        clearDraft();
        const state: CreatedState = { justCreated: true, photoProblems };
        navigate(`/paiement/${encodeURIComponent(parcel.id)}`, { replace: true, state });
      } catch (caught) {
        setError(caught);
        setFieldErrors(refusedFields(caught));
      }
    });

  /** Step 1 on a route without dates: saves the alert, banner 4 s, home 2 s later. */
  const notify = () =>
    run(async () => {
      setNotifyError(null);
      setFieldErrors(NO_FIELD_ERRORS);
      try {
        const parcel = await createNotificationRequest(toNotificationRequest(draft), draft.key);
        afterSent();
        await sendPhotos(parcel.id, photos.slice(parcel.photoCount), setProgress);
        clearDraft();
        setNotified(true);
      } catch (caught) {
        const detail = caught instanceof ApiError && caught.isClientError ? ` : ${caught.message}` : "";
        setNotifyError(`${NOTIFICATION_ERROR}${detail}`);
        setFieldErrors(refusedFields(caught));
      }
    });

  /** Step 1 passed again: what the server refused has been dealt with. */
  const clearFieldErrors = () => setFieldErrors(NO_FIELD_ERRORS);

  return {
    confirm,
    notify,
    busy,
    progress,
    error,
    notifyError,
    notified,
    bannerShown,
    fieldErrors,
    clearFieldErrors,
  };
}
