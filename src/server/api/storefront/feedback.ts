import { OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { isDeviceCode } from '@/lib/device-code';
import { feedbackBodySchema } from '@/lib/validation/feedback';
import { addFeedback } from '@/server/content/feedback';
import { clientOf } from '@/server/security/request-client';
import { consume } from '@/server/security/rate-limit';
import { currentCustomer } from '../kit/auth';
import { FAILURE } from '../kit/failures';
import { jsonBody, siteRoute } from '../kit/route';
import { apiRoute } from '../kit/route-doc';

// §7 POST /api/Feedback (R7.38, R7.39, R7.95): the feedback panel and the contact form.

export const feedbackApi = new OpenAPIHono();

/** R7.95: the success message, with its full-width exclamation mark. */
export const FEEDBACK_SUCCESS = 'Submitted successfully！';
/** A 2000-character message in any script fits easily; anything larger is refused unread. */
const MAX_BODY_BYTES = 16 * 1024;

const route = apiRoute('post', '/Feedback', { body: jsonBody(feedbackBodySchema) }, 'Content', {
  summary: 'Send feedback to the supplier',
  description:
    'content is required (not blank, at most 2000 characters, §5); name, email (§5 rule), phone, pageUrl and deviceCode are ' +
    'optional. Stored as typed. 10 per address per 10 minutes; bodies over 16 KB are refused (413).',
  ok: [z.object({ code: z.literal(0), message: z.literal(FEEDBACK_SUCCESS) }), 'Stored'],
  errors: ['bad_request', 'not_found', 'payload_too_large', 'rate_limited', 'unavailable'],
});

feedbackApi.use(route.path, bodyLimit({ maxSize: MAX_BODY_BYTES }));

siteRoute(feedbackApi, route, FAILURE.feedback, async (c, { site }) => {
  const body = c.req.valid('json');
  await consume('feedbackIp', clientOf(c).ip);
  // Signed in or not, anyone may write; a customer's feedback is linked to the account.
  const customer = await currentCustomer(c).catch(() => null);
  const { db, siteId } = await site(body.userid, 'userid');
  await addFeedback(db, siteId, {
    content: body.content,
    name: body.name,
    email: body.email || undefined,
    phone: body.phone,
    pageUrl: body.pageUrl ?? c.req.header('pageName')?.slice(0, 500),
    // §7 R7.03: anonymous requests carry the DeviceCode header; used when the body has none.
    deviceCode: body.deviceCode ?? (isDeviceCode(c.req.header('DeviceCode')) ? c.req.header('DeviceCode') : undefined),
    customerId: customer?.siteId === siteId ? customer.customerId : null,
  });
  return c.json({ code: 0 as const, message: FEEDBACK_SUCCESS }, 200);
});
