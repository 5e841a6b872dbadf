import { Mail } from "lucide-react";
import { type ButtonVariant, buttonClasses } from "#client/ui/button-styles";
import { isWebmail, webmailUrl } from "./webmail-url";

/** 'Ouvrir ma boîte mail': the address's webmail in a new tab, or the phone's mail app. */
export function OpenMailboxLink({ email, variant = "primary" }: { email: string; variant?: ButtonVariant }) {
  const url = webmailUrl(email);
  const newTab = isWebmail(url);
  return (
    <a
      href={url}
      // Long labels wrap on a narrow phone instead of overflowing (buttons do not wrap by default).
      className={buttonClasses(variant, "lg", "text-center whitespace-normal!")}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      <Mail aria-hidden="true" className="size-5" />
      Ouvrir ma boîte mail
      {newTab && <span className="sr-only"> (nouvel onglet)</span>}
    </a>
  );
}
