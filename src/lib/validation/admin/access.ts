import { z } from 'zod';
import { textFields } from '../common';
import { readonlyFields } from './workspace-fields';
import { workspaceListQuery } from './workspace-list-query';

// Contracts of the workspace's access screens — the area-restriction rules (§4 area
// check) and the access codes that let a restricted visitor in (/accessCode). Codes are stored as
// hashes (src/server/access/access-codes.ts): a generated code is shown once, in the generate
// answer, and never again.

// ── area rules: an IP range (CIDR or one address) and/or a country; `restricted` false = exception ─
export const areaRuleWriteSchema = z
  .object({
    ipPrefix: z.string().trim().max(64).default('').meta({ description: 'An IP address or CIDR range (203.0.113.0/24, 2001:db8::/32)' }),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || /^[A-Z][A-Z0-9]$/.test(v), 'must be a two-letter country code')
      .default('')
      .meta({ description: 'ISO 3166-1 alpha-2 country code' }),
    restricted: z.boolean().default(true).meta({ description: 'Off: an exception that lets matching visitors in' }),
  })
  .refine((r) => r.ipPrefix !== '' || r.country !== '', { message: 'give an IP range or a country', path: ['ipPrefix'] })
  .meta({ id: 'AdminAreaRuleWrite' });
export const areaRuleRowSchema = z
  .object({
    id: z.number().int(),
    ...textFields('ipPrefix', 'country'),
    restricted: z.boolean(),
    createdAt: z.string().meta({ widget: 'readonly' }),
  })
  .meta({ id: 'AdminAreaRule' });
export const areaRuleListQuery = workspaceListQuery(['createdAt', 'id', 'country', 'ipPrefix'], 'desc')
  .extend({ restricted: z.enum(['true', 'false']).optional() })
  .meta({ id: 'AdminAreaRuleListQuery' });
export type AreaRuleWrite = z.infer<typeof areaRuleWriteSchema>;
export type AreaRuleRow = z.infer<typeof areaRuleRowSchema>;

// ── access codes ───────────────────────────────────────────────────────────────────────────────
export const ACCESS_CODE_STATUSES = ['active', 'expired', 'revoked'] as const;
export const ACCESS_CODE_GENERATE_MAX = 500;
export const ACCESS_CODE_NOTE_MAX = 200;
/** Characters of a generated code: no 0/O, 1/I/L, so a code read aloud or typed is not mistaken. */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ACCESS_CODE_LENGTH = 10;

const expiresAt = () =>
  z.iso
    .datetime({ offset: true, error: 'must be an ISO date-time (2026-12-31T23:59:00Z)' })
    .nullable()
    .default(null)
    .meta({ widget: 'datetime', description: 'When the code stops working; empty = never' });

/** The editable part of a code: its note and expiry (the code itself is never shown again). */
const accessCodeFields = {
  note: z.string().trim().max(ACCESS_CODE_NOTE_MAX).default(''),
  expiresAt: expiresAt(),
};
export const accessCodeWriteSchema = z.object(accessCodeFields).meta({ id: 'AdminAccessCodeWrite' });
/** Generating gives every new code the same editable part. */
export const accessCodeGenerateSchema = z
  .object({
    count: z
      .number()
      .int()
      .min(1)
      .max(ACCESS_CODE_GENERATE_MAX)
      .meta({ description: `How many codes (1 to ${ACCESS_CODE_GENERATE_MAX})` }),
    ...accessCodeFields,
  })
  .meta({ id: 'AdminAccessCodeGenerate' });
export const accessCodeRowSchema = z
  .object({
    id: z.number().int(),
    note: z.string(),
    expiresAt: z.string().nullable().meta({ widget: 'datetime' }),
    ...readonlyFields({ createdAt: z.string(), revokedAt: z.string().nullable() }),
    useCount: z.number().int().meta({ description: 'Times a visitor was let in with it' }),
    lastUsedAt: z.string().nullable().meta({ widget: 'readonly' }),
    status: z.enum(ACCESS_CODE_STATUSES),
  })
  .meta({ id: 'AdminAccessCode' });
/** One generated code with the plain value: answered once, by the generate call only. */
export const generatedAccessCodeSchema = z.object({ id: z.number().int(), code: z.string() }).meta({ id: 'AdminGeneratedAccessCode' });
export const accessCodeListQuery = workspaceListQuery(['createdAt', 'id', 'expiresAt', 'useCount'], 'desc')
  .extend({ status: z.enum(ACCESS_CODE_STATUSES).optional() })
  .meta({ id: 'AdminAccessCodeListQuery' });
export type AccessCodeWrite = z.infer<typeof accessCodeWriteSchema>;
export type AccessCodeGenerate = z.infer<typeof accessCodeGenerateSchema>;
export type AccessCodeRow = z.infer<typeof accessCodeRowSchema>;
export type GeneratedAccessCode = z.infer<typeof generatedAccessCodeSchema>;
export type AccessCodeListQuery = z.infer<typeof accessCodeListQuery>;
