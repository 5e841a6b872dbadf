import { CircleAlert, CircleCheck, Info, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export type NoticeTone = "success" | "error" | "info";

const TONES: Record<NoticeTone, { icon: LucideIcon; classes: string }> = {
  success: { icon: CircleCheck, classes: "border-green-200 bg-green-50 text-green-900" },
  error: { icon: CircleAlert, classes: "border-red-200 bg-red-50 text-red-800" },
  info: { icon: Info, classes: "border-sky-200 bg-sky-50 text-sky-900" },
};

/**
 * A message box. Errors are role="alert" (read at once); the rest role="status" (read politely),
 * so a screen reader hears the outcome of a form without hunting for it.
 */
export function Notice({
  tone,
  children,
  className = "",
  action,
}: {
  tone: NoticeTone;
  children: ReactNode;
  className?: string;
  /** A button or link on the right, such as "Fermer". */
  action?: ReactNode;
}) {
  const { icon: Icon, classes } = TONES[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-2.5 rounded-lg border p-3 text-sm ${classes} ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex-1 leading-relaxed">{children}</div>
      {action}
    </div>
  );
}
