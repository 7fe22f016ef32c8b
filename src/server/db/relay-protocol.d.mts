export declare const RELAY_TAG: 'lanternDb';

/** One statement for the database thread. `txn` marks a transaction's BEGIN ('begin') and its COMMIT or ROLLBACK ('end'). */
export interface DbMessage {
  id: number;
  op: 'query' | 'exec' | 'close';
  sql?: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  txn?: 'begin' | 'end';
}
