import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "./button";

type PageHeroProps = {
  /** A short line above the title, e.g. "Nouveau Service". */
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  /** Buttons after "Retour à l'accueil". */
  actions?: ReactNode;
};

/**
 * The top band of the public pages: each starts with a back-to-home button
 * (docs/product/public-site.md#services), then the
 * page's one h1 and a sentence saying what the page is for.
 */
export function PageHero({ eyebrow, title, intro, actions }: PageHeroProps) {
  return (
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-stone-50">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8 sm:pb-14">
        <ButtonLink to="/" variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour à l'accueil
        </ButtonLink>
        <div className="mt-8 max-w-3xl">
          {eyebrow && <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">{eyebrow}</p>}
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl">
            {title}
          </h1>
          <div className="mt-4 text-lg leading-relaxed text-stone-700">{intro}</div>
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>}
        </div>
      </div>
    </div>
  );
}

/** A page section's h2 with an optional lead sentence, the same on every public page. */
export function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: ReactNode }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {title}
      </h2>
      {lead && <p className="mt-3 text-lg leading-relaxed text-stone-600">{lead}</p>}
    </div>
  );
}
