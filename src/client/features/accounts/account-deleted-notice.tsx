import { useLocation, useNavigate } from "react-router";
import { CloseMessageButton } from "#client/ui/close-message-button";
import { Notice } from "#client/ui/notice";

/** Where the profile lands once the account is deleted (docs/product/accounts.md#account-deletion). */
export const ACCOUNT_DELETED_PATH = "/?compte=supprime";
export const ACCOUNT_DELETED =
  "Votre compte a été supprimé, ainsi que vos données. Vous pouvez créer un nouveau compte à tout moment.";

/**
 * The notice on home after a deletion, shown by the layout like the confirmation notice; it goes with
 * its ✕ or the next page. The session is already gone: nothing to read again.
 */
export function AccountDeletedNotice() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  if (new URLSearchParams(search).get("compte") !== "supprime") return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <Notice
        tone="success"
        action={<CloseMessageButton onClick={() => void navigate(pathname, { replace: true })} />}
      >
        <p className="font-medium">{ACCOUNT_DELETED}</p>
      </Notice>
    </div>
  );
}
