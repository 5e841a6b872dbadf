import type { PushPayload } from "#shared/push-notifications";
import { PUSH_RECEIPT_PATH } from "#shared/push-paths";

/**
 * The service worker's push handlers (docs/product/notifications.md#push,
 * docs/decisions/083-web-push.md): show the status change the server sent, in French, and open the
 * parcel's page when it is tapped. Kept free of libraries (no Zod): it runs in the worker for every
 * push and must stay small. Typed by hand: the project's TypeScript settings describe pages, not workers.
 */

type NotificationShown = { close(): void; data?: { url?: unknown } };
type WindowClientLike = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
type WorkerEvent = { waitUntil(promise: Promise<unknown>): void };
type PushEventLike = WorkerEvent & { data: { text(): string } | null };
type NotificationClickLike = WorkerEvent & { notification: NotificationShown };

type WorkerScope = {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: NotificationOptions & { data?: unknown }): Promise<void>;
  };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickLike) => void): void;
};

const worker = self as unknown as WorkerScope;

/** Shown when a push arrives unreadable: the browser requires a notification for every push. */
const FALLBACK: PushPayload = {
  title: "Colibri",
  body: "Du nouveau sur vos colis.",
  url: "/tracking",
  tag: "colibri",
};

const text = (value: unknown, fallback: string) => (typeof value === "string" && value ? value : fallback);

export function readPushPayload(data: { text(): string } | null): PushPayload {
  if (!data) return FALLBACK;
  try {
    const raw = JSON.parse(data.text()) as Partial<Record<keyof PushPayload, unknown>>;
    const url = text(raw.url, FALLBACK.url);
    return {
      title: text(raw.title, FALLBACK.title),
      body: text(raw.body, FALLBACK.body),
      // Only a path of this site: a push never opens another site.
      url: url.startsWith("/") && !url.startsWith("//") ? url : FALLBACK.url,
      tag: text(raw.tag, FALLBACK.tag),
      ...(typeof raw.receipt === "string" && raw.receipt ? { receipt: raw.receipt } : {}),
    };
  } catch {
    return FALLBACK;
  }
}

/** Tells the server the push was shown (the carrier's « délivré »); a failure only loses that mark. */
async function sendReceipt(receipt: string) {
  try {
    await fetch(PUSH_RECEIPT_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ receipt }),
    });
  } catch {
    // Offline or signed out: the message stays « envoyé ».
  }
}

worker.addEventListener("push", (event) => {
  const payload = readPushPayload(event.data);
  event.waitUntil(
    worker.registration
      .showNotification(payload.title, {
        body: payload.body,
        // One notification per parcel: its newer status replaces the older one.
        tag: payload.tag,
        // The installable app's icon (its manifest's); a missing one only leaves the notification bare.
        icon: "/icons/icon-192.png",
        lang: "fr",
        data: { url: payload.url },
      })
      .then(() => (payload.receipt ? sendReceipt(payload.receipt) : undefined)),
  );
});

/** Focuses a window already on the parcel's page, else takes over one of the site's windows, else opens one. */
async function openParcelPage(path: string) {
  const url = new URL(path, worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same) return same.focus();
  const ours = windows.find((client) => new URL(client.url).origin === worker.location.origin);
  if (ours) {
    await ours.navigate(url);
    return ours.focus();
  }
  return worker.clients.openWindow(url);
}

worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = event.notification.data?.url;
  event.waitUntil(openParcelPage(typeof path === "string" && path.startsWith("/") ? path : FALLBACK.url));
});
