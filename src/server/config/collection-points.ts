import type { CollectionPoint } from "#shared/tracking/tracking-schemas";
import type { Config } from "./config";
import { hoursLines, lines } from "./public-config";

/**
 * Where a recipient collects a parcel arriving in `country`, from the configuration
 * (docs/product/recipients.md#ready-for-pickup); null where the carrier has no collection point.
 */
export function collectionPointFor(
  config: Pick<
    Config,
    "COLLECTION_POINT_TG" | "COLLECTION_HOURS_TG" | "COLLECTION_POINT_FR" | "COLLECTION_HOURS_FR"
  >,
  country: string,
): CollectionPoint | null {
  if (country === "TG") {
    return { address: lines(config.COLLECTION_POINT_TG), hours: hoursLines(config.COLLECTION_HOURS_TG) };
  }
  if (country === "FR") {
    return { address: lines(config.COLLECTION_POINT_FR), hours: hoursLines(config.COLLECTION_HOURS_FR) };
  }
  return null;
}
