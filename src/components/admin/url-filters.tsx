'use client';

import type { ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import { TextInput } from './ui-kit';

// A screen's filters and page kept in the URL (?state=new&page=2…), so back, reload and a
// shared link land on the same rows. Page 1 and 25 a page are the defaults and stay out of it.

export type UrlFilters<Name extends string> = Partial<Record<Name, string>> & { page: number; pageSize: number };

export function useUrlFilters<Name extends string>(names: readonly Name[]): [UrlFilters<Name>, (next: Partial<Record<string, string | number | undefined>>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = { page: Number(params.get('page')) || 1, pageSize: Number(params.get('pageSize')) || 25 } as UrlFilters<Name>;
  for (const name of names) {
    const value = params.get(name);
    if (value) (filters as Record<string, unknown>)[name] = value;
  }
  const update = (next: Partial<Record<string, string | number | undefined>>) => {
    // Any change but the page itself starts again at page 1.
    const merged: Record<string, string | number | undefined> = { ...filters, ...next, page: next.page ?? 1 };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged))
      if (value !== undefined && value !== '' && !(key === 'page' && value === 1) && !(key === 'pageSize' && value === 25)) search.set(key, String(value));
    setParams(search, { replace: true });
  };
  return [filters, update];
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
