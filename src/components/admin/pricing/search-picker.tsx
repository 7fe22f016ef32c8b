'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { Button, TextInput } from '../ui-kit';

// Pick a row by typing part of it (a customer's email or company, a product's code): up to a page
// of matches under the box, one click adds it. The chosen rows show as chips, each removable.

export function SearchPicker<T>({
  label,
  queryKey,
  search,
  keyOf,
  render,
  onPick,
  testId,
}: {
  label: string;
  queryKey: string;
  search: (q: string) => Promise<T[]>;
  keyOf: (item: T) => number;
  render: (item: T) => ReactNode;
  onPick: (item: T) => void;
  testId: string;
}) {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const found = useQuery({ queryKey: ['pricing-picker', queryKey, q], queryFn: () => search(q), enabled: q.length > 0 });
  const pick = (item: T) => {
    onPick(item);
    setText('');
  };
  return (
    <div className="p-picker">
      <TextInput type="search" placeholder={label} aria-label={label} value={text} onChange={(e) => setText(e.target.value)} data-testid={`${testId}-search`} />
      {q && found.data ? <PickList items={found.data} keyOf={keyOf} render={render} onPick={pick} testId={`${testId}-results`} /> : null}
    </div>
  );
}

/** The matches under a picker's box; "no match" when there are none. */
/** Rows the caller draws (`render`), keyed by `keyOf`: what a pick list and the chips list. */
interface ItemsProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
}

export function PickList<T>({ items, keyOf, render, onPick, testId }: ItemsProps<T> & { onPick: (item: T) => void; testId?: string }) {
  const t = useTranslate();
  return (
    <ul className="p-picker-list" data-testid={testId}>
      {items.length === 0 ? <li className="a-muted a-small">{t('pricing.picker.none')}</li> : null}
      {items.map((item) => (
        <li key={keyOf(item)}>
          <button type="button" className="p-picker-item" onClick={() => onPick(item)}>
            {render(item)}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function Chips<T>({ items, keyOf, render, onRemove, testId }: ItemsProps<T> & { onRemove: (item: T) => void; testId: string }) {
  const t = useTranslate();
  return (
    <ul className="p-chips" data-testid={testId}>
      {items.map((item) => (
        <li key={keyOf(item)} className="p-chip">
          {render(item)}
          <Button small tone="ghost" aria-label={t('pricing.picker.remove')} onClick={() => onRemove(item)}>
            ✕
          </Button>
        </li>
      ))}
    </ul>
  );
}
