'use client';

import { useEffect } from 'react';

/** §4 / §9 (R4.70, R4.71, R9.23): a failed chunk load reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'chunkReloadAt';

const CHUNK_ERROR = /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  // Anything may be thrown or rejected; an object without a message becomes "[object Object]" and fails the test.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- see above
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String((reason as { message?: unknown }).message ?? reason);
  return CHUNK_ERROR.test(text);
}

/** True when no reload happened in the last 60 s (a missing or unreadable stamp counts as none). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS || now < lastReloadAt;
}

/** Listens for chunk-load failures (a deploy replaced the build the page was loaded from). */
export function ChunkReload() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      const now = Date.now();
      try {
        const raw = sessionStorage.getItem(STORAGE_KEY);
        if (!mayReload(raw === null ? null : Number(raw), now)) return;
        sessionStorage.setItem(STORAGE_KEY, String(now));
      } catch {
        // No storage: we cannot prove we did not just reload, so do not risk a loop.
        return;
      }
      location.reload();
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
