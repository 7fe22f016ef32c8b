/** The last day a kept quote's price holds, as the buyer's pages write dates: `validTo` is exclusive (ADR 0052), so the day before it. */
export function keptUntil(validTo: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { dateStyle: 'medium' }).format(new Date(Date.parse(validTo) - 1));
}
