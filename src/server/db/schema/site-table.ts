import { pgTable, serial, type PgColumnBuilderBase, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { siteId } from './columns';

/** The serial key and the site: how every site-owned table begins. */
const siteRow = () => ({ id: serial('id').primaryKey(), siteId: siteId() });
type SiteRow = ReturnType<typeof siteRow>;

/**
 * A site-owned table (§1: every site-owned row carries the owner id of its site): `id` and
 * `site_id` first, then the table's own columns, exactly as `pgTable` with `...siteRow()` spelt
 * out at the top would declare it (the migrations see no change).
 */
export function siteTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extraConfig?: (self: BuildExtraConfigColumns<N, SiteRow & C, 'pg'>) => PgTableExtraConfigValue[],
) {
  // Named type arguments: inferred from the spread, the map would lose id and site_id.
  return pgTable<N, SiteRow & C>(name, { ...siteRow(), ...columns }, extraConfig);
}
