import { RotateCw } from "lucide-react";
import { GENERIC_MESSAGES } from "#shared/api-error";
import { useDocumentTitle } from "../lib/use-document-title";
import { Button } from "../ui/button";

/**
 * Shown inside the layout when a page crashes or its code cannot be downloaded (a new release
 * replaced the files, a dropped connection): reloading fetches the current files.
 */
export function RouteErrorPage() {
  useDocumentTitle("Erreur");
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">Une erreur est survenue</h1>
      <p className="mt-4 text-lg text-stone-600">{GENERIC_MESSAGES.internal}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" className="size-4" />
        Recharger la page
      </Button>
    </section>
  );
}
