import type { Paging } from '@/lib/validation/common';

/**
 * One page (or all) of a list: `rows` reads the rows of a window (all of them without one),
 * `total` counts the whole list. PageSize 0 answers only the total (R5.28's reading for lists).
 */
export async function pagedList<T>(
  paging: Paging,
  rows: (window?: { limit: number; offset: number }) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<{ list: T[]; total: number }> {
  if (paging.all) {
    const list = await rows();
    return { list, total: list.length };
  }
  const list = paging.pageSize === 0 ? [] : await rows({ limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize });
  return { list, total: await total() };
}
