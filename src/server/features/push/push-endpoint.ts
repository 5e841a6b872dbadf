/**
 * Which endpoints the server will POST a push to (docs/decisions/083-web-push.md). The endpoint comes
 * from the browser, so without a rule any signed-in person could make the server send requests to an
 * address of their choice. Production accepts HTTPS on the browser vendors' push services only; outside
 * production, also the local push-service simulator on this machine's loopback (any port). HTTPS means
 * port 443 (the URL parser drops it as the default; decision 093).
 */
const PUSH_SERVICE_HOSTS = [
  // Chrome, Edge on Android, Samsung Internet, Opera: Firebase Cloud Messaging.
  "fcm.googleapis.com",
  "android.googleapis.com",
  // Firefox.
  "push.services.mozilla.com",
  // Safari (macOS, iPhone and iPad from iOS 16.4).
  "push.apple.com",
  // Edge on Windows.
  "notify.windows.com",
];

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export function acceptsPushEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!production && url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname)) return true;
  // The push services listen on 443 only: another port on their hosts is not a push service.
  if (url.protocol !== "https:" || url.port !== "") return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
