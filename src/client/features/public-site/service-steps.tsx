import {
  CalendarDays,
  ClipboardList,
  type LucideIcon,
  PackageCheck,
  PackageOpen,
  Plane,
  Wallet,
} from "lucide-react";

type Step = { icon: LucideIcon; title: string; text: string };

/** How it works, from the request to the delivery (docs/product/public-site.md#services). */
const STEPS: readonly Step[] = [
  {
    icon: ClipboardList,
    title: "Votre demande",
    text: "Créez votre compte, décrivez votre colis (contenu, poids estimé, photos) et choisissez le trajet. Le prix s'affiche au fur et à mesure.",
  },
  {
    icon: CalendarDays,
    title: "La date de transport",
    text: "Choisissez une des dates proposées pour votre trajet. Aucune date pour l'instant ? Demandez à être prévenu par e-mail dès qu'une date est publiée.",
  },
  {
    icon: Wallet,
    title: "Le paiement",
    text: "Réglez par Mobile Money ou par virement bancaire, puis envoyez votre preuve de paiement. Votre demande est acceptée dès réception du paiement.",
  },
  {
    icon: PackageOpen,
    title: "Le dépôt",
    text: "Déposez votre colis, bien emballé, à notre point de réception avant la date de transport.",
  },
  {
    icon: Plane,
    title: "Le transport",
    text: "Un transporteur vérifié voyage avec votre colis. Vous pouvez échanger directement avec lui et suivez chaque étape dans « Mes Colis ».",
  },
  {
    icon: PackageCheck,
    title: "La livraison",
    text: "Votre colis est livré 1 à 2 jours après la date de transport. Le destinataire peut suivre son arrivée grâce au lien de suivi.",
  },
];

export function ServiceSteps() {
  return (
    <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {STEPS.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className="relative rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="text-sm font-bold tracking-wide text-brand-800 uppercase">
              Étape {index + 1}
            </span>
          </div>
          <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
          <p className="mt-2 leading-relaxed text-stone-600">{text}</p>
        </li>
      ))}
    </ol>
  );
}
