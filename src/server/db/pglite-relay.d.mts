import type { DbMessage } from './relay-protocol.mjs';

/** One render process as the relay sees it. */
export interface RelayClient {
  submit(message: DbMessage): void;
  /** Its process stopped: an open transaction of its is rolled back, its held statements dropped. */
  detach(): void;
}

/** The primary's side of the embedded database shared by several render processes (ADR 0057). */
export declare class PgliteRelay {
  static open(dataDir: string): Promise<PgliteRelay>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are the thread's, passed on as they are
  attach(deliver: (reply: any) => void): RelayClient;
  close(): Promise<void>;
}
