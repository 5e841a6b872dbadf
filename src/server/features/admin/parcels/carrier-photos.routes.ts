import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { registerUploads, sendStoredFile, uploadRoute } from "#server/features/files";
import { conflict } from "#server/http/app-error";
import { PHOTO_TOO_LARGE_MESSAGE } from "#shared/parcel-photo-limits";
import { NO_HANDOVER_PHOTO_MESSAGE, NOT_HANDED_OVER_MESSAGE } from "#shared/parcels/handover";
import { parcelIdParamsSchema as params } from "#shared/parcels/request-api";
import { NO_SCALE_PHOTO_MESSAGE, NOT_WEIGHED_MESSAGE } from "#shared/parcels/weigh-in";
import { readCarrierPhoto, saveCarrierPhoto } from "./carrier-photo.service";

/**
 * The carrier's photos of a parcel, each one WebP file replaced by the next: on the scale at the
 * weigh-in, and at the handover on the collecting person's ID (docs/product/recipients.md).
 */
const PHOTOS = [
  {
    path: "scale-photo",
    column: "scalePhotoFileId",
    name: "pesee",
    missing: NO_SCALE_PHOTO_MESSAGE,
    // Taken once weighed.
    refuse: (parcel) => {
      if (parcel.measuredAt === null) throw conflict("NOT_WEIGHED", NOT_WEIGHED_MESSAGE);
    },
  },
  {
    path: "handover-photo",
    column: "handoverPhotoFileId",
    name: "remise",
    missing: NO_HANDOVER_PHOTO_MESSAGE,
    // Taken at the handover, once delivered.
    refuse: (parcel) => {
      if (parcel.status !== "delivered" || parcel.handoverMethod === null) {
        throw conflict("NOT_HANDED_OVER", NOT_HANDED_OVER_MESSAGE);
      }
    },
  },
] as const satisfies readonly {
  path: string;
  column: Parameters<typeof saveCarrierPhoto>[2];
  name: string;
  missing: string;
  refuse: Parameters<typeof saveCarrierPhoto>[3];
}[];

/**
 * Each photo is sent as the multipart field `photo`, re-encoded to WebP, and read back by the admin.
 * Inside the admin plugin, whose hook already requires an administrator.
 */
export const carrierPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);

  for (const photo of PHOTOS) {
    uploadRoute(
      app,
      `/:id/${photo.path}`,
      {
        guard: app.guards.requireAdmin,
        params,
        created: z.object({ width: z.number().int(), height: z.number().int() }),
        field: "photo",
        tooLarge: PHOTO_TOO_LARGE_MESSAGE,
      },
      (_request, { id }, readFile) =>
        saveCarrierPhoto(
          app.database.db,
          id,
          photo.column,
          photo.refuse,
          async () => (await readFile()).content,
        ),
    );

    app.get(`/:id/${photo.path}`, { schema: { params } }, async (request, reply) =>
      sendStoredFile(
        reply,
        await readCarrierPhoto(app.database.db, request.params.id, photo.column, photo.missing),
        `${photo.name}-${request.params.id}.webp`,
      ),
    );
  }
};
