import { z } from 'zod';
import { blankToUndefined, idNumber, pageParam, pageSizeParam, textFields, userIdParam } from './common';
import { emailSchema } from './email';

// §3 "Address: fields not shown" (R3.47, R7.72): our design of a trade buyer's delivery address,
// one schema for the form (react-hook-form resolver), POST /api/CustAddress and its OpenAPI entry.
// Messages are keys under `address.*` (and `message.mailRule`); the API sends them next to the field.
//
//   contactName  required   who receives the goods
//   company      optional   the buyer's company (printed on the waybill)
//   phone        required   digits with + ( ) - . spaces, 5-30 characters
//   email        optional   the §5 email rule when given
//   country      required   ISO 3166-1 alpha-2 ('CN', 'US', ...)
//   region       CN: required province (its Chinese name, from the China division data); else free text
//   city         required   CN: a city of that province from the same data (a municipality: itself); else free text
//   district     CN: required where the data divides the city (区 / 县), one of that city's; else empty
//   addressLine  required   street, building, unit
//   postcode     optional   letters, digits, spaces and dashes
//   isDefault    optional   at most one default address per customer
// Whether a CN region/city exists in the division data is checked on the server (the data stays there).

import { CHINA } from './limits';

export { CHINA };
export const ADDRESS_LIMIT = 50;

const text = (max: number) => z.string().trim().max(max, { error: 'address.tooLong' });
const required = (key: string, max: number) => z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'address.tooLong' });

export const addressFieldsSchema = z.object({
  contactName: required('address.contactRequired', 60).meta({ description: 'Who receives the goods', example: 'Anna Schmidt' }),
  company: text(120).default('').meta({ description: 'Company on the waybill', example: 'Schmidt Deko GmbH' }),
  phone: required('address.phoneRequired', 30)
    .regex(/^\+?[0-9()\-.\s]{5,30}$/, { error: 'address.phoneInvalid' })
    .meta({ description: 'Phone with country code: digits, + ( ) - . and spaces', example: '+49 40 1234567' }),
  email: z
    .union([z.string().trim().max(0), emailSchema], { error: 'message.mailRule' })
    .default('')
    .meta({ description: 'Optional contact email (§5 email rule)', example: 'anna@schmidt-deko.de' }),
  country: z
    .string({ error: 'address.countryRequired' })
    .trim()
    .min(1, { error: 'address.countryRequired' })
    .regex(/^[A-Za-z]{2}$/, { error: 'address.countryInvalid' })
    .transform((code) => code.toUpperCase())
    .meta({ description: 'ISO 3166-1 alpha-2 country code', example: 'DE' }),
  region: text(60).default('').meta({ description: 'CN: the province (Chinese name from the address options), required; elsewhere state or county, optional', example: 'Hamburg' }),
  city: required('address.cityRequired', 60).meta({ description: 'CN: a city of that province from the address options; elsewhere free text', example: 'Hamburg' }),
  district: text(60).default('').meta({ description: 'CN: a district of that city from the address options, required where the city has districts; elsewhere empty', example: '' }),
  addressLine: required('address.lineRequired', 200).meta({ description: 'Street, building, unit', example: 'Speicherstadt 12' }),
  postcode: text(12)
    .regex(/^[A-Za-z0-9\s-]*$/, { error: 'address.postcodeInvalid' })
    .default('')
    .meta({ description: 'Postal code', example: '20457' }),
  isDefault: z.boolean().default(false).meta({ description: 'Make this the default address (clears the others)' }),
});

/** §3: a Chinese address names its province; elsewhere the region (state, county) may be empty, and there is no district. */
function regionRule(value: { country: string; region: string; district: string }, ctx: z.RefinementCtx) {
  if (value.country === CHINA && value.region === '') ctx.addIssue({ code: 'custom', path: ['region'], message: 'address.regionRequired' });
  if (value.country !== CHINA && value.district !== '') ctx.addIssue({ code: 'custom', path: ['district'], message: 'address.districtOutsideChina' });
}

export const addressFormSchema = addressFieldsSchema.superRefine(regionRule);
export type AddressForm = z.input<typeof addressFormSchema>;
export type AddressValues = z.output<typeof addressFormSchema>;

/** POST /api/CustAddress: the form, plus `id` to update an existing address. */
export const addressBodySchema = addressFieldsSchema
  .extend({
    id: idNumber('must be a positive whole number').optional().meta({ description: 'Update this address; omit to create one' }),
  })
  .superRefine(regionRule);
export type AddressBody = z.output<typeof addressBodySchema>;

/** GET /api/CustAddress: §7 R7.71 isGetAll defaults to true; the session decides whose list. */
export const addressListQuery = z.object({
  userId: userIdParam.meta({ description: 'Site owner id (§1: 38); accepted for §7 clients, the session decides the site.', example: 38 }),
  isGetAll: z
    .preprocess(blankToUndefined, z.stringbool({ error: 'must be true or false' }).default(true))
    .meta({ description: 'true (default) returns every address and ignores page and PageSize.', example: 'true' }),
  page: pageParam,
  PageSize: pageSizeParam,
});

/** An address as the API answers it (GET/POST /api/CustAddress). */
export const addressDtoSchema = z
  .object({
    id: z.number().int(),
    ...textFields('contactName', 'company', 'phone', 'email'),
    country: z.string().meta({ description: 'ISO 3166-1 alpha-2', example: 'CN' }),
    region: z.string().meta({ description: 'CN: province (Chinese name); else state/county', example: '广东省' }),
    city: z.string().meta({ description: 'CN: city (a municipality: itself, 上海市)', example: '深圳市' }),
    district: z.string().meta({ description: 'CN: district (区 / 县) of the city; else empty', example: '南山区' }),
    addressLine: z.string(),
    postcode: z.string(),
    isDefault: z.boolean(),
    createtime: z.string().meta({ description: 'ISO 8601', example: '2026-03-01T08:00:00.000Z' }),
  })
  .meta({ id: 'Address' });
export type AddressDto = z.infer<typeof addressDtoSchema>;

/**
 * The delivery address copied into the order at submit time (later edits of the address book do not change it).
 * Here, not in order.ts: the workspace's inquiry contract needs it, and order.ts needs that one's states.
 */
export const addressSnapshotSchema = addressDtoSchema
  .omit({ isDefault: true, createtime: true })
  // Inquiries sent before addresses had a district carry none.
  .extend({ district: addressDtoSchema.shape.district.optional() })
  .meta({ id: 'OrderAddress', description: 'The delivery address as it was at submit time' });
export type AddressSnapshot = z.infer<typeof addressSnapshotSchema>;
