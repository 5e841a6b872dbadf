import { StarRating } from "#client/ui/star-rating";

/** A static testimonial: name, route, rating, comment. */
type Testimonial = { name: string; route: string; rating: number; comment: string };

const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Afi M.",
    route: "Paris → Lomé",
    rating: 5,
    comment:
      "J'envoie régulièrement des vêtements et des produits de beauté à ma mère. Le colis arrive toujours en parfait état, et je peux parler au transporteur pendant tout le trajet.",
  },
  {
    name: "Kossi A.",
    route: "Lyon → Lomé",
    rating: 5,
    comment:
      "Un prix clair au kilo, sans mauvaise surprise. J'ai suivi mon colis étape par étape jusqu'à la livraison chez mon frère.",
  },
  {
    name: "Essi D.",
    route: "Marseille → Lomé",
    rating: 5,
    comment:
      "J'ai commandé sur Amazon avec leur adresse en France, et tout est arrivé à Lomé deux jours après le départ. Très réactifs sur WhatsApp.",
  },
];

/** Home's three testimonials (docs/product/public-site.md#home), each with 5 stars and a route. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="testimonials-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          Ils nous font confiance
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-stone-600">
          Des familles de France envoient chaque mois leurs colis à leurs proches au Togo.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-stone-200 bg-stone-50 p-6">
                <StarRating rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1 leading-relaxed text-stone-800">
                  <p>« {testimonial.comment} »</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                  >
                    {testimonial.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-stone-900">{testimonial.name}</span>
                    <span className="block text-sm text-stone-600">{testimonial.route}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
