import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SCHEMA_RESOURCES } from '@/components/admin/content-resources';
import { hasMessage } from '@/components/admin/i18n-provider';
import { fieldsOf } from '@/components/admin/schema-fields';
import { staffListQuery, staffRowSchema } from '@/lib/validation/admin/staff';

// A coded value a list shows in a cell (a row's enum) or offers as a filter (a list query's enum)
// is worded, in Chinese and in English: a staff list must say 所有者 / Owner, never `owner`.
const LISTS: { resource: string; schemas: z.ZodType[] }[] = [
  ...SCHEMA_RESOURCES.map((r) => ({ resource: r.name, schemas: [r.rowSchema, r.listQuery] })),
  { resource: 'staff', schemas: [staffRowSchema, staffListQuery] },
];
const PAGING = new Set(['page', 'pageSize', 'sort', 'order', 'q']);

const codes = LISTS.flatMap(({ resource, schemas }) =>
  schemas.flatMap((schema) =>
    fieldsOf(schema)
      .filter((spec) => !PAGING.has(spec.name) && spec.options?.length)
      .flatMap((spec) => spec.options!.filter((value) => value !== 'true' && value !== 'false').map((value) => ({ resource, field: spec.name, value }))),
  ),
);

describe('coded values in workspace lists are worded in both languages', () => {
  it('finds the coded values (roles, statuses, languages) to check', () => {
    expect(codes).toContainEqual({ resource: 'staff', field: 'role', value: 'owner' });
    expect(codes).toContainEqual({ resource: 'access-codes', field: 'status', value: 'active' });
  });
  it.each(['zh', 'en'] as const)('each has words in %s (the area’s options or the shared values)', (language) => {
    const missing = codes.filter(
      ({ resource, field, value }) => !hasMessage(language, `resources.${resource}.options.${field}.${value}`) && !hasMessage(language, `values.${field}.${value}`),
    );
    expect(missing).toEqual([]);
  });
});
