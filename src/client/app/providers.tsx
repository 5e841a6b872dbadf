import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "../lib/query-client";

/** `client` is given when the caller seeds it first (prerendered state, server rendering). */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  // One client for the lifetime of the page; useState keeps it across re-renders.
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
