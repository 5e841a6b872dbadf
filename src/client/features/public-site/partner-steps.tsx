const STEPS = [
  {
    title: "Choisissez vos articles",
    text: "Faites vos achats sur Amazon, Shein ou Temu, comme d'habitude.",
  },
  {
    title: "Livrez-les à notre adresse",
    text: "Au moment de payer, indiquez notre adresse de réception en France (bouton « Copier l'adresse »), avec votre nom en complément d'adresse pour que nous reconnaissions votre commande.",
  },
  {
    title: "Faites votre demande Colibri",
    text: "Créez une demande d'envoi avec le lien du produit, son poids estimé et la date de transport qui vous convient.",
  },
  {
    title: "Payez le transport",
    text: "Au tarif unique au kilo, par Mobile Money ou par virement bancaire.",
  },
  {
    title: "Recevez votre commande au Togo",
    text: "Nous réceptionnons vos articles en France et les acheminons jusqu'à vous. Vous suivez chaque étape dans « Mes Colis ».",
  },
] as const;

/** The partner sites' 5-step how-it-works list (docs/product/public-site.md#partner-sites). */
export function PartnerSteps() {
  return (
    <ol className="mt-10 space-y-4">
      {STEPS.map((step, index) => (
        <li
          key={step.title}
          className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-stone-900">{step.title}</h3>
            <p className="mt-1 leading-relaxed text-stone-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
