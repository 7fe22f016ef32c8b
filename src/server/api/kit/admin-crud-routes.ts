import type { z } from '@hono/zod-openapi';
import { createSiteRow, deleteSiteRow, getSiteRow, listSiteRows, updateSiteRow, type ListQuery, type SiteResource } from '@/server/content/admin/site-table-crud';
import type { SQL } from 'drizzle-orm';
import { dtoRoute, listRoute } from './admin-row-routes';
import type { KitApp } from './operation';

// The five workspace calls of a simple site table (brief conventions): list, one,
// create, update (full body), delete, under /api/admin/<path>, tag Workspace. Each resource file
// names its contract and its filters; the service (src/server/content/admin/site-table-crud.ts)
// does the work and writes the audit rows.

/** A list query of a site table: its output carries the paging, sort and search listSiteRows reads. */
type CrudListQuery = z.ZodObject & z.ZodType<ListQuery>;

export interface CrudRoutes<Q extends CrudListQuery, W extends z.ZodType> {
  /** `/admin/faqs` (no /api). */
  path: string;
  /** For the OpenAPI words: "FAQ", "FAQs". */
  one: string;
  many: string;
  rowSchema: z.ZodType;
  writeSchema: W;
  listQuery: Q;
  resource: SiteResource<unknown, z.infer<W>>;
  /** The resource's own list filters (language, ...), from the parsed query. */
  filters?: (query: z.infer<Q>) => (SQL | undefined)[];
}

export function registerCrudRoutes<Q extends CrudListQuery, W extends z.ZodType>(app: KitApp, spec: CrudRoutes<Q, W>): void {
  const { path, one, many, rowSchema, writeSchema, listQuery, resource } = spec;
  const item = `${path}/{id}`;
  const writeErrors = ['bad_request', 'conflict', 'unavailable'] as const;

  listRoute(app, path, {
    query: listQuery,
    summary: `List ${many}`,
    description: `One page of the site's ${many}: page, pageSize (1–200), sort, order, q (search).`,
    list: [rowSchema],
    run: ({ db, staff }, query) => listSiteRows(db, staff.siteId, resource, query, spec.filters?.(query)),
  });

  dtoRoute(app, 'get', item, {
    summary: `One ${one}`,
    description: `The ${one}; 404 naming id for an unknown id or another site's row.`,
    dto: [rowSchema],
    run: ({ db, staff }, { id }) => getSiteRow(db, staff.siteId, resource, id),
  });

  dtoRoute(app, 'post', path, {
    body: writeSchema,
    summary: `Create a ${one}`,
    description: `Writes an audit row (${resource.entity}.create). The storefront shows it within 2 s.`,
    dto: [rowSchema, 'data.dto: the created row'],
    errors: writeErrors,
    run: ({ db, staff, audit }, { body }) => createSiteRow(db, { siteId: staff.siteId, audit }, resource, body),
  });

  dtoRoute(app, 'put', item, {
    body: writeSchema,
    summary: `Update a ${one}`,
    description: `The full editable body. Writes an audit row (${resource.entity}.update) with the row before and after.`,
    dto: [rowSchema, 'data.dto: the updated row'],
    errors: [...writeErrors, 'not_found'],
    run: ({ db, staff, audit }, { id, body }) => updateSiteRow(db, { siteId: staff.siteId, audit }, resource, id, body),
  });

  dtoRoute(app, 'delete', item, {
    summary: `Delete a ${one}`,
    description: `Writes an audit row (${resource.entity}.delete) holding the deleted row.`,
    dto: [rowSchema, 'data.dto: the deleted row'],
    run: ({ db, staff, audit }, { id }) => deleteSiteRow(db, { siteId: staff.siteId, audit }, resource, id),
  });
}
