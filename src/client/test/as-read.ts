/**
 * A product text as Testing Library's text queries and jest-dom's toHaveTextContent read the page:
 * they read every space of the page, no-break ones included, as an ordinary one, but compare with the
 * text asked for as it is (decision 074). Accessible names (`getByRole(…, { name })`) keep no-break
 * spaces: ask for those as the product writes them.
 */
export const asRead = (text: string): string => text.replace(/\s+/g, " ");
