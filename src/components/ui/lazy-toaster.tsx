'use client';

import { lazy, Suspense } from 'react';
import { loadSonner, useToasterWanted } from './toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** sonner's Toaster, mounted from the first `toast.*` call on (src/components/ui/toast.ts). */
export function LazyToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
