import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerUploads, sendStoredFile, uploadRoute } from "#server/features/files";
import { noStoreByDefault } from "#server/http/no-store";
import { signedInUser } from "#server/http/signed-in-user";
import { PHOTO_TOO_LARGE_MESSAGE } from "#shared/parcel-photo-limits";
import { parcelIdParamsSchema, photoParamsSchema, uploadedPhotoSchema } from "#shared/parcels/request-api";
import { addParcelPhoto, readParcelPhoto } from "./parcel-photos.service";

/**
 * Parcel photos (docs/product/request.md#photos): upload one per request (field `photo`), read back by
 * the owner or an admin.
 */
export const parcelPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  noStoreByDefault(app);
  await registerUploads(app);

  uploadRoute(
    app,
    "/parcels/:id/photos",
    {
      guard: app.guards.requireConfirmed,
      params: parcelIdParamsSchema,
      created: uploadedPhotoSchema,
      field: "photo",
      tooLarge: PHOTO_TOO_LARGE_MESSAGE,
    },
    (request, params, readFile) =>
      addParcelPhoto(
        app.database.db,
        signedInUser(request),
        params.id,
        async () => (await readFile()).content,
      ),
  );

  for (const variant of ["full", "thumbnail"] as const) {
    app.get(
      variant === "full" ? "/parcels/:id/photos/:photoId" : "/parcels/:id/photos/:photoId/thumbnail",
      { onRequest: app.guards.requireUser, schema: { params: photoParamsSchema } },
      async (request, reply) => {
        const { id, photoId } = request.params;
        const file = await readParcelPhoto(app.database.db, signedInUser(request), id, photoId, variant);
        return sendStoredFile(
          reply,
          file,
          `photo-${photoId}${variant === "thumbnail" ? "-miniature" : ""}.webp`,
        );
      },
    );
  }
};
