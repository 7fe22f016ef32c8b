import type { IncomingMessage, ServerResponse } from 'node:http';

export const ASK_HEADER: string;
export const SHARED_HEADER: string;
export const MAX_AGE_MS: number;

export interface ApiEntry {
  key: string;
  revision: string;
  status: number;
  headers: Record<string, string | string[] | number>;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  storedAt?: number;
  bytes?: number;
}

export class ApiMemo {
  constructor(options?: { maxBytes?: number; maxAgeMs?: number; now?: () => number });
  maxBytes: number;
  bytes: number;
  entries: Map<string, ApiEntry>;
  keyOf(req: IncomingMessage, gateOpen: boolean): string | undefined;
  fresh(key: string, revision: string | undefined): ApiEntry | undefined;
  store(entry: ApiEntry): void;
  forget(key: string): void;
  summary(): { entries: number; bytes: number; hits: number; stored: number; evicted: number };
}

type Direct = { writeHead: ServerResponse['writeHead']; end: ServerResponse['end'] };
export function serveApiEntry(req: IncomingMessage, res: ServerResponse, entry: ApiEntry, direct: Direct): void;
export function keepSharedAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  memo: ApiMemo,
  key: string,
  revisionNow: () => string | undefined,
  options?: { onError?: (message: string, error: unknown) => void },
): void;
