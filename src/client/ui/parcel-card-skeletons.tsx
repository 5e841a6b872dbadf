/**
 * Card-shaped grey blocks while a parcel list loads: the page keeps its layout (no spinner). Mes Colis'
 * list and the page placeholder draw the same cards.
 */
export function ParcelCardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={index} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <div className="h-4 w-3/4 rounded bg-stone-200 motion-safe:animate-pulse" />
          <div className="mt-3 flex gap-3">
            <div className="h-5 w-28 rounded-full bg-stone-200 motion-safe:animate-pulse" />
            <div className="h-5 w-24 rounded bg-stone-200 motion-safe:animate-pulse" />
          </div>
          <div className="mt-2 h-3 w-1/2 rounded bg-stone-200 motion-safe:animate-pulse" />
        </li>
      ))}
    </ul>
  );
}
