import type { ParcelPhoto } from "#shared/tracking/tracking-schemas";

/** Thumbnails (the photo thumbnail route, decision 012); each opens the full-size photo in a new tab. */
export function ParcelPhotos({ photos }: { photos: ParcelPhoto[] }) {
  if (photos.length === 0) return <p className="text-sm text-stone-600">Aucune photo.</p>;
  return (
    <ul className="flex flex-wrap gap-3">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noopener"
            className="block overflow-hidden rounded-lg border border-stone-200 hover:border-brand-600"
          >
            <img
              src={photo.thumbnailUrl}
              alt={`Colis, vue ${index + 1} sur ${photos.length} (ouvrir en grand)`}
              loading="lazy"
              width={96}
              height={96}
              className="size-24 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
