import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * Takes over what was typed into a prerendered input before its code arrived (a slow phone shows the
 * page seconds before it is interactive, decision 087): hydration leaves the typed text in the box but
 * not in the component's state, so the state is set from the box right after the first commit, before
 * the browser paints. Not as the initial state: a first render other than the server's HTML (another
 * price under the box) is a hydration mismatch, which React reports and redraws.
 *
 * Returns the ref to put on the input. Rendered in the browser from the start, the box holds the
 * state's own value and nothing happens.
 */
export function useTypedBeforeHydration(
  value: string,
  adopt: (typed: string) => void,
): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the first commit (the hydration).
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
  }, []);
  return ref;
}
