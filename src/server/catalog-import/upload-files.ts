import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import { env } from '@/server/env';

// An import's upload is kept on disk (DATA_DIR/imports) between the dry run and the
// job that applies it, so a job can be resumed by any later request or process; the database
// holds only its name. Removed when the job ends.

let override: string | undefined;

/** Tests point this at a temporary directory. */
export function setImportDir(dir: string | undefined): void {
  override = dir;
}

export const importDir = () => nodePath.resolve(override ?? nodePath.join(env().DATA_DIR, 'imports'));

const NAME = /^[0-9a-f-]{36}\.(xlsx|csv|zip)$/;

/** Where a stored upload lies on disk. */
export function pathOf(name: string): string {
  if (!NAME.test(name)) throw new Error(`not an import upload name: ${name}`);
  return nodePath.join(importDir(), name);
}

export async function saveUpload(bytes: Uint8Array, extension: 'xlsx' | 'csv' | 'zip'): Promise<string> {
  await mkdir(importDir(), { recursive: true });
  const name = `${randomUUID()}.${extension}`;
  await writeFile(pathOf(name), bytes);
  return name;
}

export const readUpload = (name: string) => readFile(pathOf(name));

export async function removeUpload(name: string): Promise<void> {
  if (name) await rm(pathOf(name), { force: true });
}
