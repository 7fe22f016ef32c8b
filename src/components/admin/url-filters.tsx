'use client';

import type { ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import { TextInput } from './ui-kit';
import { filterUpdater, filtersIn, type FilterChange, type UrlFilters } from './url-filter-search';

// A screen's filters and page kept in the URL (?state=new&page=2…), so back, reload and a
// shared link land on the same rows. Page 1 and 25 a page are the defaults and stay out of it.

export type { UrlFilters } from './url-filter-search';

export function useUrlFilters<Name extends string>(names: readonly Name[]): [UrlFilters<Name>, (next: FilterChange) => void] {
  const [params, setParams] = useSearchParams();
  // The router's own setter merges with the URL of this render; the window's URL is the one as it
  // stands (the router writes it at once), so a second change before the next render keeps the first.
  const update = filterUpdater(
    names,
    () => window.location.search,
    (search) => setParams(search, { replace: true }),
  );
  return [filtersIn(params, names), update];
}

/** One end of a date range: a labelled date box, cleared to no bound. */
export function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
  testId,
}: {
  label: string;
  value?: string;
  min?: string;
  max?: string;
  onChange: (value: string | undefined) => void;
  testId: string;
}) {
  return (
    <label className="a-inline-field">
      <span className="a-muted">{label}</span>
      <TextInput type="date" className="a-date" value={value ?? ''} min={min} max={max} onChange={(e) => onChange(e.target.value || undefined)} data-testid={testId} />
    </label>
  );
}

/**
 * A typed filter box that starts from the URL's value and is drawn afresh when that changes
 * (back, clear); the screen says when a typed value counts (`onChange`, `onBlur`…).
 */
export function FilterBox({ label, value, testId, ...input }: ComponentProps<typeof TextInput> & { label: string; value?: string; testId: string }) {
  return <TextInput placeholder={label} aria-label={label} key={value ?? ''} defaultValue={value ?? ''} data-testid={testId} {...input} />;
}
