import type { IMPORT_LIMITS } from '@/lib/validation/admin/import';
import type { ByteSource, ZipEntry } from './zip-entries.mjs';

type Limits = { -readonly [K in keyof typeof IMPORT_LIMITS]: number };

export class UploadRefusal extends Error {
  constructor(field: 'file' | 'pictures', code: string, params?: Record<string, string | number>);
  readonly field: 'file' | 'pictures';
  readonly code: string;
  readonly params: Record<string, string | number>;
}
export function asRefusal(field: 'file' | 'pictures', error: unknown): UploadRefusal;
export function judgeWorkbook(source: ByteSource, limits: Limits): { entries: ZipEntry[]; byName: Map<string, ZipEntry>; sheets: { name: string; state: string; path: string }[] };
export function judgePictureZip(source: ByteSource, limits: Limits, embeddedCount?: number): ZipEntry[];
