import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, mayReload } from '@/components/widgets/chunk-reload';
import {
  addActiveTime,
  countView,
  EMPTY_COUNTS,
  isContactPath,
  parseCounts,
  PROMPT_ACTIVE_MS,
  PROMPT_PAGE_VIEWS,
  shouldPrompt,
  type PromptCounts,
} from '@/stores/feedback-prompt-store';

const signedOut = { signedIn: false, pathname: '/products' };
const views = (n: number) => Array.from({ length: n }).reduce<PromptCounts>((c) => countView(c), EMPTY_COUNTS);

describe('feedback prompt rules (§2)', () => {
  it('R2.82 R9.19 opens for a signed-out visitor on the 5th page view, not before', () => {
    expect(PROMPT_PAGE_VIEWS).toBe(5);
    expect(shouldPrompt(views(4), signedOut)).toBe(false);
    expect(shouldPrompt(views(5), signedOut)).toBe(true);
  });

  it('R2.83 R9.20 opens after more than 500 s of active time, not at exactly 500 s', () => {
    expect(PROMPT_ACTIVE_MS).toBe(500_000);
    expect(shouldPrompt(addActiveTime(EMPTY_COUNTS, 500_000, true), signedOut)).toBe(false);
    expect(shouldPrompt(addActiveTime(EMPTY_COUNTS, 500_001, true), signedOut)).toBe(true);
  });

  it('R2.84 time while the tab is hidden does not count', () => {
    const counts = addActiveTime(addActiveTime(EMPTY_COUNTS, 300_000, true), 400_000, false);
    expect(counts.activeMs).toBe(300_000);
    expect(addActiveTime(EMPTY_COUNTS, -5, true).activeMs).toBe(0);
  });

  it('R2.85 never opens when signed in', () => {
    expect(shouldPrompt(views(9), { signedIn: true, pathname: '/products' })).toBe(false);
  });

  it('R2.86 never opens on /contact in either locale, and waits for the next other page', () => {
    for (const pathname of ['/contact', '/zh/contact', '/Contact/', '/zh/contact/']) expect(isContactPath(pathname)).toBe(true);
    for (const pathname of ['/contacts', '/about', '/zh/about/contact']) expect(isContactPath(pathname)).toBe(false);
    expect(shouldPrompt(views(5), { signedIn: false, pathname: '/zh/contact' })).toBe(false);
    expect(shouldPrompt(views(6), { signedIn: false, pathname: '/zh/about' })).toBe(true);
  });

  it('opens once per session: a shown prompt never opens again', () => {
    expect(shouldPrompt({ ...views(8), shown: true }, signedOut)).toBe(false);
  });

  it('reads stored counts defensively', () => {
    expect(parseCounts(null)).toEqual(EMPTY_COUNTS);
    expect(parseCounts('not json')).toEqual(EMPTY_COUNTS);
    expect(parseCounts('{"views":-1,"activeMs":"x","shown":"yes"}')).toEqual(EMPTY_COUNTS);
    expect(parseCounts('{"views":3,"activeMs":12.5,"shown":true}')).toEqual({ views: 3, activeMs: 12.5, shown: true });
  });
});

describe('chunk-load reload (§4)', () => {
  it('recognises chunk-load failures of webpack, Turbopack and native dynamic import', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'))).toBe(true);
    expect(isChunkLoadError('Uncaught ChunkLoadError: Loading chunk app/page failed')).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('R4.71 R9.23 reloads at most once per 60 s', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
    expect(mayReload(null, 1_000_000)).toBe(true);
    expect(mayReload(1_000_000, 1_000_000 + 59_999)).toBe(false);
    expect(mayReload(1_000_000, 1_000_000 + 60_000)).toBe(true);
    expect(mayReload(Number.NaN, 5)).toBe(true);
  });
});
