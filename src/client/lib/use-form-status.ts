import { useCallback, useEffect, useRef, useState } from "react";

/** Profile and reset-view messages go away after 3 seconds (docs/product/README.md#timings). */
export const MESSAGE_CLEAR_MS = 3000;

export type FormStatus = "idle" | "loading" | "success" | "error";

type State = { status: FormStatus; message: string | null };

const IDLE: State = { status: "idle", message: null };

/**
 * Profile forms (docs/product/accounts.md#profile): idle → loading → success or error, and the message
 * clears after 3 s. The timer is cancelled when the form goes away, so it never touches a page that is
 * gone.
 */
export function useFormStatus(clearAfterMs = MESSAGE_CLEAR_MS) {
  const [state, setState] = useState<State>(IDLE);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const cancelTimer = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancelTimer, [cancelTimer]);

  const settle = useCallback(
    (status: "success" | "error", message: string) => {
      cancelTimer();
      setState({ status, message });
      timer.current = setTimeout(() => setState(IDLE), clearAfterMs);
    },
    [cancelTimer, clearAfterMs],
  );

  const start = useCallback(() => {
    cancelTimer();
    setState({ status: "loading", message: null });
  }, [cancelTimer]);

  const reset = useCallback(() => {
    cancelTimer();
    setState(IDLE);
  }, [cancelTimer]);

  const succeed = useCallback((message: string) => settle("success", message), [settle]);
  const fail = useCallback((message: string) => settle("error", message), [settle]);

  return { ...state, start, succeed, fail, reset };
}
