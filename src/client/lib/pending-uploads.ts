/**
 * Uploads made without a connection (a payment proof, a parcel photo), kept in the browser and sent
 * when it comes back (decision 078, docs/product/offline.md). Each keeps the Idempotency-Key of its
 * first try: if that try had reached the server after all, the server answers it again instead of
 * storing a second file, so an upload is never stored twice however often it is sent.
 */

export type PendingUpload = {
  /** The Idempotency-Key, also the entry's id. */
  key: string;
  /** The account that made it: another account signed in on the device never sends it. */
  userId: string;
  parcelId: string;
  url: string;
  /** The form's text fields, in order, then the file under `fileField`. */
  fields: Array<[string, string]>;
  fileField: string;
  fileName: string;
  file: Blob;
  queuedAt: number;
};

/** Where the entries live: IndexedDB in the browser (pending-uploads-store.ts), memory in tests. */
export interface PendingUploadStore {
  list(): Promise<PendingUpload[]>;
  add(upload: PendingUpload): Promise<void>;
  remove(key: string): Promise<void>;
  clear(): Promise<void>;
}

/** What became of an entry the server answered. */
export type UploadOutcome =
  | { upload: PendingUpload; result: "sent" }
  | { upload: PendingUpload; result: "refused"; message: string };

export const PENDING_UPLOAD_MESSAGE = "Envoi en attente — sera envoyé au retour de la connexion.";
const REFUSED_FALLBACK = "Le serveur a refusé ce fichier.";

/** Statuses after which the entry is tried again later: the server is busy or still storing it. */
const TRY_LATER = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === "string" ? body.message : REFUSED_FALLBACK;
  } catch {
    return REFUSED_FALLBACK;
  }
}

/** The request an entry sends, the same every time. */
export function sendPendingUpload(upload: PendingUpload): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of upload.fields) form.append(name, value);
  form.append(upload.fileField, upload.file, upload.fileName);
  return fetch(upload.url, {
    method: "POST",
    body: form,
    headers: { Accept: "application/json", "Idempotency-Key": upload.key },
    credentials: "same-origin",
  });
}

export function createPendingUploads(
  store: PendingUploadStore,
  send: (upload: PendingUpload) => Promise<Response> = sendPendingUpload,
) {
  let entries: PendingUpload[] = [];
  let refusals: UploadOutcome[] = [];
  let replaying: Promise<UploadOutcome[]> | null = null;
  const listeners = new Set<() => void>();
  const outcomeListeners = new Set<(outcomes: UploadOutcome[]) => void>();

  const refresh = async () => {
    entries = (await store.list()).sort((a, b) => a.queuedAt - b.queuedAt);
    for (const listener of listeners) listener();
  };

  /**
   * Sends the account's entries, oldest first, each once; stops at the first that cannot get through
   * (still offline, server busy): the rest would fail alike. One replay at a time.
   */
  async function replayNow(userId: string): Promise<UploadOutcome[]> {
    const outcomes: UploadOutcome[] = [];
    for (const upload of (await store.list()).sort((a, b) => a.queuedAt - b.queuedAt)) {
      if (upload.userId !== userId) continue;
      let response: Response;
      try {
        response = await send(upload);
      } catch {
        break;
      }
      if (TRY_LATER.has(response.status)) break;
      await store.remove(upload.key);
      outcomes.push(
        response.ok
          ? { upload, result: "sent" }
          : { upload, result: "refused", message: await refusalMessage(response) },
      );
    }
    refusals = [...refusals, ...outcomes.filter((outcome) => outcome.result === "refused")];
    await refresh();
    if (outcomes.length > 0) for (const listener of outcomeListeners) listener(outcomes);
    return outcomes;
  }

  return {
    /** Reads the stored entries (after a reload). */
    load: refresh,
    async queue(upload: PendingUpload): Promise<void> {
      await store.add(upload);
      await refresh();
    },
    replay(userId: string | undefined): Promise<UploadOutcome[]> {
      if (!userId) return Promise.resolve([]);
      replaying ??= replayNow(userId).finally(() => {
        replaying = null;
      });
      return replaying;
    },
    /** At sign-out or a change of account: nothing of the previous account stays on the device. */
    async forget(): Promise<void> {
      refusals = [];
      await store.clear();
      await refresh();
    },
    /** Every entry, oldest first: the same array until something changes (for useSyncExternalStore). */
    all: () => entries,
    refused: (parcelId: string) => refusals.filter((outcome) => outcome.upload.parcelId === parcelId),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onOutcomes(listener: (outcomes: UploadOutcome[]) => void) {
      outcomeListeners.add(listener);
      return () => outcomeListeners.delete(listener);
    },
  };
}

export type PendingUploads = ReturnType<typeof createPendingUploads>;

/** A fresh Idempotency-Key (the server accepts 16 to 100 letters, digits, - and _). */
export function newUploadKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}
