import { z } from 'zod';
import { textFields } from '../common';
import { inquiryTotalsFields } from './inquiries';
import { countryCode, readonlyFields } from './workspace-fields';
import { workspaceListQuery } from './workspace-list-query';

// Contracts of the workspace's customer screens (role `sales`): the list, the detail
// (company, country, addresses, cart, inquiries) and the actions disable / enable / reset link.
// Customers are not edited here: the buyer owns the account's data.

export const customerRowSchema = z
  .object({
    id: z.number().int(),
    // country: the default address's country (else the newest address's), '' when none.
    ...textFields('email', 'nick', 'companyName', 'phone', 'country', 'language'),
    ...readonlyFields({ createdAt: z.string(), disabledAt: z.string().nullable() }),
    disabled: z.boolean(),
  })
  .meta({ id: 'AdminCustomer' });

export const customerAddressSchema = z
  .object({
    id: z.number().int(),
    ...textFields('contactName', 'company', 'phone', 'email', 'country', 'region', 'city', 'district', 'addressLine', 'postcode'),
    isDefault: z.boolean(),
  })
  .meta({ id: 'AdminCustomerAddress' });

export const customerCartLineSchema = z
  .object({ productId: z.number().int(), code: z.string(), name: z.string(), nameen: z.string(), addNum: z.number().int(), updatedAt: z.string() })
  .meta({ id: 'AdminCustomerCartLine' });

export const customerOrderSummarySchema = z
  .object({ id: z.number().int(), orderNo: z.string(), status: z.string(), ...inquiryTotalsFields, createdAt: z.string() })
  .meta({ id: 'AdminCustomerOrder' });

/** Most cart lines and inquiries the detail lists (the counts are always whole). */
export const CUSTOMER_DETAIL_LIMIT = 50;

export const customerDetailSchema = customerRowSchema
  .extend({
    addresses: z.array(customerAddressSchema),
    cart: z.object({ count: z.number().int(), pieces: z.number().int(), items: z.array(customerCartLineSchema) }),
    orders: z.object({ count: z.number().int(), recent: z.array(customerOrderSummarySchema) }),
    favorites: z.number().int(),
  })
  .meta({ id: 'AdminCustomerDetail' });

export const customerListQuery = workspaceListQuery(['createdAt', 'id', 'email', 'companyName', 'nick'], 'desc')
  .extend({
    country: countryCode.optional(),
    disabled: z.enum(['true', 'false']).optional(),
  })
  .meta({ id: 'AdminCustomerListQuery' });

export type CustomerRow = z.infer<typeof customerRowSchema>;
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/** POST /api/admin/customers/{id}/reset-link: to whom the reset mail went and how (failed = queued for retry). */
export const customerResetLinkSchema = z.object({ id: z.number().int(), email: z.string(), delivery: z.enum(['sent', 'logged', 'failed']) }).meta({ id: 'AdminCustomerResetLink' });
export type CustomerResetLink = z.infer<typeof customerResetLinkSchema>;
