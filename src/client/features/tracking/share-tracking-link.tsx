import { MessageCircle } from "lucide-react";
import { useId } from "react";
import { buttonClasses } from "#client/ui/button-styles";
import { CopyButton } from "#client/ui/copy-button";
import { ExternalLink } from "#client/ui/external-link";
import { publicTrackingPath } from "#shared/tracking/tracking-code";
import { routeText } from "./tracking-format";

/**
 * The message a client sends the recipient (docs/product/parcels.md#tracking-screen), in French, with the
 * link at the end.
 */
export function whatsAppShareUrl(link: string, fromCountry: string, toCountry: string): string {
  const message = `Bonjour ! Voici le lien pour suivre le colis Colibri (${routeText(fromCountry, toCountry)}) : ${link}`;
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/**
 * The public link /suivi/CODE (docs/product/parcels.md#public-tracking) for the recipient, to copy or to
 * send by WhatsApp.
 */
export function ShareTrackingLink({
  trackingCode,
  fromCountry,
  toCountry,
}: {
  trackingCode: string;
  fromCountry: string;
  toCountry: string;
}) {
  const inputId = useId();
  const link = `${window.location.origin}${publicTrackingPath(trackingCode)}`;
  return (
    <div>
      <label htmlFor={inputId} className="text-sm text-stone-700">
        Toute personne qui a ce lien peut suivre le colis (trajet, statut, historique), sans voir vos
        informations personnelles.
      </label>
      <input
        id={inputId}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-2 block w-full rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-stone-900"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton
          text={link}
          label="Copier le lien"
          announcement="Lien de suivi copié"
          variant="secondary"
        />
        <ExternalLink
          href={whatsAppShareUrl(link, fromCountry, toCountry)}
          className={buttonClasses("secondary")}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Partager sur WhatsApp
        </ExternalLink>
      </div>
    </div>
  );
}
