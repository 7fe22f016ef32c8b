import { describe, expect, it } from 'vitest';
import { mergeIntoCart, useGuestCartStore } from '@/stores/guest-cart-store';
import { toggleFavorite } from '@/stores/guest-favorites-store';
import { rememberSearch, SEARCH_HISTORY_LIMIT } from '@/stores/search-history-store';
import { pushViewed, VIEWED_SLOTS, type ViewedItem } from '@/stores/viewed-store';

const item = (id: number): ViewedItem => ({ id, code: `LT-${id}`, name: `产品${id}`, nameen: `Item ${id}`, cover: `/Upload/product/${id}.webp` });

describe('viewed list (§4)', () => {
  it('R4.60 R4.62 R4.63 a new view goes to the front of 8 slots padded with placeholders', () => {
    const slots = pushViewed(pushViewed([], item(1)), item(2));
    expect(slots).toHaveLength(VIEWED_SLOTS);
    expect(slots.slice(0, 2).map((s) => s?.id)).toEqual([2, 1]);
    expect(slots.slice(2)).toEqual(Array(6).fill(null));
  });

  it('R4.61 a repeated view moves the product to the front without a duplicate', () => {
    let slots = [1, 2, 3].reduce((list, id) => pushViewed(list, item(id)), [] as (ViewedItem | null)[]);
    slots = pushViewed(slots, item(1));
    expect(slots.filter(Boolean).map((s) => s!.id)).toEqual([1, 3, 2]);
  });

  it('R4.62 R9.16 keeps only the 8 newest', () => {
    const slots = Array.from({ length: 12 }, (_, i) => i + 1).reduce((list, id) => pushViewed(list, item(id)), [] as (ViewedItem | null)[]);
    expect(slots.map((s) => s!.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it('R4.64 null resets the list', () => {
    expect(pushViewed([item(1), item(2)], null)).toEqual(Array(8).fill(null));
  });
});

describe('search history (§3)', () => {
  it('R3.57 holds unique strings, newest first', () => {
    const history = ['snowman', 'pumpkin', '圣诞'].reduce(rememberSearch, [] as string[]);
    expect(rememberSearch(history, 'snowman')).toEqual(['snowman', '圣诞', 'pumpkin']);
  });

  it('ignores blank searches and keeps a bounded list', () => {
    expect(rememberSearch(['a'], '   ')).toEqual(['a']);
    const long = Array.from({ length: 30 }, (_, i) => `k${i}`).reduce(rememberSearch, [] as string[]);
    expect(long).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(long[0]).toBe('k29');
  });
});

describe('guest cart and favorites (§4)', () => {
  it('R4.48 R4.49 R4.50 adds to addNum for a product already there, appends a new one; total = distinct items', () => {
    let cart = mergeIntoCart([], 5, 12);
    cart = mergeIntoCart(cart, 6, 24);
    cart = mergeIntoCart(cart, 5, 12);
    expect(cart).toEqual([
      { productId: 5, addNum: 24 },
      { productId: 6, addNum: 24 },
    ]);
    expect(cart.length).toBe(2);
  });

  it('R4.52 R4.53 R4.54 the favorites toggle removes an existing id and appends a new one', () => {
    const once = toggleFavorite([1, 2], 3);
    expect(once).toEqual([1, 2, 3]);
    expect(toggleFavorite(once, 2)).toEqual([1, 3]);
    expect(toggleFavorite(once, 2).length).toBe(2);
  });

  it('the cart drawer sets a quantity in place and removes a line; quick order merges many at once', () => {
    const cart = useGuestCartStore.getState();
    cart.clear();
    cart.add(5, 12);
    cart.add(6, 24);
    cart.setQuantity(5, 40);
    expect(useGuestCartStore.getState().items).toEqual([
      { productId: 5, addNum: 40 },
      { productId: 6, addNum: 24 },
    ]);
    cart.addMany([
      { productId: 6, addNum: 6 },
      { productId: 7, addNum: 48 },
      { productId: 7, addNum: 2 },
    ]);
    expect(useGuestCartStore.getState().items).toEqual([
      { productId: 5, addNum: 40 },
      { productId: 6, addNum: 30 },
      { productId: 7, addNum: 50 },
    ]);
    cart.remove(6);
    expect(useGuestCartStore.getState().items.map((i) => i.productId)).toEqual([5, 7]);
    cart.clear();
  });
});
