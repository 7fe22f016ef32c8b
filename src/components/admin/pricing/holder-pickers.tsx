'use client';

import { useDataProvider, useLocaleState, useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import type { PricingCustomer } from '@/lib/validation/admin/pricing';
import type { WorkspaceDataProvider } from '../data-provider';
import { TextInput } from '../ui-kit';
import { Chips, PickList, SearchPicker } from './search-picker';

// Who a group or list names: customers found by email, company or name (the customers list's own
// search), and countries by ISO 3166 alpha-2 code, named in the member's language.

export const customerLabel = (c: PricingCustomer) => [c.companyName, c.nick, c.email].filter(Boolean).join(' · ');

export function CustomerPicker({ value, onChange, testId }: { value: PricingCustomer[]; onChange: (next: PricingCustomer[]) => void; testId: string }) {
  const t = useTranslate();
  const provider = useDataProvider<WorkspaceDataProvider>();
  const search = async (q: string) =>
    (
      await provider.getList<PricingCustomer & { id: number }>('customers', { filter: { q }, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' } })
    ).data.filter((c) => !value.some((v) => v.id === c.id));
  return (
    <>
      <Chips items={value} keyOf={(c) => c.id} render={customerLabel} onRemove={(c) => onChange(value.filter((v) => v.id !== c.id))} testId={`${testId}-chips`} />
      <SearchPicker
        label={t('pricing.picker.customer')}
        queryKey="customers"
        search={search}
        keyOf={(c) => c.id}
        render={customerLabel}
        onPick={(c) => onChange([...value, c])}
        testId={testId}
      />
    </>
  );
}

/** Every region code the browser names (two capital letters), once per language. */
function useCountries(): { code: string; name: string }[] {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale === 'en' ? 'en' : 'zh-CN'], { type: 'region', fallback: 'none' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const found: { code: string; name: string }[] = [];
    for (const a of letters)
      for (const b of letters) {
        const code = a + b;
        const name = names.of(code);
        // Codes no country holds come back as themselves or as "Unknown Region" (ZZ).
        if (name && name !== code && code !== 'ZZ' && code !== 'EU' && code !== 'UN' && code !== 'EZ' && code !== 'QO') found.push({ code, name });
      }
    return found.sort((x, y) => x.name.localeCompare(y.name, locale === 'en' ? 'en' : 'zh-CN'));
  }, [locale]);
}

export function CountryPicker({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const t = useTranslate();
  const countries = useCountries();
  const label = t('pricing.picker.country');
  const [text, setText] = useState('');
  const nameOf = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  const q = text.trim().toLowerCase();
  const matches = q ? countries.filter((c) => !value.includes(c.code) && (c.code.toLowerCase() === q || c.name.toLowerCase().includes(q))).slice(0, 8) : [];
  return (
    <>
      <Chips items={value} keyOf={(c) => c} render={(c) => `${nameOf(c)} (${c})`} onRemove={(c) => onChange(value.filter((v) => v !== c))} testId="group-countries-chips" />
      <div className="p-picker">
        <TextInput type="search" placeholder={label} aria-label={label} value={text} onChange={(e) => setText(e.target.value)} data-testid="group-countries-search" />
        {q ? (
          <PickList
            items={matches}
            keyOf={(c) => c.code}
            render={(c) => (
              <>
                {c.name} <span className="a-muted">{c.code}</span>
              </>
            )}
            onPick={(c) => {
              onChange([...value, c.code]);
              setText('');
            }}
          />
        ) : null}
      </div>
    </>
  );
}
