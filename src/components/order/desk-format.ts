'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';

/**
 * How the inquiry desk writes money, times and days in the page language. A quote carries its own
 * currency (USD or CNY, chosen by the supplier), so it is not formatPrice's page currency.
 */
export function useDeskFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const tag = locale === 'zh' ? 'zh-CN' : 'en-US';
    const when = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    // Validity dates are calendar days (YYYY-MM-DD): read and written in UTC so no time zone shifts them.
    const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      unitPrice: (amount: number, currency: string) =>
        new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(amount),
      money: (amount: number, currency: string) => new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amount),
      count: (value: number) => new Intl.NumberFormat(tag).format(value),
      when: (iso: string) => when.format(new Date(iso)),
      day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
    };
  }, [locale]);
}
