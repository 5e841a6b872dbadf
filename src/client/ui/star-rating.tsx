import { Star } from "lucide-react";

/** Five stars read as one image: "5 étoiles sur 5", rather than five unlabelled icons. */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <span role="img" aria-label={`${rating} étoiles sur ${max}`} className="inline-flex gap-0.5">
      {Array.from({ length: max }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, never reordered.
          key={index}
          aria-hidden="true"
          className={`size-5 ${index < rating ? "fill-accent-400 text-accent-500" : "text-stone-300"}`}
        />
      ))}
    </span>
  );
}
