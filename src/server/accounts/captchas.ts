import { randomInt } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import type { Db } from '@/server/db/client';
import { captchas } from '@/server/db/schema';

// §2/§5 numeric picture captcha for sign-in and registration. The browser names it with a random
// UUID v4 (§5); asking again with the same id draws a new code. A code is good for one attempt
// (right or wrong) within its lifetime, so a script cannot try the 10,000 codes against one picture.

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60_000;

// The package's main export draws a given text; its type file only declares the helpers.
const drawSvg = svgCaptcha as unknown as (text: string, options: object) => string;

function drawCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += String(randomInt(10));
  return code;
}

/** Stores a fresh code under `guid` and returns its picture (PNG: letters drawn as paths, no font needed). */
export async function issueCaptcha(db: Db, guid: string): Promise<Buffer> {
  const code = drawCode();
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
  await db
    .insert(captchas)
    .values({ guid, code, expiresAt })
    .onConflictDoUpdate({ target: captchas.guid, set: { code, expiresAt, usedAt: null, createdAt: new Date() } });
  await echoForTests(guid, code);
  if (randomInt(50) === 0) await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - 3_600_000)));
  const svg = drawSvg(code, { width: 120, height: 44, noise: 3, color: true, background: '#fff4f4', fontSize: 48 });
  return sharp(Buffer.from(svg)).png().toBuffer();
}

let warned = false;

/**
 * The e2e suite drives the real sign-up form, so it must solve the captcha; the embedded database
 * is locked by the server process, so the suite cannot read the table. CAPTCHA_ECHO_FILE (set
 * only by scripts/e2e-server.mjs) makes the server append `guid code` lines there. Never set it
 * in production: it is announced in the log at the first captcha.
 */
async function echoForTests(guid: string, code: string): Promise<void> {
  const file = process.env.CAPTCHA_ECHO_FILE;
  if (!file) return;
  if (!warned) {
    warned = true;
    console.warn(`[captcha] CAPTCHA_ECHO_FILE is set: captcha codes are written to ${file} (for tests only)`);
  }
  await appendFile(file, `${guid} ${code}\n`);
}

/**
 * Uses up the captcha `guid` and tells whether `code` was its code. Unknown, expired and already
 * used captchas are false. One atomic UPDATE, so two concurrent tries cannot both pass.
 */
export async function useCaptcha(db: Db, guid: string, code: string): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.guid, guid), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .returning({ code: captchas.code });
  return row !== undefined && row.code === code.trim();
}
