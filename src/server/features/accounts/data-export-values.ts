/** A stored file to add to the archive under `path`; all are WebP or PDF, compressed already. */
export type FileToExport = { path: string; fileId: string };

/** A moment in the export: ISO 8601, or null when it has not happened. */
export const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Links in e-mails carry single-use secrets (confirmation, new password, sign-in link): the export keeps
 * the e-mail but never a link that still works, since the archive may be left on a shared phone.
 */
export function withoutLinkSecrets(text: string): string {
  return text.replace(/([?&]token=)[^&\s]+/g, "$1retiré-de-l-export");
}
