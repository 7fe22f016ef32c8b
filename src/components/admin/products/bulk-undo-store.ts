import { useSyncExternalStore } from 'react';
import type { ProductBulkResult } from '@/lib/validation/admin/product-bulk';

// The last bulk edit of this browser tab, kept until it is undone, replaced by the next one or the
// page is reloaded: the undo is "within the session" (ADR 0044), not a history of the catalogue.

let last: ProductBulkResult | null = null;
const listeners = new Set<() => void>();

export function rememberBulkEdit(result: ProductBulkResult | null): void {
  last = result && result.products.length ? result : null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLastBulkEdit(): ProductBulkResult | null {
  return useSyncExternalStore(
    subscribe,
    () => last,
    () => null,
  );
}
