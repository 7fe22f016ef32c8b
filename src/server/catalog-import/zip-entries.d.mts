export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
  directory: boolean;
}
export interface ByteSource {
  size: number;
  read(position: number, length: number): Buffer;
  close(): void;
}
export class ZipRefusal extends Error {
  constructor(code: string, params?: Record<string, string | number>);
  readonly code: string;
  readonly params: Record<string, string | number>;
}
export function bufferSource(buffer: Buffer): ByteSource;
export function fileSource(path: string): ByteSource;
export function readEntries(source: ByteSource, maxEntries: number): ZipEntry[];
export function checkDeclared(entries: readonly ZipEntry[], options: { maxUnpacked: number; ratio: number; entryLimit?: (entry: ZipEntry) => number }): number;
export function inflateEntrySync(source: ByteSource, entry: ZipEntry): Buffer;
export function inflateEntryOfFile(path: string, entry: ZipEntry): Promise<Buffer>;
export function countEntry(source: ByteSource, entry: ZipEntry, onChunk?: (chunk: Buffer) => void): Promise<number>;
export function entryHead(source: ByteSource, entry: ZipEntry, compressedBytes?: number): string;
