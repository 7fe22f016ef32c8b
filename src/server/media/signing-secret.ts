// Secrets and connections: a client bundle that reaches this module fails the build.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import nodePath from 'node:path';
import { env } from '@/server/env';

const MIN_LENGTH = 32;

function readSecret(file: string): string | undefined {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_LENGTH) throw new Error(`${file} holds fewer than ${MIN_LENGTH} characters`);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The secret in `file`, made on first use: 32 random bytes written aside and hard-linked into
 * place, so two processes starting together agree on one secret (the loser of the link reads the
 * winner's) and nobody ever reads half a file.
 */
export function loadOrCreateSecret(file: string): string {
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(nodePath.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`${file} could not be created`);
  return secret;
}

let cached: string | undefined;
let warned = false;

/**
 * MEDIA_SIGNING_SECRET, or one generated once into `DATA_DIR/media-secret` so links survive a
 * restart. Processes that do not share DATA_DIR (several machines on one PostgreSQL) must all be
 * given the same MEDIA_SIGNING_SECRET, or each rejects the others' links.
 */
export function mediaSigningSecret(): string {
  if (cached) return cached;
  const { MEDIA_SIGNING_SECRET, DATA_DIR, DATABASE_URL } = env();
  if (MEDIA_SIGNING_SECRET) return (cached = MEDIA_SIGNING_SECRET);
  const file = nodePath.resolve(DATA_DIR, 'media-secret');
  cached = loadOrCreateSecret(file);
  if (DATABASE_URL && !warned) {
    warned = true;
    console.warn(`[media] MEDIA_SIGNING_SECRET is unset: signing /Upload/ links with ${file}. ` + 'Set the same MEDIA_SIGNING_SECRET on every process that shares this database.');
  }
  return cached;
}
