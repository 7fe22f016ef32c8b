import { describe, expect, it } from 'vitest';
import { changedSearch, filterUpdater, filtersIn } from '@/components/admin/url-filter-search';

// A workspace screen's filters in the URL: each change merges with the URL as it stands when the
// change is made, so two changes made before the screen renders again (the audit log's person,
// then its entity, picked at once) both land.

const NAMES = ['staffId', 'action', 'entity', 'entityId', 'from', 'to'] as const;
const asObject = (search: URLSearchParams | string) => Object.fromEntries(new URLSearchParams(search));

/** A browser's URL as the router keeps it: written at once, read back by the next change. */
function fakeUrl(start: string) {
  let search = start;
  const update = filterUpdater(
    NAMES,
    () => search,
    (next) => (search = next.size > 0 ? `?${next}` : ''),
  );
  return { update, read: () => search };
}

describe('workspace filters in the URL', () => {
  it('keeps both of two quick successive changes, and the filter set before them', () => {
    const url = fakeUrl('?action=price-list.create&page=3');
    const rendered = filtersIn(new URLSearchParams(url.read()), NAMES); // what the screen last drew
    url.update({ staffId: '7' });
    url.update({ entity: 'customer-group' }); // before any new render
    expect(asObject(url.read())).toEqual({ action: 'price-list.create', staffId: '7', entity: 'customer-group' });
    expect(rendered).toEqual({ action: 'price-list.create', page: 3, pageSize: 25 });
  });

  it('starts again at page 1 on a filter change, keeps a page asked for, and leaves the defaults and cleared filters out', () => {
    const current = new URLSearchParams('?entity=product&pageSize=50&page=2');
    expect(asObject(changedSearch(current, NAMES, { page: 4 }))).toEqual({ entity: 'product', pageSize: '50', page: '4' });
    expect(asObject(changedSearch(current, NAMES, { entity: undefined }))).toEqual({ pageSize: '50' });
    expect(asObject(changedSearch(current, NAMES, { pageSize: 25, from: '' }))).toEqual({ entity: 'product' });
  });

  it('drops names the screen does not filter by', () => {
    expect(asObject(changedSearch(new URLSearchParams('?stray=1&to=2026-12-01'), NAMES, { from: '2026-11-01' }))).toEqual({ to: '2026-12-01', from: '2026-11-01' });
  });
});
