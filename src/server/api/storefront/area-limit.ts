import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { checkUserAreaQuery, useSafeIpBodySchema } from '@/lib/validation/access';
import { areaVisitor, checkArea, unlockArea } from '@/server/access';
import { clientOf } from '@/server/security/request-client';
import { consume } from '@/server/security/rate-limit';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { AppError } from '@/server/errors';
import { FAILURE } from '../kit/failures';
import { jsonBody, siteRoute } from '../kit/route';
import { apiRoute } from '../kit/route-doc';

// §4 area check, §7 GET /api/AreaLimit/CheckUserArea (R7.13, R7.14) and POST /api/AreaLimit/UseSafeIp
// (R7.15, our design). Rules and unlocks live in src/server/access.

export const areaLimitApi = new OpenAPIHono();

const visitorOf = (c: Context) => areaVisitor(clientOf(c).ip, (name) => c.req.header(name));

const areaStatusSchema = z
  .object({
    restricted: z.literal(false),
    unlockedUntil: z.string().optional().openapi({ description: 'ISO time the access code unlock ends (only when unlocked)' }),
  })
  .openapi('AreaStatus');

const checkRoute = apiRoute('get', '/AreaLimit/CheckUserArea', { query: checkUserAreaQuery }, 'Access', {
  summary: "Is the visitor's area restricted?",
  description:
    'Matches the client address against IP ranges and the country header of a trusted proxy (AREA_COUNTRY_HEADER). ' +
    'Restricted and not unlocked → 403; the client then opens /accessCode after 500 ms (§4).',
  ok: [z.object({ code: z.literal(0), message: z.string(), data: areaStatusSchema }), 'Not restricted (or unlocked by an access code)'],
  errors: ['bad_request', 'forbidden', 'not_found', 'unavailable'],
});

siteRoute(areaLimitApi, checkRoute, FAILURE.area, async (c, { site }) => {
  const { db, siteId } = await site(c.req.valid('query').userId);
  const status = await checkArea(db, siteId, visitorOf(c));
  c.header('Cache-Control', 'private, no-store');
  if (status.restricted) throw new AppError('forbidden', 'Your area is restricted: enter an access code');
  const data = status.unlockedUntil ? { restricted: false as const, unlockedUntil: status.unlockedUntil.toISOString() } : { restricted: false as const };
  return c.json({ code: 0 as const, message: 'ok', data }, 200);
});

const unlockRoute = apiRoute('post', '/AreaLimit/UseSafeIp', { body: jsonBody(useSafeIpBodySchema) }, 'Access', {
  summary: "Unlock the visitor's address with an access code",
  description:
    'A valid, unexpired code of the site lets the calling address in for AREA_UNLOCK_HOURS (default 24 h, never past the ' +
    "code's expiry). A wrong code is a 400 naming accessCode. 10 attempts per address per 15 minutes.",
  ok: [dtoEnvelopeSchema(z.object({ restricted: z.literal(false), unlockedUntil: z.string() })), 'Unlocked'],
  errors: ['bad_request', 'not_found', 'rate_limited', 'unavailable'],
});

siteRoute(areaLimitApi, unlockRoute, FAILURE.accessCode, async (c, { site }) => {
  const body = c.req.valid('json');
  await consume('accessCodeIp', clientOf(c).ip);
  const { db, siteId } = await site(body.userId);
  const unlocked = await unlockArea(db, siteId, visitorOf(c), body.accessCode);
  if (!unlocked) throw new AppError('bad_request', 'accessCode: the access code is wrong or expired', { field: 'accessCode' });
  return c.json(dtoEnvelope({ restricted: false as const, unlockedUntil: unlocked.unlockedUntil.toISOString() }), 200);
});
