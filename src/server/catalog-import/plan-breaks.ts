import type { QuoteCurrency } from '@/lib/inquiry-states';
import { breakProblems, type PriceBreak } from '@/lib/pricing/price-breaks';
import { isBreakField, type ImportMapping } from '@/lib/validation/admin/import';
import { currencyOfBreakField } from './break-columns';
import { money } from './cell-values';
import type { ProductState } from './catalogue-state';
import type { CellValue } from './read-sheet';
import type { MessageKey } from './row-messages';

// A row's quantity breaks (ADR 0055): one column per quantity and currency. An empty cell is no
// break at that quantity; the row's breaks in a currency are checked with the rules every break
// obeys (ADR 0052, `breakProblems`) against the row's own MOQ and list price in that currency, as
// the row will leave them. Only currencies the sheet has break columns for are read: a sheet
// without them says nothing about breaks, and the product keeps its own.

export interface BreakColumn {
  /** 0-based index of the column. */
  index: number;
  currency: QuoteCurrency;
  minQty: number;
}

/** A row's breaks by currency, for the currencies the sheet has columns for. */
export type RowBreaks = Partial<Record<QuoteCurrency, PriceBreak[]>>;

/** The break columns of a mapping, lowest quantity first. */
export function breakColumnsOf(mapping: ImportMapping): BreakColumn[] {
  return mapping
    .flatMap(({ column, field, minQty }) => (isBreakField(field) && minQty !== undefined ? [{ index: column - 1, currency: currencyOfBreakField(field), minQty }] : []))
    .sort((a, b) => a.minQty - b.minQty);
}

export type BreakFault = (column: BreakColumn, message: MessageKey, arg?: string | number) => void;

const listPriceIn = (state: ProductState, currency: QuoteCurrency) => (currency === 'CNY' ? state.price : state.foreignprice);

/** The row's breaks; each problem is reported on the column it concerns. */
export function breaksOfRow(cells: readonly CellValue[], columns: readonly BreakColumn[], state: ProductState, fault: BreakFault): RowBreaks {
  const found: RowBreaks = {};
  for (const currency of ['USD', 'CNY'] as const) {
    const own = columns.filter((c) => c.currency === currency);
    if (own.length === 0) continue;
    const taken: { column: BreakColumn; price: number }[] = [];
    for (const column of own) {
      const parsed = money(cells[column.index] ?? null, currency);
      if (parsed === null) continue;
      if ('error' in parsed) fault(column, parsed.error, parsed.arg);
      else if (parsed.ok <= 0) fault(column, 'breakPositive');
      else taken.push({ column, price: parsed.ok });
    }
    const breaks = taken.map((t) => ({ minQty: t.column.minQty, price: t.price }));
    for (const problem of breakProblems(listPriceIn(state, currency), state.moq, breaks)) {
      if (problem.kind === 'too_many') fault(taken[problem.max]!.column, 'breakTooMany', problem.max);
      else if (problem.kind === 'at_or_below_moq') fault(taken[problem.index]!.column, 'breakAtOrBelowMoq', problem.moq);
      else if (problem.kind === 'not_increasing') fault(taken[problem.index]!.column, 'breakNotIncreasing');
      else fault(taken[problem.index]!.column, 'breakNotCheaper', problem.index === 0 ? listPriceIn(state, currency) : taken[problem.index - 1]!.price);
    }
    found[currency] = breaks;
  }
  return found;
}

/** Whether the row's breaks are the ones the product has (a currency the row leaves out is not compared). */
export function sameBreaks(row: RowBreaks, stored: Partial<Record<QuoteCurrency, readonly PriceBreak[]>> | undefined): boolean {
  return (Object.keys(row) as QuoteCurrency[]).every((currency) => {
    const a = row[currency]!;
    const b = stored?.[currency] ?? [];
    return a.length === b.length && a.every((x, i) => x.minQty === b[i]!.minQty && x.price === b[i]!.price);
  });
}
