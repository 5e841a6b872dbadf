import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../lib/use-document-title";
import { ButtonLink } from "./button";

type ComingSoonProps = {
  title: string;
  /** Extra lines under the note. */
  children?: ReactNode;
  /** Buttons shown before "Retour à l'accueil", on the same row. */
  actions?: ReactNode;
};

/** The placeholder every page shows until its own issue lands: its French title and a short note. */
export function ComingSoon({ title, children, actions }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-stone-600">Cette page arrive bientôt.</p>
        {children}
        <div className="mt-8 flex flex-wrap items-center gap-3">
          {actions}
          <ButtonLink to="/" variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Retour à l'accueil
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
