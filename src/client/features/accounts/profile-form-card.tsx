import type { LucideIcon } from "lucide-react";
import type { FormEvent, ReactNode, RefObject } from "react";
import type { FormStatus } from "#client/lib/use-form-status";
import { Notice } from "#client/ui/notice";
import { SubmitButton } from "#client/ui/submit-button";
import { ProfileSection } from "./profile-section";

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
  icon,
  formRef,
  onSubmit,
  status,
  message,
  submitLabel,
  children,
}: ProfileFormCardProps) {
  return (
    <ProfileSection title={title} description={description} icon={icon}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        {children}
        {message && (status === "success" || status === "error") && (
          <Notice tone={status === "success" ? "success" : "error"}>{message}</Notice>
        )}
        <SubmitButton loading={status === "loading"} className="w-full sm:w-auto">
          {submitLabel}
        </SubmitButton>
      </form>
    </ProfileSection>
  );
}
