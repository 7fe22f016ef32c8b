import { ClipboardList, Heart } from 'lucide-react';

/**
 * The signed-in customer's paged lists (§2 /favorites, /order, R2.05), keyed by their messages'
 * namespace (each has loadError, empty, emptyHint and total): what sets each apart, while
 * CustomerListPage draws the rest of the page (skeleton, load error, empty state, total, pager)
 * the same way for both. `testId` names the section; its total line is `${testId}-total`, its
 * empty state `${testId}-empty`. `rowHeight` is a skeleton row's, about one item's.
 */
export const CUSTOMER_LISTS = {
  favorites: { pathname: '/favorites', pageSize: 20, testId: 'favorites', rowHeight: 'h-64', emptyIcon: Heart, emptyHref: '/products?page=1' },
  // Inquiries carry their lines: a short page keeps the answer small.
  order: { pathname: '/order', pageSize: 5, testId: 'orders', rowHeight: 'h-72', emptyIcon: ClipboardList, emptyHref: '/cart' },
} as const;

export type CustomerListName = keyof typeof CUSTOMER_LISTS;
