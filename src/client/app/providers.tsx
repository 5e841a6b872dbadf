import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "../lib/query-client";

export function AppProviders({ children }: { children: ReactNode }) {
  // One client for the lifetime of the page; useState keeps it across re-renders.
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
