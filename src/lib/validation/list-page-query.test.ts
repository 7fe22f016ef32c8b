import { describe, expect, it } from 'vitest';
import { parseListPageQuery } from '@/lib/validation/list-page-query';

describe('list page query', () => {
  it('reads the §2 filtering links', () => {
    expect(parseListPageQuery({ price: '3', page: '2' })).toMatchObject({ price: 3, page: 2 });
    expect(parseListPageQuery({ title: 'Christmas', code: '001' })).toMatchObject({ title: 'Christmas', code: '001', page: 1 });
    expect(parseListPageQuery({ keyword: ' 圣诞 ' })).toMatchObject({ keyword: '圣诞' });
  });

  it('reads filter ticks: colours, light, electric, price groups', () => {
    expect(parseListPageQuery({ color: 'RD,GN,RD', light: '1', electric: '1', group: '2,5' })).toMatchObject({
      color: ['RD', 'GN'],
      light: true,
      electric: true,
      group: [2, 5],
    });
  });

  it('falls back to defaults for nonsense instead of failing the page', () => {
    const q = parseListPageQuery({ page: 'abc', price: '12', code: "001' or 1=1", color: '<script>', light: 'yes', group: '10' });
    expect(q).toMatchObject({ page: 1, price: undefined, code: undefined, color: undefined, light: undefined, group: undefined });
  });
});
