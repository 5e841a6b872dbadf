import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Smartphone } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { apiFetch } from "#client/lib/api-client";
import { ErrorMessage } from "#client/ui/error-message";
import {
  PUSH_DENIED_MESSAGE,
  PUSH_FAILED_MESSAGE,
  PUSH_OTHER_DEVICES,
  PUSH_SWITCH_HINT,
  PUSH_SWITCH_LABEL,
  PUSH_UNSUPPORTED_MESSAGE,
  type PushSettings,
} from "#shared/push-notifications";
import { browserSupportsPush, currentSubscription, subscribeThisBrowser } from "./browser-push";

const KEY = ["accounts", "push"];

class PushDenied extends Error {}

/**
 * The profile's 'Recevoir les notifications sur cet appareil' (docs/product/notifications.md#push): on
 * asks the browser's permission, subscribes this browser and gives the server its subscription; off
 * removes it from the server first, then from the browser. Hidden where the server has no VAPID keys.
 * The switch is about this device only; the account's other devices are counted below it.
 */
export function PushSwitch() {
  const queryClient = useQueryClient();
  const labelId = useId();
  const supported = browserSupportsPush();
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiFetch<PushSettings>("/api/accounts/push", { signal }),
  });
  // This browser's endpoint, read once the page runs (never on the server's render).
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!supported || !data?.publicKey) return;
    let live = true;
    currentSubscription()
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => live && setEndpoint(null));
    return () => {
      live = false;
    };
  }, [supported, data?.publicKey]);

  const thisDevice = data?.devices.find((device) => device.endpoint === endpoint);
  const others = (data?.devices.length ?? 0) - (thisDevice ? 1 : 0);

  const save = useMutation({
    mutationFn: async (on: boolean) => {
      if (on) {
        const subscription = await subscribeThisBrowser(data?.publicKey as string);
        if (subscription === "denied") throw new PushDenied();
        await apiFetch("/api/accounts/push/subscriptions", { method: "POST", body: subscription });
        setEndpoint(subscription.endpoint ?? null);
      } else {
        if (thisDevice)
          await apiFetch(`/api/accounts/push/subscriptions/${thisDevice.id}`, { method: "DELETE" });
        await (await currentSubscription())?.unsubscribe();
        setEndpoint(null);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });

  if (!data?.publicKey) return null;
  const enabled = save.isPending ? (save.variables ?? false) : Boolean(thisDevice);
  const problem = !supported
    ? PUSH_UNSUPPORTED_MESSAGE
    : save.error instanceof PushDenied
      ? PUSH_DENIED_MESSAGE
      : save.error
        ? PUSH_FAILED_MESSAGE
        : null;
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Smartphone aria-hidden="true" className="size-5" />
        </span>
        <div className="flex-1">
          <p id={labelId} className="text-base font-semibold text-stone-900 sm:text-lg">
            {PUSH_SWITCH_LABEL}
          </p>
          <p className="mt-0.5 text-sm leading-relaxed text-stone-600">{PUSH_SWITCH_HINT}</p>
          {others > 0 && <p className="mt-1 text-sm text-stone-600">{PUSH_OTHER_DEVICES(others)}</p>}
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby={labelId}
          disabled={!supported || endpoint === undefined || save.isPending}
          onClick={() => save.mutate(!enabled)}
          className={`relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${enabled ? "bg-brand-700" : "bg-stone-300"}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${enabled ? "translate-x-6" : "translate-x-1"}`}
          />
        </button>
      </div>
      {problem && <ErrorMessage error={true} message={problem} className="mt-4" />}
    </section>
  );
}
