import { ArrowRight } from "lucide-react";
import { ButtonLink } from "../ui/button";
import { ComingSoon } from "../ui/coming-soon";

export function ServicesPage() {
  return (
    <ComingSoon
      title="Nos services"
      // Seed §2: the services page has a start-now button to the login page.
      actions={
        <ButtonLink to="/login">
          Commencer Maintenant
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      }
    />
  );
}
