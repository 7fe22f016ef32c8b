import { useSyncExternalStore } from 'react';
import type { ProductBulkResult } from '@/lib/validation/admin/product-bulk';
import type { ProductBulkBreaksResult } from '@/lib/validation/admin/product-bulk-breaks';

// The last bulk edit of this browser tab, kept until it is undone, replaced by the next one or the
// page is reloaded: the undo is "within the session" (ADR 0044), not a history of the catalogue.
// One slot per kind of bulk edit (fields, quantity breaks), each with its own undo call.

function lastOf<T extends { products: readonly unknown[] }>() {
  let last: T | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    remember(result: T | null): void {
      last = result && result.products.length ? result : null;
      for (const listener of listeners) listener();
    },
    use(): T | null {
      return useSyncExternalStore(
        subscribe,
        () => last,
        () => null,
      );
    },
  };
}

const fields = lastOf<ProductBulkResult>();
const breaks = lastOf<ProductBulkBreaksResult>();

export const rememberBulkEdit = fields.remember;
export const useLastBulkEdit = fields.use;
export const rememberBulkBreaks = breaks.remember;
export const useLastBulkBreaks = breaks.use;
