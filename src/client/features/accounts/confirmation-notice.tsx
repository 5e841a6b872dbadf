import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { CloseMessageButton } from "#client/ui/close-message-button";
import { textLinkClass } from "#client/ui/link-styles";
import { Notice } from "#client/ui/notice";
import { invalidateSession, useSession } from "./session";

export const EMAIL_CONFIRMED = "Votre adresse e-mail est confirmée. Bienvenue !";
export const CONFIRMATION_LINK_INVALID = "Ce lien de confirmation est invalide ou a expiré.";

/**
 * The confirmation link of the e-mail signs in and lands on `/?confirmed=1` (or with `&error=…`
 * when the link is bad). Shown by the layout, so that an admin moved from home to the dashboard
 * still sees it. The session changed on the server: it is read again.
 */
export function ConfirmationNotice() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const params = new URLSearchParams(search);
  const confirmed = params.get("confirmed") === "1";
  const failed = params.has("error");

  useEffect(() => {
    if (confirmed) invalidateSession();
  }, [confirmed]);

  if (!confirmed) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <Notice
        tone={failed ? "error" : "success"}
        action={<CloseMessageButton onClick={() => void navigate(pathname, { replace: true })} />}
      >
        <p className="font-medium">{failed ? CONFIRMATION_LINK_INVALID : EMAIL_CONFIRMED}</p>
        {failed &&
          (user && !user.emailVerified ? (
            <Link to="/waiting-confirmation" className={textLinkClass}>
              Recevoir un nouvel e-mail de confirmation
            </Link>
          ) : (
            !user && <p>Connectez-vous pour recevoir un nouvel e-mail de confirmation.</p>
          ))}
      </Notice>
    </div>
  );
}
