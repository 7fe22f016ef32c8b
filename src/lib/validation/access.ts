import { z } from 'zod';
import { bodySiteId, userIdParam } from './common';

// §4 area check and the /accessCode form (R7.13-R7.15). Messages are message keys (see ./account).

export const ACCESS_CODE_MAX = 64;

/** The code typed on /accessCode: required; longer than any issued code is simply wrong. */
export const accessCodeSchema = z
  .string({ error: 'accessCode.required' })
  .trim()
  .min(1, { error: 'accessCode.required' })
  .max(ACCESS_CODE_MAX, { error: 'accessCode.wrong' })
  .meta({ description: 'The access code given to the visitor', example: 'LANTERN2026' });

export const accessCodeFormSchema = z.object({ accessCode: accessCodeSchema });
export type AccessCodeForm = z.infer<typeof accessCodeFormSchema>;

/** R7.15 (design): POST /api/AreaLimit/UseSafeIp body. */
export const useSafeIpBodySchema = accessCodeFormSchema.extend({
  userId: bodySiteId(),
});
export type UseSafeIpBody = z.infer<typeof useSafeIpBodySchema>;

/** R7.14: GET /api/AreaLimit/CheckUserArea?userId=. */
export const checkUserAreaQuery = z.object({ userId: userIdParam });
