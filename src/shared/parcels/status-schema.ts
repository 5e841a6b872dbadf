import { z } from "zod";
import { PARCEL_STATUSES, STATUS_FILTERS } from "./status";

// Apart from status.ts, whose labels and colours the lightest pages show without loading Zod.
export const parcelStatusSchema = z.enum(PARCEL_STATUSES);
export const statusFilterSchema = z.enum(STATUS_FILTERS);
