import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { useId } from "react";
import {
  EMAIL_NOTIFICATIONS_HINT,
  EMAIL_NOTIFICATIONS_LABEL,
  type EmailNotifications,
} from "../../../shared/email-notifications";
import { apiFetch } from "../../lib/api-client";
import { ErrorMessage } from "../../ui/error-message";

const KEY = ["accounts", "email-notifications"] as const;
const PATH = "/api/accounts/email-notifications";

/** B3's profile switch: parcel e-mails on or off (account e-mails always go). Saved as soon as toggled. */
export function EmailNotificationsSwitch() {
  const queryClient = useQueryClient();
  const labelId = useId();
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiFetch<EmailNotifications>(PATH, { signal }),
  });
  const save = useMutation({
    mutationFn: (enabled: boolean) =>
      apiFetch<EmailNotifications>(PATH, { method: "PUT", body: { enabled } }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
  const enabled = save.isPending ? (save.variables ?? false) : (data?.enabled ?? true);
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Bell aria-hidden="true" className="size-5" />
        </span>
        <div className="flex-1">
          <p id={labelId} className="text-base font-semibold text-stone-900 sm:text-lg">
            {EMAIL_NOTIFICATIONS_LABEL}
          </p>
          <p className="mt-0.5 text-sm leading-relaxed text-stone-600">{EMAIL_NOTIFICATIONS_HINT}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby={labelId}
          disabled={data === undefined || save.isPending}
          onClick={() => save.mutate(!enabled)}
          className={`relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${enabled ? "bg-brand-700" : "bg-stone-300"}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${enabled ? "translate-x-6" : "translate-x-1"}`}
          />
        </button>
      </div>
      {save.error && <ErrorMessage error={save.error} className="mt-4" />}
    </section>
  );
}
