/**
 * What this browser can do about push (docs/product/notifications.md#push): whether it supports it,
 * what the person allowed, and its own subscription. The server only ever learns the subscription the
 * browser gives after the person said yes.
 */

export function browserSupportsPush(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/**
 * The site's service worker once active. The app registers /sw.js at start-up
 * (`#client/lib/service-worker`); a profile opened before that, or where it did not, registers it here.
 */
async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return null;
  if (!(await navigator.serviceWorker.getRegistration("/")))
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` expects. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** This browser's current subscription, if any (registers the service worker when needed). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await serviceWorkerRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Asks the permission (the browser's own prompt, once), then subscribes with the server's key. A
 * subscription made with an older key is replaced: pushes signed with the new one would be refused.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON | "denied"> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  const registration = await serviceWorkerRegistration();
  if (!registration) throw new Error("no service worker");
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return subscription.toJSON();
}
