/**
 * The API reads a signed-in page's HTML announced (`<link rel="preload" as="fetch">`, decision 077):
 * the browser starts them while it downloads the code; the app's first call to the same address takes
 * the answer instead of asking again.
 *
 * Only a successful answer is handed over, once, and only for a short while: a refusal (401 after the
 * session ended, 403…) is dropped and the call asks the server itself, so that the login in place
 * (decision 008) and the second-factor check see the server's own answer as they always did.
 */
const MAX_AGE_MS = 30_000;

const started = new Map<string, Promise<Response | null>>();

/** Starts the announced reads now, in the entry, before React and the page's code have arrived. */
export function startAnnouncedReads(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const path = link.getAttribute("href");
    if (!path?.startsWith("/api/") || started.has(path)) continue;
    // Same mode and credentials as the <link crossorigin>: the browser hands this call its preload.
    const answer = fetch(path, { credentials: "same-origin" }).then(
      (response) => (response.ok ? response : null),
      () => null,
    );
    started.set(path, answer);
  }
  if (started.size > 0) setTimeout(forgetAnnouncedReads, MAX_AGE_MS);
}

/** The answer already started for this GET, at most once; undefined when there is none. */
export function takeAnnouncedRead(path: string): Promise<Response | null> | undefined {
  const answer = started.get(path);
  started.delete(path);
  return answer;
}

/** Another account signed in, or none: what was read for the previous one must not be shown. */
export function forgetAnnouncedReads(): void {
  started.clear();
}
