import type { LucideIcon } from "lucide-react";
import { type ReactNode, type Ref, useId } from "react";

type ProfileSectionProps = {
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  /** Beside the title, e.g. the 'Activée' badge. */
  badge?: ReactNode;
  /** For a section that moves focus to its title after an action (the title becomes focusable). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** An anchor other pages link to (the privacy page links to #mes-donnees). */
  id?: string;
  children: ReactNode;
};

/** One card of the profile: an icon, a title the section is named by, a line saying what it is for. */
export function ProfileSection({
  title,
  description,
  icon: Icon,
  badge,
  headingRef,
  id,
  children,
}: ProfileSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={headingRef ? -1 : undefined}
              className="text-lg font-semibold text-stone-900 focus:outline-none"
            >
              {title}
            </h2>
            {badge}
          </div>
          <div className="mt-0.5 text-sm leading-relaxed text-stone-600">{description}</div>
        </div>
      </div>
      {children}
    </section>
  );
}
