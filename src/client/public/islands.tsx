import type { ReactNode } from "react";
import { SiteHeader } from "#client/app/layout/site-header";
import { publicConfigResource } from "#client/lib/use-public-config";
import type { IslandName } from "./island";

/** /suivi/CODE → CODE, decoded as the router's params are. */
function trackingCodeInPath(): string {
  const segment = window.location.pathname.split("/")[2] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What each island renders in the browser: the same element, with the same values, as the page's
 * tree gives it on the server for a visitor. The header is on every page, so it comes with this module;
 * each page's own island is a chunk of its own, downloaded only where it is.
 */
// A visitor's header: no account parts (the islands are hydrated for visitors only, public-main.tsx).
export const ISLANDS: Record<IslandName, () => Promise<ReactNode>> = {
  "site-header": async () => <SiteHeader user={null} />,
  "scroll-to-services": async () => {
    const { ScrollToServicesButton } = await import("#client/features/home/scroll-to-services-button");
    return <ScrollToServicesButton />;
  },
  "price-calculator": async () => {
    const { PriceCalculator } = await import("#client/features/public-site/price-calculator");
    // Without a tariff, the calculator takes the default one, as TariffSection gives it.
    return <PriceCalculator tariff={publicConfigResource.get().data?.tariff} />;
  },
  "delivery-address": async () => {
    const { DeliveryAddressBox } = await import("#client/features/public-site/delivery-address-box");
    return <DeliveryAddressBox />;
  },
  "support-hours": async () => {
    const { SupportHoursCard } = await import("#client/features/public-site/support-hours-card");
    return <SupportHoursCard />;
  },
  "public-tracking": async () => {
    const { PublicTrackingView } = await import("#client/features/tracking/public-tracking-view");
    return <PublicTrackingView code={trackingCodeInPath()} viewer={null} />;
  },
};
