// The query string of a screen's filters (see url-filters.tsx), kept apart from React so the
// rules can be tested without a browser: which names count, the defaults left out, and a change
// merged with the URL as it stands when the change is made.

export type UrlFilters<Name extends string> = Partial<Record<Name, string>> & { page: number; pageSize: number };
export type FilterChange = Partial<Record<string, string | number | undefined>>;

/** The screen's filters as `params` hold them; page 1 and 25 a page when absent. */
export function filtersIn<Name extends string>(params: URLSearchParams, names: readonly Name[]): UrlFilters<Name> {
  const filters = { page: Number(params.get('page')) || 1, pageSize: Number(params.get('pageSize')) || 25 } as UrlFilters<Name>;
  for (const name of names) {
    const value = params.get(name);
    if (value) (filters as Record<string, unknown>)[name] = value;
  }
  return filters;
}

/** `current` with `next` applied: any change but the page itself starts again at page 1; empty values and the defaults stay out. */
export function changedSearch(current: URLSearchParams, names: readonly string[], next: FilterChange): URLSearchParams {
  const merged: FilterChange = { ...filtersIn(current, names), ...next, page: next.page ?? 1 };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(merged))
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1) && !(key === 'pageSize' && value === 25)) search.set(key, String(value));
  return search;
}

/**
 * A change applied to the URL as `read` answers it at the moment of the change, not as the screen
 * last rendered it: two changes made before the screen reads the URL again (one filter, then
 * another at once) both stay.
 */
export const filterUpdater =
  (names: readonly string[], read: () => string, write: (search: URLSearchParams) => void) =>
  (next: FilterChange): void =>
    write(changedSearch(new URLSearchParams(read()), names, next));
