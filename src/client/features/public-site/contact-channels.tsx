import { Mail, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { mailtoUrl, whatsappUrl } from "#client/lib/contact-links";
import { usePublicConfig } from "#client/lib/use-public-config";
import { buttonClasses } from "#client/ui/button-styles";
import { ExternalLink } from "#client/ui/external-link";
import { SkeletonLines } from "#client/ui/skeleton-lines";

/** Pre-filled in WhatsApp, so a first message is one tap away and says what it is about. */
export const WHATSAPP_MESSAGE = "Bonjour Colibri, j'ai une question au sujet de l'envoi d'un colis.";

function ChannelCard({
  icon,
  title,
  text,
  detail,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  detail?: string;
  action?: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      {icon}
      <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-stone-600">{text}</p>
      {detail ? (
        <p className="mt-4 font-semibold break-all text-stone-900">{detail}</p>
      ) : (
        <SkeletonLines lines={1} className="mt-4" />
      )}
      <div className="mt-4">{action}</div>
    </li>
  );
}

/** WhatsApp and e-mail, from the settings (docs/product/public-site.md#contact). */
export function ContactChannels() {
  const business = usePublicConfig().data?.business;
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2">
      <ChannelCard
        icon={<MessageCircle aria-hidden="true" className="size-8 text-brand-700" />}
        title="WhatsApp"
        text="Le plus rapide : écrivez-nous, ou envoyez votre preuve de paiement en photo."
        detail={business?.supportWhatsapp}
        action={
          business && (
            <ExternalLink
              href={whatsappUrl(business.supportWhatsapp, WHATSAPP_MESSAGE)}
              className={buttonClasses("primary", "lg", "w-full sm:w-auto")}
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              Écrire sur WhatsApp
            </ExternalLink>
          )
        }
      />
      <ChannelCard
        icon={<Mail aria-hidden="true" className="size-8 text-brand-700" />}
        title="E-mail"
        text="Pour une question détaillée ou des documents : nous répondons sur la même adresse."
        detail={business?.supportEmail}
        action={
          business && (
            <a
              href={mailtoUrl(business.supportEmail)}
              className={buttonClasses("secondary", "lg", "w-full sm:w-auto")}
            >
              <Mail aria-hidden="true" className="size-5" />
              Envoyer un e-mail
            </a>
          )
        }
      />
    </ul>
  );
}
