/** A list's search as a query string: empty and missing values are left out (the server's defaults apply). */
export function searchQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(name, String(value));
  return search.toString();
}
