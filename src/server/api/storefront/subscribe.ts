import { OpenAPIHono, z } from '@hono/zod-openapi';
import { subscribeBodySchema } from '@/lib/validation/subscribe';
import { addSubscription } from '@/server/content/subscriptions';
import { jsonBody, siteRoute } from '../kit/route';
import { apiRoute } from '../kit/route-doc';

// §7 POST /api/SubscribeMail/AddSubscribeMail (R7.40, R7.41): the footer subscribe form.

export const subscribeApi = new OpenAPIHono();

const route = apiRoute('post', '/SubscribeMail/AddSubscribeMail', { body: jsonBody(subscribeBodySchema) }, 'Content', {
  summary: 'Subscribe an email to news and fair invitations',
  description: 'Stores one row per site and email; subscribing again is not an error.',
  ok: [z.object({ code: z.literal(0), message: z.string() }), 'Subscribed (R8.14 message)'],
  errors: ['bad_request', 'not_found'],
});

// §8 gives no failure message for this call: a failure answers the generic 500/503 body.
siteRoute(subscribeApi, route, null, async (c, { site }) => {
  const body = c.req.valid('json');
  const { db, siteId } = await site(body.userid, 'userid');
  await addSubscription(db, siteId, { email: body.email, custId: body.custid, deviceCode: body.deviceCode });
  return c.json({ code: 0 as const, message: 'Subscribe email successfully!' }, 200);
});
