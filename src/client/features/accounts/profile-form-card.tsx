import type { LucideIcon } from "lucide-react";
import { type FormEvent, type ReactNode, type RefObject, useId } from "react";
import type { FormStatus } from "#client/lib/use-form-status";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";

type ProfileFormCardProps = {
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  status: FormStatus;
  message: string | null;
  submitLabel: string;
  children: ReactNode;
};

/**
 * One of the three separate profile forms, with its own status message
 * (docs/product/accounts.md#profile).
 */
export function ProfileFormCard({
  title,
  description,
  icon: Icon,
  formRef,
  onSubmit,
  status,
  message,
  submitLabel,
  children,
}: ProfileFormCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          <div className="mt-0.5 text-sm leading-relaxed text-stone-600">{description}</div>
        </div>
      </div>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        {children}
        {message && (status === "success" || status === "error") && (
          <Notice tone={status === "success" ? "success" : "error"}>{message}</Notice>
        )}
        <SubmitButton loading={status === "loading"} className="w-full sm:w-auto">
          {submitLabel}
        </SubmitButton>
      </form>
    </section>
  );
}
