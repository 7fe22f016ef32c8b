export const STORE_KEY: unique symbol;

export interface PageEntry {
  key: string;
  revision: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  scriptSources: string;
  headers: Record<string, string | string[] | number>;
  storedAt?: number;
  bytes?: number;
}

export type PageDecision = { action: 'hit'; ticket: string } | { action: 'fill' };

export interface PageCacheOptions {
  maxBytes?: number;
  maxAgeMs?: number;
  waitMs?: number;
  fillTimeoutMs?: number;
  now?: () => number;
}

export class PageCache {
  constructor(options?: PageCacheOptions);
  maxBytes: number;
  bytes: number;
  entries: Map<string, PageEntry>;
  decide(key: string, revision: string): Promise<PageDecision>;
  take(ticket: string): PageEntry | undefined;
  fresh(key: string, revision: string | undefined): PageEntry | undefined;
  store(entry: PageEntry): PageEntry;
  abandon(key: string): void;
  summary(): { entries: number; bytes: number; filling: number; hits: number; stale: number; fills: number; waits: number; stored: number; evicted: number };
}

export function installPageCache(options?: PageCacheOptions): PageCache;
export function removePageCache(): void;

export const REVISION_KEY: unique symbol;
export function currentRevision(): string | undefined;
