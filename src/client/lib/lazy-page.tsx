import { type ComponentType, lazy } from "react";

/**
 * A page (or a heavy part of one) in its own chunk, downloaded on first use: a visitor on a slow
 * phone never downloads the account or admin screens (decision 025). On a prerendered page, React keeps the
 * server's HTML on screen until the chunk arrives, then hydrates it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of the component are inferred from the module.
export function lazyPage<Name extends string, Props = any>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
