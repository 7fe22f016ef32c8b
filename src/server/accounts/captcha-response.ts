import { captchaGuidSchema } from '@/lib/validation/account';
import { ApiError } from '@/server/api/errors';
import { getDb, type Db } from '@/server/db/client';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '@/server/db/unavailable';
import { consume } from '@/server/security/rate-limit';
import { clientOfRequest } from '@/server/security/request-client';

/**
 * The captcha picture for `?guid=`: 400 JSON naming guid when it is not a UUID v4 (§5), 429 over
 * the per-IP limit, 503 when the database is down; never cached.
 */
export async function captchaImageResponse(request: Request, issue: (db: Db, guid: string) => Promise<Buffer>): Promise<Response> {
  const guid = new URL(request.url).searchParams.get('guid') ?? '';
  try {
    if (!captchaGuidSchema.safeParse(guid).success) throw new ApiError('bad_request', 'guid: must be a UUID v4', { field: 'guid' });
    await consume('captchaIp', clientOfRequest(request).ip);
    const png = await issue(await getDb(), guid);
    return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' } });
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError('unavailable', 'get NumberVerifyCode error', { cause: error });
    if (!(error instanceof ApiError) && !isDatabaseUnavailable(error)) console.error('[captcha]', error);
    const retry = apiError.status === 503 ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : undefined;
    return Response.json(apiError.toBody(), { status: apiError.status, headers: { 'Cache-Control': 'no-store', ...retry } });
  }
}
