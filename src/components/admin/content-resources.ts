import type { z } from 'zod';
import { CRUD_CONTRACTS, type CrudResourceName } from '@/lib/validation/admin/crud-contracts';
import { customerDetailSchema, customerListQuery, customerRowSchema } from '@/lib/validation/admin/customers';

// Issue 15: the content, access and customer resources, registered from the content helper's
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

/** Where each resource's screens sit in the workspace (content hub, access hub). */
const GROUP: Record<CrudResourceName, SchemaResource['group']> = {
  faqs: 'content',
  articles: 'content',
  fairs: 'content',
  videos: 'content',
  certificates: 'content',
  'friend-links': 'content',
  notices: 'content',
  banners: 'content',
  colours: 'content',
  packs: 'content',
  units: 'content',
  'area-rules': 'access',
  'access-codes': 'access',
};

export const SCHEMA_RESOURCES: readonly SchemaResource[] = [
  ...(Object.keys(CRUD_CONTRACTS) as CrudResourceName[]).map((name) => ({ name, group: GROUP[name], ...CRUD_CONTRACTS[name] })),
  { name: 'customers', group: 'customers', rowSchema: customerRowSchema, detailSchema: customerDetailSchema, listQuery: customerListQuery, readOnly: true },
];
