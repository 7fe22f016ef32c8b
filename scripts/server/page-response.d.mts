import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageCache, PageEntry } from './page-cache.mjs';

export const PAGE_HEADER: string;
export const PROGRESS: unique symbol;
export function describeProgress(res: ServerResponse): string;
export const ENTRY_SCRIPTS_PLACEHOLDER: string;
export function sealScripts(html: string, nonce: string): { body: string; sources: string };
export function chooseEncoding(acceptEncoding?: string): 'br' | 'gzip' | 'identity';
export function buildEntry(input: { key: string; revision: string; nonce: string; html: Buffer; headers: Record<string, unknown> }): Promise<PageEntry>;
export function answerHeaders(res: ServerResponse): Record<string, unknown>;
export function serveEntry(
  req: IncomingMessage,
  res: ServerResponse,
  entry: PageEntry,
  direct: { writeHead: ServerResponse['writeHead']; end: ServerResponse['end'] },
  base: Record<string, unknown>,
): void;
export function interceptPages(
  req: IncomingMessage,
  res: ServerResponse,
  cache: PageCache,
  direct: { writeHead: ServerResponse['writeHead']; end: ServerResponse['end'] },
  options?: { onError?: (...args: unknown[]) => void; onServed?: (entry: PageEntry, base: Record<string, unknown>) => void },
): void;
export function renderFailed(html: string): boolean;
