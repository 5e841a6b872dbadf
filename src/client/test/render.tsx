import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { routerNavigation } from "#client/app/router-navigation";
import { NavigationProvider } from "#client/lib/navigation";

/**
 * Renders a component as the app would (a real QueryClient, a router at `path`) and gives a user to
 * drive it. Queries are not retried: a failed call shows its error at once.
 */
export function renderWithData(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <NavigationProvider value={routerNavigation}>{ui}</NavigationProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
