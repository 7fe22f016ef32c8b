import { describe, expect, it } from 'vitest';
import { decode, encode } from '@/server/cache/catalog-cache';

describe('the catalogue cache keeps what a read returned', () => {
  it('brings Dates back as Dates, at any depth', () => {
    const read = { fair: { name: '广交会', starts: new Date(Date.UTC(2027, 0, 29)) }, list: [{ at: new Date(Date.UTC(2026, 11, 6, 8)) }], n: 3 };
    const back = decode<typeof read>(encode(read));
    expect(back).toEqual(read);
    expect(back.fair.starts).toBeInstanceOf(Date);
    expect(back.list[0]!.at).toBeInstanceOf(Date);
  });

  it('leaves strings that only look like dates as strings (the API keeps ISO text)', () => {
    const read = { launchtime: '2026-12-06T08:00:00.000Z', pics: '/Upload/product/a.webp', price: 1.25, none: null };
    const back = decode<typeof read>(encode(read));
    expect(back).toEqual(read);
    expect(typeof back.launchtime).toBe('string');
  });
});
