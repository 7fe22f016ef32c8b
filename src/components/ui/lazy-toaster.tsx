'use client';

import { lazy, Suspense, useEffect } from 'react';
import { loadSonner, markToasterMounted, useToasterWanted } from './toast';

// The Toaster's own effect (its subscription to sonner's store) runs before this wrapper's:
// effects run child first, so toasts sent after markToasterMounted() always have a listener.
const Toaster = lazy(() =>
  loadSonner().then(({ Toaster: SonnerToaster }) => ({
    default: function MountedToaster() {
      useEffect(markToasterMounted, []);
      return <SonnerToaster position="top-center" richColors closeButton />;
    },
  })),
);

/** sonner's Toaster, mounted from the first `toast.*` call on (src/components/ui/toast.ts). */
export function LazyToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
