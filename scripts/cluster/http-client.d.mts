import type { IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  error?: string;
  ms: number;
  at: number;
  upstream?: string;
  headers?: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any answer's decoded JSON; the cluster specs read its fields
  body?: any;
  raw?: Buffer;
}
export interface Attempt extends Answer {
  method: string;
  path: string;
  attempt: number;
}
export function outcomeOf(answer: Answer): string;
export class ClusterHttpClient {
  constructor(options: {
    origin: string;
    localAddress?: string;
    record?: (action: string, attempt: Attempt) => void;
    timeoutMs?: number;
    attempts?: number;
    retryPosts?: Set<string>;
  });
  request(action: string, path: string, options?: { method?: string; json?: unknown; headers?: Record<string, string> }): Promise<Answer>;
  close(): void;
}
