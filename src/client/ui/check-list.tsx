import { Check, type LucideIcon } from "lucide-react";

type CheckListProps = {
  items: readonly string[];
  /** The list's own layout (spacing, wrapping, text colour). */
  className?: string;
  itemClassName?: string;
  icon?: LucideIcon;
  iconClassName?: string;
};

/** A list of short promises or rules, each after an icon that screen readers skip (a tick by default). */
export function CheckList({
  items,
  className = "mt-6 space-y-2",
  itemClassName = "flex items-start gap-2 text-stone-800",
  icon: Icon = Check,
  iconClassName = "mt-0.5 size-5 shrink-0 text-brand-700",
}: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon aria-hidden="true" className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
