import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { apiFetch } from "#client/lib/api-client";
import { ErrorMessage } from "#client/ui/error-message";

type PreferenceSwitchProps = {
  /** The API path of the switch, e.g. `/api/accounts/email-notifications`. */
  path: string;
  label: string;
  hint: string;
  icon: LucideIcon;
};

type Switch = { enabled: boolean };

/**
 * One profile switch (docs/product/accounts.md#email-switches): read from the server, saved as soon as
 * toggled, shown in its new position while the save is under way.
 */
export function PreferenceSwitch({ path, label, hint, icon: Icon }: PreferenceSwitchProps) {
  const queryClient = useQueryClient();
  const labelId = useId();
  const key = ["accounts", path];
  const { data } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<Switch>(path, { signal }),
  });
  const save = useMutation({
    mutationFn: (enabled: boolean) => apiFetch<Switch>(path, { method: "PUT", body: { enabled } }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  const enabled = save.isPending ? (save.variables ?? false) : (data?.enabled ?? true);
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex-1">
          <p id={labelId} className="text-base font-semibold text-stone-900 sm:text-lg">
            {label}
          </p>
          <p className="mt-0.5 text-sm leading-relaxed text-stone-600">{hint}</p>
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
