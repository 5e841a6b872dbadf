import { apiDownload, apiFetch } from "#client/lib/api-client";
import { DELETE_ACCOUNT_PATH, type DeleteAccountRequest, EXPORT_PATH } from "#shared/account-data";

/**
 * 'Mes données' on the profile (docs/product/accounts.md#data-rights): the export is fetched, then
 * handed to the browser as a download, so a refusal (too many exports, session ended) shows as a
 * French message on the profile instead of a file holding an error.
 */
export async function downloadMyData(): Promise<void> {
  const { blob, name } = await apiDownload(EXPORT_PATH, "colibri-mes-donnees.zip");
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Deletes the signed-in account; the answer also expires the session cookie. */
export const deleteMyAccount = (body: DeleteAccountRequest) =>
  apiFetch(DELETE_ACCOUNT_PATH, { method: "POST", body });
