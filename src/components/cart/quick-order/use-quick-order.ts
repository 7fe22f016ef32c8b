'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/toast';
import type { Locale } from '@/i18n/routing';
import type { LineRange } from '@/lib/pricing/line-ranges';
import { entryQuantity, parseQuickOrderText, textOfRows, type QuickOrderEntry } from '@/lib/quick-order/parse-lines';
import { QUICK_ORDER_FILE_MAX_BYTES, QUICK_ORDER_LINE_LIMIT } from '@/lib/quick-order/quick-order-limits';
import { OrderFileError, rowsOfFile } from '@/lib/quick-order/read-order-file';
import { CART_LINE_LIMIT } from '@/lib/validation/limits';
import { useGuestCartStore } from '@/stores/guest-cart-store';
import { isSignedIn, useUserStore } from '@/stores/user-store';
import { addToServerCart } from '../cart-api';
import { lookupByCodes, type ProductCard } from '../product-lookup-api';
import { useApiFailure } from '../use-api-failure';
import { ownPriceRanges, type OwnRanges } from './own-price-ranges';

export type PreviewStatus = 'found' | 'notFound' | 'quantity' | 'code';

export interface PreviewRow {
  key: string;
  entry: QuickOrderEntry;
  card: ProductCard | null;
  status: PreviewStatus;
  /** Pieces to add (found rows): the lines' quantities, the MOQ where none was given; editable. */
  quantity: number;
  /** A signed-in buyer's own price per quantity range, when the product has one; else the public breaks apply. */
  ranges?: LineRange[];
}

type Busy = 'reading' | 'checking' | 'adding' | null;

const FILE_MESSAGES = { tooLarge: 'fileTooLarge', type: 'fileType', unreadable: 'fileUnreadable' } as const;
const FILE_MAX = `${QUICK_ORDER_FILE_MAX_BYTES / 1024 / 1024} MB`;

/** A signed-in buyer's own ranges of the found products; the public ones when the private answer fails. */
async function ownRangesOf(ids: number[], locale: Locale): Promise<OwnRanges> {
  const user = useUserStore.getState().user;
  if (!isSignedIn(user)) return new Map();
  try {
    return await ownPriceRanges(user.id, ids, locale);
  } catch (cause) {
    // The preview still shows the public prices; the cart prices the lines on the server anyway.
    console.error(new Error('Get personal prices error.', { cause }));
    return new Map();
  }
}

/**
 * Quick order: text or a file → entries → one POST /api/Product/ByCodes (and, for a signed-in
 * buyer, their own prices of the found products) → a preview the buyer can adjust → the found
 * lines go to the cart: a guest's local cart, a customer's server cart (POST /api/ShoppingCart
 * with the whole list in one request).
 */
export function useQuickOrder(onAdded: (productIds: number[]) => void) {
  const t = useTranslations('quickOrder');
  const tc = useTranslations('cart');
  const locale = useLocale();
  const fail = useApiFailure();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<PreviewRow[] | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  const check = useCallback(
    async (input: string) => {
      const parsed = parseQuickOrderText(input);
      if (parsed.kind === 'empty') return setError(t('empty'));
      if (parsed.kind === 'tooMany') return setError(t('tooMany', { count: parsed.lineCount, max: QUICK_ORDER_LINE_LIMIT }));
      setBusy('checking');
      setError(null);
      try {
        const codes = parsed.entries.filter((entry) => entry.problem === null).map((entry) => entry.code);
        const { list } = codes.length > 0 ? await lookupByCodes(codes, locale) : { list: [] };
        const byCode = new Map(list.map((card) => [card.code.toUpperCase(), card]));
        const own = await ownRangesOf(
          list.map((card) => card.id),
          locale,
        );
        setRows(
          parsed.entries.map((entry, index) => {
            const card = entry.problem ? null : (byCode.get(entry.code.toUpperCase()) ?? null);
            const status: PreviewStatus = entry.problem ?? (card ? 'found' : 'notFound');
            return { key: String(index), entry, card, status, quantity: card ? entryQuantity(entry, card.moq) : 0, ranges: card ? own.get(card.id) : undefined };
          }),
        );
      } catch (cause) {
        console.error(new Error('Get products error.', { cause }));
        setError(t('lookupError'));
      } finally {
        setBusy(null);
      }
    },
    [t, locale],
  );

  /** An uploaded sheet fills the paste box (so it can be read and edited like a paste), then is checked. */
  const readFile = useCallback(
    async (file: File) => {
      setBusy('reading');
      setError(null);
      try {
        const input = textOfRows(await rowsOfFile(file));
        setText(input);
        setBusy(null);
        await check(input);
      } catch (cause) {
        setBusy(null);
        setError(t(cause instanceof OrderFileError ? FILE_MESSAGES[cause.problem] : 'fileUnreadable', { max: FILE_MAX }));
      }
    },
    [check, t],
  );

  const setQuantity = useCallback((key: string, quantity: number) => setRows((list) => list && list.map((row) => (row.key === key ? { ...row, quantity } : row))), []);

  const add = useCallback(async () => {
    const found = (rows ?? []).filter((row) => row.card !== null);
    if (found.length === 0) return;
    const list = found.map((row) => ({ productId: row.card!.id, addNum: row.quantity }));
    setError(null);
    if (!isSignedIn(useUserStore.getState().user)) {
      // The merge at sign-in takes at most CART_LINE_LIMIT products: a guest cart stays within it.
      const after = new Set([...useGuestCartStore.getState().items.map((i) => i.productId), ...list.map((i) => i.productId)]).size;
      if (after > CART_LINE_LIMIT) return setError(t('cartLimit', { max: CART_LINE_LIMIT, count: after }));
      useGuestCartStore.getState().addMany(list);
    } else {
      setBusy('adding');
      try {
        useUserStore.getState().setCounts({ shoppingCartNum: await addToServerCart(list) });
      } catch (cause) {
        const status = fail(cause, 'Failed to add to cart.', null); // §8 R8.31
        if (status !== 401) setError(tc(status === 409 ? 'cartFull' : status === 400 ? 'lineTooLarge' : status === 404 ? 'productGone' : 'addError'));
        return;
      } finally {
        setBusy(null);
      }
    }
    toast.success(t('added', { count: list.length }));
    setRows(null);
    setText('');
    onAdded(list.map((item) => item.productId));
  }, [rows, t, tc, fail, onAdded]);

  return {
    text,
    setText,
    rows,
    busy,
    error,
    check: () => void check(text),
    readFile: (file: File) => void readFile(file),
    setQuantity,
    edit: () => setRows(null),
    add: () => void add(),
  };
}
