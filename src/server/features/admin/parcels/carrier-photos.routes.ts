import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { registerUploads, sendStoredFile, uploadRoute } from "#server/features/files";
import { PHOTO_TOO_LARGE_MESSAGE } from "#shared/parcel-photo-limits";
import { parcelIdParamsSchema as params } from "#shared/parcels/request-api";
import { readHandoverPhoto, saveHandoverPhoto } from "./handover-photo.service";
import { readScalePhoto, saveScalePhoto } from "./scale-photo.service";

/**
 * The carrier's photos of a parcel, each one WebP file replaced by the next: on the scale at the
 * weigh-in, and at the handover on the collecting person's ID (docs/product/recipients.md).
 */
const PHOTOS = [
  { path: "scale-photo", save: saveScalePhoto, read: readScalePhoto, name: "pesee" },
  { path: "handover-photo", save: saveHandoverPhoto, read: readHandoverPhoto, name: "remise" },
] as const;

/**
 * The photo of a weighed parcel on the scale (docs/product/departures.md#weigh-in): multipart field
 * `photo`, re-encoded to WebP; read back by the admin. Inside the admin plugin, whose hook already
 * requires an administrator.
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
      (_request, { id }, readFile) => photo.save(app.database.db, id, async () => (await readFile()).content),
    );

    app.get(`/:id/${photo.path}`, { schema: { params } }, async (request, reply) =>
      sendStoredFile(
        reply,
        await photo.read(app.database.db, request.params.id),
        `${photo.name}-${request.params.id}.webp`,
      ),
    );
  }
};
