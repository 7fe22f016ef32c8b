import { z } from 'zod';
import { optionalDeviceCode } from './common';
import { INT4_MAX } from './limits';
import { emailSchema } from './email';

/** Footer subscribe form (§5: the email rule, R5.07). */
export const subscribeFormSchema = z.object({ email: emailSchema });
export type SubscribeForm = z.infer<typeof subscribeFormSchema>;

/** §7 AddSubscribeMail body: userid, custid, email, time, deviceCode — the form plus context. */
export const subscribeBodySchema = subscribeFormSchema.extend({
  userid: z.number().int().positive().max(INT4_MAX, `must be a site id from 1 to ${INT4_MAX}`).optional(),
  custid: z.number().int().positive().max(INT4_MAX, `must be a customer id from 1 to ${INT4_MAX}`).nullable().optional(),
  time: z.string().max(40).optional(),
  deviceCode: optionalDeviceCode,
});
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;
