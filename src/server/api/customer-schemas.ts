import { z } from '@hono/zod-openapi';

// Response shapes of the §7 Customer calls, for the OpenAPI document.

export const userDtoSchema = z
  .object({
    id: z.number().int(),
    nick: z.string(),
    email: z.string(),
    companyName: z.string(),
    sex: z.number().int().openapi({ description: '§3 gender: 0 default, 1 male, 2 female' }),
    wxhead: z.string().openapi({ description: 'Head image URL' }),
    isLogin: z.literal(true),
    collectionNum: z.number().int(),
    shoppingCartNum: z.number().int(),
    orderNum: z.number().int(),
    onlineGuid: z.string().optional().openapi({
      description: 'Session secret, only with sessionTransport "header": send `Authorization: id,onlineGuid`. Browsers get an httpOnly cookie instead.',
    }),
  })
  .openapi('UserDto');

export const userEnvelopeSchema = z.object({ code: z.literal(0), message: z.string(), data: z.object({ dto: userDtoSchema }) });

export const googleUnregisteredSchema = z.object({
  code: z.literal(0),
  message: z.literal('unregistered'),
  data: z.object({
    dto: z.null(),
    profile: z.object({ nick: z.string(), email: z.string(), wxhead: z.string() }),
  }),
});

export const accountNumsEnvelopeSchema = z.object({
  code: z.literal(0),
  message: z.string(),
  data: z.object({ dto: z.object({ collectionNum: z.number().int(), shoppingCartNum: z.number().int(), orderNum: z.number().int() }) }),
});

export const messageEnvelopeSchema = z.object({ code: z.literal(0), message: z.string() });
