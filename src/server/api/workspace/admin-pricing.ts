import { OpenAPIHono } from '@hono/zod-openapi';
import {
  customerGroupListQuery,
  customerGroupSchema,
  customerGroupWriteSchema,
  priceListListQuery,
  priceListRowSchema,
  priceListSchema,
  priceListWriteSchema,
  pricingProductQuery,
  pricingProductSchema,
  productBreaksSchema,
  productBreaksWriteSchema,
} from '@/lib/validation/admin/pricing';
import { getProductBreaks, replaceProductBreaks } from '@/server/pricing/admin/breaks-admin';
import { createCustomerGroup, deleteCustomerGroup, getCustomerGroup, listCustomerGroups, updateCustomerGroup } from '@/server/pricing/admin/customer-groups-admin';
import { listPriceLists, getPriceList } from '@/server/pricing/admin/price-list-reads';
import { createPriceList, deletePriceList, updatePriceList } from '@/server/pricing/admin/price-list-writes';
import { findPricingProducts } from '@/server/pricing/admin/pricing-products';
import { resourceRoutes } from '../kit/admin-resource-routes';
import { dtoRoute, listRoute } from '../kit/admin-row-routes';

// The workspace's pricing calls (ADR 0052; roles from the role table: owner and sales, and the
// catalogue clerk for a product's breaks, which sit in the product form): a product's quantity
// breaks, customer groups and price lists. Every write leaves an audit row in its transaction;
// another site's product, customer, group or list answers 404 (or 400 naming the line that holds it).

export const adminPricingApi = new OpenAPIHono();

const BREAK_RULES =
  'Up to 4 breaks (5 ranges from the MOQ); each starts above the MOQ and the break before and costs less than the range before. A refused set answers 400 naming the break (`breaks.N`) and writes nothing.';

dtoRoute(adminPricingApi, 'get', '/admin/price-breaks/{id}', {
  summary: 'A product’s quantity breaks',
  description: 'The MOQ, the list price of each currency (the first range) and the breaks of USD and CNY, lowest quantity first. 404 naming id for another site’s product.',
  dto: [productBreaksSchema],
  run: ({ db, staff }, { id }) => getProductBreaks(db, staff.siteId, id),
});

dtoRoute(adminPricingApi, 'put', '/admin/price-breaks/{id}', {
  body: productBreaksWriteSchema,
  summary: 'Replace a product’s quantity breaks in one currency',
  description: `An empty list removes them. ${BREAK_RULES} Audit: product.breaks.`,
  dto: [productBreaksSchema, 'data.dto: the product’s breaks as now kept'],
  run: ({ db, staff, audit }, { id, body }) => replaceProductBreaks(db, staff.siteId, id, body, audit),
});

listRoute(adminPricingApi, '/admin/price-list-products', {
  query: pricingProductQuery,
  summary: 'Products a price list can price',
  description: 'Up to 20 products of the site whose code starts with q (then whose code or names contain it), with MOQ and list prices.',
  list: [pricingProductSchema],
  run: ({ db, staff }, { q }) => findPricingProducts(db, staff.siteId, q),
});

resourceRoutes(adminPricingApi, '/admin/customer-groups', {
  list: [customerGroupListQuery, listCustomerGroups, customerGroupSchema, 'data.list: one page of groups with their members'],
  one: [getCustomerGroup, customerGroupSchema, 'data.dto: the group'],
  words: {
    list: ['Customer groups', 'q searches the name; sort name, id or updatedAt.'],
    one: ['One customer group', 'Its countries (ISO alpha-2) and the members added by hand; 404 naming id for another site’s group.'],
  },
  writes: {
    noun: 'customer group',
    row: customerGroupSchema,
    body: customerGroupWriteSchema,
    create: {
      description: 'A customer of another site in memberIds → 400 naming memberIds.N. Audit: customer-group.create.',
      run: ({ db, staff, audit }, { body }) => createCustomerGroup(db, staff.siteId, body, audit),
    },
    update: {
      description: 'Name, countries and members, replaced whole. Audit: customer-group.update.',
      run: ({ db, staff, audit }, { id, body }) => updateCustomerGroup(db, staff.siteId, id, body, audit),
    },
    remove: {
      description: 'The lists it held stay, without it. Audit: customer-group.delete.',
      run: ({ db, staff, audit }, { id }) => deleteCustomerGroup(db, staff.siteId, id, audit),
    },
  },
});

resourceRoutes(adminPricingApi, '/admin/price-lists', {
  list: [priceListListQuery, listPriceLists, priceListRowSchema, 'data.list: one page of lists'],
  one: [getPriceList, priceListSchema, 'data.dto: the list with its prices and holders'],
  words: {
    list: ['Price lists', 'q searches the name; status valid | upcoming | expired (today, [validFrom, validTo)); sort updatedAt (default, newest first), name or id.'],
    one: ['One price list', 'Its terms, dates, status, the inquiry it was kept from, prices and holders; 404 naming id for another site’s list.'],
  },
  writes: {
    noun: 'price list',
    row: priceListSchema,
    body: priceListWriteSchema,
    create: {
      description: `percent: percentOff off the public price at the quantity; fixed: items (product, currency, price, optional breaks: ${BREAK_RULES.replace('breaks.N', 'items.N.breaks.M')}). Holders: customerIds and groupIds of the site (another site’s → 400 naming the line). Audit: price-list.create.`,
      run: ({ db, staff, audit }, { body }) => createPriceList(db, { siteId: staff.siteId, id: staff.id }, body, audit),
    },
    update: {
      description: 'The whole list, prices and holders replaced. Audit: price-list.update.',
      run: ({ db, staff, audit }, { id, body }) => updatePriceList(db, staff.siteId, id, body, audit),
    },
    remove: {
      description: 'Its holders stop paying its prices at once. Audit: price-list.delete.',
      run: ({ db, staff, audit }, { id }) => deletePriceList(db, staff.siteId, id, audit),
    },
  },
});
