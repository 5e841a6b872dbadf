/**
 * Grey bars in place of text that comes from /api/config: the box keeps its size while the details
 * load, so nothing jumps when they arrive. Hidden from screen readers, which have nothing to read yet.
 */
export function SkeletonLines({ lines = 3, className = "" }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={`block space-y-2 ${className}`}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder bars have no identity.
          key={index}
          className={`block h-4 rounded bg-stone-200 motion-safe:animate-pulse ${index === lines - 1 ? "w-2/3" : "w-full"}`}
        />
      ))}
    </span>
  );
}
