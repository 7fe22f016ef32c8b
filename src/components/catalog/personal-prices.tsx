'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '@/i18n/routing';
import { apiGet } from '@/lib/api-client';
import { formatPrice, languageFlagOf } from '@/lib/locale-fields';
import type { Envelope } from '@/lib/validation/envelope';
import { PERSONAL_PRICE_IDS_MAX } from '@/lib/pricing/personal-price-ask';
import type { PersonalPriceDto, PersonalPricesDto } from '@/lib/validation/personal-prices';
import { rememberWithoutPrices } from './personal-prices-none';

// The signed-in buyer's own prices on a catalogue page (ADR 0053). The shared HTML carries an
// empty slot beside each public price (`data-pp` = product id: the cards of lists, search, topics
// and rails, the product page's price); this asks once for the ids on the page and draws
// "Your price" into the slots that have one, with the public price struck through. The slots are
// found in the DOM, not passed down: the cards are drawn by server components and by client grids
// alike, and the page stays the same for everyone. A client navigation adds slots: the observer
// sees them and asks for the new ids only.

type Slot = { element: HTMLElement; id: number; per?: string };

function slotsOnPage(): Slot[] {
  return [...document.querySelectorAll<HTMLElement>('[data-pp]')].flatMap((element) => {
    const id = Number(element.dataset.pp);
    return Number.isInteger(id) && id > 0 ? [{ element, id, per: element.dataset.ppDetail }] : [];
  });
}

const sameSlots = (a: readonly Slot[], b: readonly Slot[]) => a.length === b.length && a.every((slot, i) => slot.element === b[i]!.element);

function useSlots(): Slot[] {
  const [slots, setSlots] = useState<Slot[]>([]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scan = () => setSlots((known) => (sameSlots(known, slotsOnPage()) ? known : slotsOnPage()));
    scan();
    // Our own drawing into the slots changes the DOM too; it finds the same slots and stops there.
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(scan, 50);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);
  return slots;
}

async function askPrices(ids: number[], locale: Locale, detail: number | undefined): Promise<PersonalPricesDto> {
  const answer = await apiGet<Envelope<PersonalPricesDto>>('/api/Customer/PersonalPrices', { ids: ids.join(','), languageFlag: languageFlagOf(locale), detail });
  return answer.data;
}

/** The ids of `slots` not asked yet, at most one request's worth. */
function idsToAsk(slots: readonly Slot[], asked: Set<number>): number[] {
  return [...new Set(slots.map((s) => s.id))].filter((id) => !asked.has(id)).slice(0, PERSONAL_PRICE_IDS_MAX);
}

export function PersonalPrices({ userId }: { userId: number }) {
  const locale = useLocale();
  const slots = useSlots();
  const [prices, setPrices] = useState<ReadonlyMap<number, PersonalPriceDto>>(new Map());
  const [stopped, setStopped] = useState(false);
  const asked = useRef(new Set<number>());

  useEffect(() => {
    if (stopped) return;
    const ids = idsToAsk(slots, asked.current);
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    const detail = slots.find((s) => s.per !== undefined && ids.includes(s.id))?.id;
    askPrices(ids, locale, detail).then(
      (answer) => {
        if (!answer.held) {
          rememberWithoutPrices(userId);
          setStopped(true);
          return;
        }
        setPrices((known) => new Map([...known, ...answer.list.map((p) => [p.productId, p] as const)]));
      },
      // The public prices stay; the next page asks again.
      () => undefined,
    );
  }, [slots, stopped, locale, userId]);

  return slots.map((slot) => {
    const price = prices.get(slot.id);
    if (!price || !(price.price < price.publicPrice)) return null;
    return createPortal(slot.per === undefined ? <CardPrice price={price} /> : <DetailPrice price={price} per={slot.per} />, slot.element, `${slot.id}-${slots.indexOf(slot)}`);
  });
}

function CardPrice({ price }: { price: PersonalPriceDto }) {
  const t = useTranslations('yourPrice');
  const locale = useLocale();
  return (
    <>
      <span className="yp-tag">{t('label')}</span>
      <strong className="tile-price" data-testid="your-price">
        {formatPrice(price.price, locale)}
      </strong>
      <s className="yp-was" data-testid="your-price-was">
        <span className="sr-only">{t('listPrice')} </span>
        {formatPrice(price.publicPrice, locale)}
      </s>
    </>
  );
}

function DetailPrice({ price, per }: { price: PersonalPriceDto; per: string }) {
  const t = useTranslations('yourPrice');
  const tp = useTranslations('product');
  const locale = useLocale();
  const ranges = price.ranges ?? [];
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="yp-tag text-sm">{t('label')}</span>
        <span className="text-3xl font-bold text-brand" data-testid="your-price">
          {formatPrice(price.price, locale)} <span className="text-base font-normal text-muted">{per}</span>
        </span>
      </p>
      <p className="text-sm text-muted">
        {t('listPrice')} <s data-testid="your-price-was">{formatPrice(price.publicPrice, locale)}</s>
        <span className="ml-2 font-semibold text-brand">{t('saving', { percent: 1 - price.price / price.publicPrice })}</span>
      </p>
      {ranges.length > 1 && (
        // Each range keeps its words together; the ranges wrap between them on a narrow screen.
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="your-price-ranges">
          <span className="text-muted">{t('byQuantity')}</span>
          {ranges.map((range) => (
            <span key={range.fromQty} className="whitespace-nowrap tabular-nums">
              {range.toQty === null ? tp('breaksOpen', { from: range.fromQty }) : tp('breaksRange', { from: range.fromQty, to: range.toQty })}{' '}
              <strong className="text-brand">{formatPrice(range.price, locale)}</strong>
            </span>
          ))}
        </div>
      )}
    </>
  );
}
