'use client';

import { useDataProvider, useTranslate } from 'ra-core';
import { QUOTE_CURRENCIES, type QuoteCurrency } from '@/lib/inquiry-states';
import type { PriceListItem, PricingProduct } from '@/lib/validation/admin/pricing';
import type { WorkspaceDataProvider } from '../data-provider';
import { Button, Select, TextInput } from '../ui-kit';
import { checkBreaks, draftOf, type BreakCheck, type BreakDraftRow } from './break-draft';
import { BreakRows } from './break-rows';
import { SearchPicker } from './search-picker';

// The fixed prices of a list: a product picked by its code, the currency, the price and, if the
// deal has them, its own quantity breaks from the product's MOQ (checked like a product's).

export interface ItemDraft {
  product: Pick<PriceListItem, 'productId' | 'code' | 'name' | 'nameen' | 'moq'>;
  currency: QuoteCurrency;
  price: string;
  breaks: BreakDraftRow[];
}

export const itemDraftOf = (item: PriceListItem): ItemDraft => ({
  product: item,
  currency: item.currency,
  price: String(item.price),
  breaks: draftOf(item.breaks),
});

export function itemPrice(item: ItemDraft): number | null {
  const value = Number(item.price.trim());
  return item.price.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

export function checkItem(item: ItemDraft): BreakCheck {
  return checkBreaks(itemPrice(item) ?? 0, item.product.moq, item.breaks);
}

export function ListItems({ items, onChange, errors }: { items: ItemDraft[]; onChange: (next: ItemDraft[]) => void; errors: Record<string, string> }) {
  const t = useTranslate();
  const provider = useDataProvider<WorkspaceDataProvider>();
  const set = (index: number, change: Partial<ItemDraft>) => onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const search = async (q: string) => (await provider.call<{ list: PricingProduct[] }>(`/api/admin/price-list-products?q=${encodeURIComponent(q)}`)).list;
  const add = (product: PricingProduct) => {
    const taken = new Set(items.filter((item) => item.product.productId === product.id).map((item) => item.currency));
    const currency = QUOTE_CURRENCIES.find((c) => !taken.has(c)) ?? 'USD';
    onChange([
      ...items,
      {
        product: { productId: product.id, code: product.code, name: product.name, nameen: product.nameen, moq: product.moq },
        currency,
        price: String(product.listPrice[currency]),
        breaks: [],
      },
    ]);
  };
  return (
    <div className="p-items" data-testid="list-items">
      {items.map((item, index) => {
        const priceError = itemPrice(item) === null ? t('pricing.lists.priceNeeded') : errors[`items.${index}.price`];
        const serverBreak = Object.entries(errors).find(([field]) => field.startsWith(`items.${index}.breaks.`));
        return (
          <div key={`${item.product.productId}-${index}`} className="p-item" data-testid={`list-item-${index}`}>
            <div className="p-item-head">
              <span className="p-item-name">
                <strong>{item.product.code}</strong> <span className="a-muted">{item.product.name}</span>{' '}
                <span className="a-small a-muted">{t('pricing.lists.moq', { moq: item.product.moq })}</span>
              </span>
              <Select
                aria-label={t('pricing.lists.currency')}
                value={item.currency}
                choices={QUOTE_CURRENCIES}
                onChange={(e) => set(index, { currency: e.target.value as QuoteCurrency })}
              />
              <TextInput
                inputMode="decimal"
                className="p-price"
                aria-label={t('pricing.lists.price')}
                value={item.price}
                invalid={!!priceError}
                onChange={(e) => set(index, { price: e.target.value })}
                data-testid={`list-item-${index}-price`}
              />
              <Button small tone="ghost" onClick={() => onChange(items.filter((_, i) => i !== index))} aria-label={t('pricing.picker.remove')}>
                ✕
              </Button>
            </div>
            {priceError ? <p className="a-error">{priceError}</p> : null}
            {errors[`items.${index}.productId`] ? <p className="a-error">{errors[`items.${index}.productId`]}</p> : null}
            <BreakRows
              rows={item.breaks}
              check={checkItem(item)}
              currency={item.currency}
              onChange={(breaks) => set(index, { breaks })}
              serverProblem={serverBreak ? { index: Number(serverBreak[0].split('.').pop()), message: serverBreak[1] } : null}
              testId={`list-item-${index}-breaks`}
            />
          </div>
        );
      })}
      <SearchPicker
        label={t('pricing.picker.product')}
        queryKey="products"
        search={search}
        keyOf={(p) => p.id}
        render={(p) => (
          <>
            <strong>{p.code}</strong> {p.name} <span className="a-muted a-small">{t('pricing.lists.moq', { moq: p.moq })}</span>
          </>
        )}
        onPick={add}
        testId="list-products"
      />
    </div>
  );
}
