import { rowsOfText } from './parse-lines';
import { QUICK_ORDER_FILE_MAX_BYTES } from './quick-order-limits';

export type OrderFileProblem = 'tooLarge' | 'type' | 'unreadable';

export class OrderFileError extends Error {
  constructor(readonly problem: OrderFileProblem) {
    super(`quick order file: ${problem}`);
    this.name = 'OrderFileError';
  }
}

/**
 * A .csv saved by Chinese Excel is GB18030 (GBK), not UTF-8: text that is not valid UTF-8 is read
 * as GB18030, which every browser's TextDecoder knows.
 */
function decodeText(data: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

/** The rows of an uploaded .xlsx or .csv (the .xlsx reader loads only now, on first use). */
export async function rowsOfFile(file: File): Promise<string[][]> {
  if (file.size > QUICK_ORDER_FILE_MAX_BYTES) throw new OrderFileError('tooLarge');
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) {
    const { readXlsxRows, SheetReadError } = await import('./xlsx-rows');
    try {
      return await readXlsxRows(await file.arrayBuffer());
    } catch (error) {
      if (error instanceof SheetReadError) throw new OrderFileError(error.reason === 'tooLarge' ? 'tooLarge' : 'unreadable');
      throw new OrderFileError('unreadable');
    }
  }
  if (name.endsWith('.csv') || name.endsWith('.txt')) return rowsOfText(decodeText(await file.arrayBuffer()));
  throw new OrderFileError('type');
}
