import type { z } from 'zod';
import { CRUD_CONTRACTS, type CrudResourceName } from '@/lib/validation/admin/crud-contracts';
import { customerDetailSchema, customerListQuery, customerRowSchema } from '@/lib/validation/admin/customers';
import { AREA_OF } from './access';

// The content, access and customer resources, registered from the content helper's
// contracts: each becomes list/edit/create screens drawn from its schemas.

export interface SchemaResource {
  name: string;
  group: 'content' | 'access' | 'customers';
  rowSchema: z.ZodType;
  writeSchema?: z.ZodType;
  listQuery: z.ZodType;
  /** One record's fuller answer (customers' detail). */
  detailSchema?: z.ZodType;
  readOnly?: boolean;
}

/** The content and access hubs list each resource by its area (access.ts: AREA_OF). */
export const SCHEMA_RESOURCES: readonly SchemaResource[] = [
  ...(Object.keys(CRUD_CONTRACTS) as CrudResourceName[]).map((name) => ({ name, group: AREA_OF[name] as SchemaResource['group'], ...CRUD_CONTRACTS[name] })),
  { name: 'customers', group: 'customers', rowSchema: customerRowSchema, detailSchema: customerDetailSchema, listQuery: customerListQuery, readOnly: true },
];
