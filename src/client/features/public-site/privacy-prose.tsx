import type { ReactNode } from "react";

/** Headings, paragraphs and lists of the privacy notice, styled once (no typography plugin: decision 025). */
export function PrivacySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-stone-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-stone-700">{children}</div>
    </section>
  );
}

export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, never reordered.
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A term and its explanation, e.g. "Votre compte : …". */
export function Term({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-stone-900">{children}</strong>;
}
