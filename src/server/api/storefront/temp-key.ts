import { Hono } from 'hono';
import { isDeviceCode } from '@/lib/device-code';
import { userIdParam } from '@/lib/validation/common';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';
import { AppError } from '@/server/errors';
import { issueUploadCredential } from '@/server/media/upload-credentials';
import { clientOf } from '@/server/security/request-client';
import { consume } from '@/server/security/rate-limit';
import { requireSite } from '@/server/site';
import { failingWith, validationError } from '../kit/errors';
import { FAILURE } from '../kit/failures';

// §7 GET /TempKey?userId=38 (R7.34, R7.35): a 30-minute credential for uploading under
// /Upload/tmp/<DeviceCode>/ only. No sign-in: §7 calls it with the fixed userId from any visitor,
// so the scope is the device's own folder, and it is rate limited per address (docs/ARCHITECTURE.md).
// Outside /api (§7 spells it so), mounted on the same Hono app by ./app.

export const tempKeyApp = new Hono();

tempKeyApp.get('/TempKey', async (c) => {
  const userId = userIdParam.safeParse(c.req.query('userId'));
  if (!userId.success) throw validationError(userId.error, 'userId');
  const deviceCode = c.req.header('DeviceCode') ?? '';
  if (!isDeviceCode(deviceCode)) {
    throw new AppError('bad_request', 'DeviceCode: send the 32-character device code header', { field: 'DeviceCode' });
  }
  await consume('tempKeyIp', clientOf(c).ip);
  const { prefix, ...credential } = await failingWith(FAILURE.tempKey, async () => {
    const db = await getDb();
    return issueUploadCredential(await requireSite(db, userId.data), deviceCode);
  });
  const { MEDIA_BUCKET: bucket, MEDIA_REGION: region } = env();
  c.header('Cache-Control', 'no-store');
  return c.json({ code: 0, message: 'ok', data: { credential, prefix, bucket, region } }, 200);
});
