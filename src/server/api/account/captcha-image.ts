import { Hono } from 'hono';
import { captchaGuidSchema } from '@/lib/validation/account';
import { issueCaptcha } from '@/server/accounts/captchas';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { clientOf } from '@/server/security/request-client';
import { consume } from '@/server/security/rate-limit';
import { failingWith } from '../kit/errors';
import { FAILURE } from '../kit/failures';

// §7 GET /verifycode/NumberVerifyCode?guid=<UUID v4>: the numeric captcha picture. Outside /api
// (§7 spells it so), mounted on the same Hono app by ./app: 400 JSON naming guid when it is not a
// UUID v4 (§5), 429 over the per-IP limit, 503 when the database is down; never cached.

export const captchaImageApp = new Hono();

captchaImageApp.get('/verifycode/NumberVerifyCode', async (c) => {
  c.header('Cache-Control', 'no-store'); // the error bodies too: each answer is for one guid
  const guid = c.req.query('guid') ?? '';
  if (!captchaGuidSchema.safeParse(guid).success) throw new AppError('bad_request', 'guid: must be a UUID v4', { field: 'guid' });
  await consume('captchaIp', clientOf(c).ip);
  const png = await failingWith(FAILURE.captcha, async () => issueCaptcha(await getDb(), guid));
  return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' });
});
