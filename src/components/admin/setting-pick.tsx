'use client';

import { useGetList, useLocaleState, useTranslate } from 'ra-core';
import type { SettingItemRow } from '@/lib/validation/admin/content';
import { LIST_PAGE_SIZE_MAX } from '@/lib/validation/admin/workspace-list-query';
import { asText } from './field-label';

// A product's unit, packing or colour, picked from the lists kept under 设置 (colours, packs,
// units): the code is what the product stores, the label is the name in the member's language. A
// code no longer on the list (an old import) stays selectable, marked, so opening a product never
// changes it silently.

const RESOURCE = { colour: 'colours', packing: 'packs', unit: 'units' } as const;

export function SettingPick({
  id,
  list,
  value,
  onChange,
  onBlur,
  required,
  invalid,
}: {
  id: string;
  list: keyof typeof RESOURCE;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  invalid?: boolean;
}) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const { data = [], isPending } = useGetList<SettingItemRow>(
    RESOURCE[list],
    { pagination: { page: 1, perPage: LIST_PAGE_SIZE_MAX }, sort: { field: 'sortnum', order: 'ASC' } },
    { staleTime: 60_000 },
  );
  const known = data.some((item) => item.code === value);
  const labelOf = (item: SettingItemRow) => `${(locale === 'en' ? item.nameen : item.name) || item.name || item.code} (${item.code})`;
  return (
    <select
      id={id}
      className="a-input a-select"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      aria-invalid={invalid || undefined}
      aria-busy={isPending || undefined}
      data-testid={`${id}-pick`}
    >
      {required ? null : <option value="">{t('form.none')}</option>}
      {value && !known ? <option value={value}>{isPending ? asText(value) : t('form.notInList', { code: value })}</option> : null}
      {data.map((item) => (
        <option key={item.id} value={item.code}>
          {labelOf(item)}
        </option>
      ))}
    </select>
  );
}
