import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { invalidateSession } from "#client/features/accounts";
import { MY_SHOP_ORDERS_KEY } from "#client/features/ma-boite";
import { SAVED_RECIPIENTS_KEY } from "#client/features/recipients";
import { ApiError } from "#client/lib/api-error";
import { type RequestKind, requestOf } from "./draft-request";
import { createRequest } from "./request-api";
import { sendPhotos } from "./send-photos";
import { clearDraft, type WizardDraft } from "./wizard-draft";

/** The success banner stays 4 s, then home 2 s later (docs/product/request.md). */
export const BANNER_MS = 4000;
export const REDIRECT_AFTER_BANNER_MS = 2000;
export const NOTIFICATION_ERROR = "Erreur lors de l'enregistrement de la notification";

/** What the payment page is told by the wizard that just created the parcel. */
export type CreatedState = { justCreated: true; photoProblems: string[] };

/** The field errors of a refused request (400 VALIDATION), keyed as the form's fields ("recipient.phone"). */
function refusedFields(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.isClientError ? error.fieldErrors : {};
}

const NO_FIELD_ERRORS: Record<string, string> = {};

/** What each kind of request does around the shared path: before it, once sent, when refused. */
type SendHandlers = {
  start: () => void;
  sent: (parcelId: string, photoProblems: string[]) => void;
  refused: (error: unknown) => void;
};

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
    if (draft.orderIds.length > 0) void queryClient.invalidateQueries({ queryKey: MY_SHOP_ORDERS_KEY });
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

  /**
   * The one path of either request: the draft converted once and created under its key (decision 011),
   * then the photos the server does not have yet (a retry finds the parcel with its photos already
   * there), then the draft forgotten. A refusal keeps the draft, with the fields the server named.
   */
  const send = (kind: RequestKind, on: SendHandlers) =>
    run(async () => {
      on.start();
      setFieldErrors(NO_FIELD_ERRORS);
      try {
        const parcel = await createRequest(requestOf(draft, kind), draft.key);
        afterSent();
        const photoProblems = await sendPhotos(parcel.id, photos.slice(parcel.photoCount), setProgress);
        clearDraft();
        on.sent(parcel.id, photoProblems);
      } catch (caught) {
        on.refused(caught);
        setFieldErrors(refusedFields(caught));
      }
    });

  /** Step 3: creates the parcel, sends the photos, opens the payment page. */
  const confirm = () =>
    send("parcel", {
      start: () => {
        setError(null);
        setProgress("Enregistrement de votre demande…");
      },
      sent: (parcelId, photoProblems) => {
        const state: CreatedState = { justCreated: true, photoProblems };
        navigate(`/paiement/${encodeURIComponent(parcelId)}`, { replace: true, state });
      },
      refused: setError,
    });

  /** Step 1 on a route without dates: saves the alert, banner 4 s, home 2 s later. */
  const notify = () =>
    send("notification", {
      start: () => setNotifyError(null),
      sent: () => setNotified(true),
      refused: (caught) => {
        const detail = caught instanceof ApiError && caught.isClientError ? ` : ${caught.message}` : "";
        setNotifyError(`${NOTIFICATION_ERROR}${detail}`);
      },
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
