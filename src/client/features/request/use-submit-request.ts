import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
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

export function useSubmitRequest(draft: WizardDraft, photos: File[]) {
  const navigate = useNavigate();
  // A ref as well as state: a second click in the same frame must not start a second call.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notifyError, setNotifyError] = useState<string | null>(null);
  const [notified, setNotified] = useState(false);
  const [bannerShown, setBannerShown] = useState(false);

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
      setProgress("Enregistrement de votre demande…");
      try {
        const parcel = await createParcel(toParcelRequest(draft), draft.key);
        // A retried confirmation finds the parcel with its photos already there.
        const photoProblems = await sendPhotos(parcel.id, photos.slice(parcel.photoCount), setProgress);
        clearDraft();
        const state: CreatedState = { justCreated: true, photoProblems };
        navigate(`/paiement/${encodeURIComponent(parcel.id)}`, { replace: true, state });
      } catch (caught) {
        setError(caught);
      }
    });

  /** Step 1 on a route without dates: saves the alert, banner 4 s, home 2 s later. */
  const notify = () =>
    run(async () => {
      setNotifyError(null);
      try {
        const parcel = await createNotificationRequest(toNotificationRequest(draft), draft.key);
        await sendPhotos(parcel.id, photos.slice(parcel.photoCount), setProgress);
        clearDraft();
        setNotified(true);
      } catch (caught) {
        const detail = caught instanceof ApiError && caught.isClientError ? ` : ${caught.message}` : "";
        setNotifyError(`${NOTIFICATION_ERROR}${detail}`);
      }
    });

  return { confirm, notify, busy, progress, error, notifyError, notified, bannerShown };
}
