import { randomInt } from 'node:crypto';
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
  if (randomInt(50) === 0) await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - 3_600_000)));
  const svg = drawSvg(code, { width: 120, height: 44, noise: 3, color: true, background: '#fff4f4', fontSize: 48 });
  return sharp(Buffer.from(svg)).png().toBuffer();
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
