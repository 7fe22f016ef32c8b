import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuPath } from '@/lib/menu-topics';

// The mega menu and the side drawer share one fetch of the category tree per page
// address (locale + catalogue revision); a failed fetch is asked again on the next intent.

const tree = [{ code: '001', name: 'Christmas', cover: '', children: [{ code: '001001', name: 'Trees', cover: '' }] }];

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  vi.resetModules();
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) });
  vi.stubGlobal('location', { pathname: '/products' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 25));

describe('menu topics store', () => {
  it('names the locale and the catalogue revision in the URL', () => {
    expect(menuPath('en', 'abc-1')).toBe('/api/Home/Menu?languageFlag=1&v=abc-1');
    expect(menuPath('zh', '')).toBe('/api/Home/Menu?languageFlag=0');
  });

  it('fetches the tree once however many times the menu and the drawer ask', async () => {
    const fetch = vi.fn(async (_url: string) => answer(200, { code: 0, message: 'ok', data: { listTopic: tree } }));
    vi.stubGlobal('fetch', fetch);
    const { loadMenuTopics } = await import('@/components/layout/menu-topics-store');
    const url = menuPath('en', 'r1');
    loadMenuTopics(url);
    loadMenuTopics(url);
    await settle();
    loadMenuTopics(url);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(url);
    // A new revision is a new address: fetched again.
    loadMenuTopics(menuPath('en', 'r2'));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks again after a failed fetch', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(503, { code: 1, message: 'unavailable' }))
      .mockResolvedValue(answer(200, { code: 0, message: 'ok', data: { listTopic: tree } }));
    vi.stubGlobal('fetch', fetch);
    const { loadMenuTopics } = await import('@/components/layout/menu-topics-store');
    const url = menuPath('zh', 'r1');
    loadMenuTopics(url);
    await settle();
    loadMenuTopics(url);
    await settle();
    loadMenuTopics(url);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
