'use client';

import { useGetList, useLocaleState, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import type { TopicRow } from '@/lib/validation/admin/topics';
import { flatten, topicTree } from './topic-tree';

/** The topics, indented by depth, in the workspace language. */
export function useTopicOptions() {
  const [locale] = useLocaleState();
  const { data, isPending } = useGetList<TopicRow>('topics', { pagination: { page: 1, perPage: 200 } }, { staleTime: 30_000 });
  const options = useMemo(
    () => flatten(topicTree(data ?? [])).map((node) => ({ id: node.id, label: `${'\u3000'.repeat(node.depth)}${(locale === 'en' ? node.nameen : node.name) || node.name}` })),
    [data, locale],
  );
  return { options, isPending };
}

export function TopicSelect({
  id,
  value,
  onChange,
  allowEmpty,
  invalid,
  emptyLabel,
  testId,
}: {
  id?: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  allowEmpty?: boolean;
  invalid?: boolean;
  emptyLabel?: string;
  testId?: string;
}) {
  const t = useTranslate();
  const { options } = useTopicOptions();
  return (
    <select
      id={id}
      className="a-input a-select"
      value={value ?? ''}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      data-testid={testId}
    >
      <option value="" disabled={!allowEmpty}>
        {emptyLabel ?? t('form.choose')}
      </option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
