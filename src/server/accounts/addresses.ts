import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { ADDRESS_LIMIT, CHINA, type AddressBody, type AddressDto } from '@/lib/validation/address';
import type { Paging } from '@/lib/validation/common';
import { MAX_ROW_ID } from '@/lib/validation/catalog';
import { DomainError } from '@/server/errors';
import type { Db } from '@/server/db/client';
import { addresses, customers } from '@/server/db/schema';
import { knownPlaceSchema, normaliseChinaPlace } from './address-options';

// A customer's delivery addresses (R1.23, R7.70-R7.72). Every query is scoped to the signed-in
// customer's site and id; another customer's id answers 404 like an unknown one, so ids do not leak.

type AddressRow = typeof addresses.$inferSelect;

/** The address as the API answers it (data.list[], data.dto): the schema's type. */
export type { AddressDto };

/** The place of a stored row (China: province, city, district; ADR 0049), an old municipality row read the new way. */
export function placeOfRow(row: Pick<AddressRow, 'country' | 'region' | 'city' | 'district'>) {
  return normaliseChinaPlace({ country: row.country, region: row.region, city: row.city, district: row.country === CHINA ? row.district : '' });
}

/** The address as the API answers it and as an inquiry copies it. */
export function addressOfRow(row: AddressRow): AddressDto {
  const { id, contactName, company, phone, email, addressLine, postcode, isDefault, createdAt } = row;
  const { country, region, city, district } = placeOfRow(row);
  return { id, contactName, company, phone, email, country, region, city, district, addressLine, postcode, isDefault, createtime: createdAt.toISOString() };
}

const ownLive = (siteId: number, customerId: number) => and(eq(addresses.siteId, siteId), eq(addresses.customerId, customerId), isNull(addresses.deletedAt));

const notFound = (id: number) => new DomainError('not_found', `no address ${id}`, { input: 'id' });

/** The customer's addresses: the default first, then the newest. */
export async function listAddresses(db: Db, siteId: number, customerId: number, paging: Paging) {
  const where = ownLive(siteId, customerId);
  const query = db.select().from(addresses).where(where).orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  const rows = paging.all ? await query : await query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
  const total = paging.all ? rows.length : ((await db.select({ n: count() }).from(addresses).where(where))[0]?.n ?? 0);
  return { list: rows.map(addressOfRow), total };
}

/** The body's place, checked against the division data (knownPlaceSchema); the HTTP layer names the field. */
function knownPlace(input: AddressBody) {
  const place = normaliseChinaPlace({ country: input.country, region: input.region, city: input.city, district: input.district });
  const checked = knownPlaceSchema.safeParse(place);
  if (checked.success) return place;
  const [first] = checked.error.issues;
  throw new DomainError('unknown_place', first!.message, { input: String(first!.path[0]) });
}

/**
 * Creates an address, or updates the customer's own address `input.id`. A customer's first
 * address becomes the default; making one the default clears the others. The customer row is
 * locked for the transaction, so concurrent saves cannot leave two defaults or pass the limit.
 */
export async function saveAddress(db: Db, siteId: number, customerId: number, input: AddressBody): Promise<AddressDto> {
  const { country, region, city, district } = knownPlace(input);
  const { id, ...rest } = input;
  const fields = { ...rest, country, region, city, district };
  if (id !== undefined && id > MAX_ROW_ID) throw notFound(id);
  return db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const live = ownLive(siteId, customerId);
    let isDefault = fields.isDefault;
    if (id === undefined) {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(addresses).where(live);
      if (n >= ADDRESS_LIMIT) {
        throw new DomainError('address_book_full', `An address book holds at most ${ADDRESS_LIMIT} addresses; delete one first`, { limit: ADDRESS_LIMIT });
      }
      isDefault ||= n === 0;
    } else {
      const [own] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(live, eq(addresses.id, id)));
      if (!own) throw notFound(id);
    }
    if (isDefault) {
      const others = id === undefined ? live : and(live, ne(addresses.id, id));
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(others, eq(addresses.isDefault, true)));
    }
    const values = { ...fields, isDefault };
    const [row] =
      id === undefined
        ? await tx
            .insert(addresses)
            .values({ ...values, siteId, customerId })
            .returning()
        : await tx
            .update(addresses)
            .set(values)
            .where(and(live, eq(addresses.id, id)))
            .returning();
    return addressOfRow(row!);
  });
}

/** Soft-deletes the customer's own address (R7.70); anything else is a 404. */
export async function deleteAddress(db: Db, siteId: number, customerId: number, id: number): Promise<void> {
  if (id > MAX_ROW_ID) throw notFound(id);
  const deleted = await db
    .update(addresses)
    .set({ deletedAt: new Date(), isDefault: false })
    .where(and(ownLive(siteId, customerId), eq(addresses.id, id)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw notFound(id);
}
