'use client';

import { useLocaleState, useTranslate } from 'ra-core';
import type { CatalogueExportQuery } from '@/lib/validation/admin/import';

// Export the catalogue, or the list's current filters, to .xlsx in the import template's
// shape (GET /api/admin/export), with the headers in the workspace's language.

/** The list's filters, as ra-core keeps them in the address (`?filter={…}`), in the export's words. */
export function exportSearch(filter: Record<string, unknown>, lang: 'zh' | 'en'): string {
  const flag = (value: unknown) => (value === 'true' || value === true ? '1' : value === 'false' || value === false ? '0' : undefined);
  const query: Partial<Record<keyof CatalogueExportQuery, string | undefined>> = {
    q: typeof filter.q === 'string' && filter.q ? filter.q : undefined,
    topicId: typeof filter.topicId === 'number' || typeof filter.topicId === 'string' ? String(filter.topicId) : undefined,
    published: flag(filter.published),
    hot: flag(filter.hot),
    new: flag(filter.new),
    stock: filter.stock === 'in' ? '1' : filter.stock === 'out' ? '0' : undefined,
    lang,
  };
  return new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
}

function currentFilter(): Record<string, unknown> {
  try {
    return JSON.parse(new URL(window.location.href).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function ExportButton() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  return (
    <button
      type="button"
      className="a-btn a-btn-default"
      data-testid="export-products"
      // A file download from the API, not a page: a plain navigation is what starts it.
      onClick={() => window.open(`/api/admin/export?${exportSearch(currentFilter(), locale === 'en' ? 'en' : 'zh')}`, '_self')}
    >
      ⇩ {t('action.export')}
    </button>
  );
}
