import { ArrowDown } from "lucide-react";
import { scrollBehavior } from "#client/lib/prefers-reduced-motion";
import { Button } from "#client/ui/button";

/** The id of home's services section, which 'Découvrir nos Services' scrolls to. */
export const SERVICES_SECTION_ID = "services";

function scrollToServices() {
  const section = document.getElementById(SERVICES_SECTION_ID);
  if (!section) return;
  section.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  // Move keyboard focus along with the view, without a second, abrupt scroll.
  section.focus({ preventScroll: true });
}

/** A button, not a hash link: decision 027 says why. An island of its own (decision 076). */
export function ScrollToServicesButton() {
  return (
    <Button variant="ghost-on-dark" size="lg" onClick={scrollToServices}>
      Découvrir nos Services
      <ArrowDown aria-hidden="true" className="size-5" />
    </Button>
  );
}
