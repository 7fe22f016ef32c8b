import { OpenAPIHono } from '@hono/zod-openapi';
import { customerDetailSchema, customerListQuery, customerResetLinkSchema, customerRowSchema } from '@/lib/validation/admin/customers';
import { disableCustomer, enableCustomer, getCustomerDetail, listCustomers, sendCustomerResetLink } from '@/server/accounts/admin/customers';
import { resourceRoutes } from '../kit/admin-resource-routes';

// The workspace's customer calls (role sales; a catalogue member gets 403): list,
// detail, disable / enable, and the password-reset mail.

export const adminCustomersApi = new OpenAPIHono();

const customer = resourceRoutes(adminCustomersApi, '/admin/customers', {
  list: [customerListQuery, listCustomers, customerRowSchema],
  one: [getCustomerDetail, customerDetailSchema],
  words: {
    list: ['List customers', 'One page of the buyers: q searches email, company and name; country (an address in it) and disabled filter.'],
    one: [
      'One customer',
      "Company, country, addresses, cart (lines, pieces and the newest 50 lines), inquiries (count and the newest 50, with each one's line count) and favorites; 404 naming id for an unknown id or another site's buyer. The inquiries are those the desk shows the member: a sales member sees theirs and the unassigned ones, not a colleague's.",
    ],
  },
});

for (const [action, words, run] of [
  ['disable', 'The buyer cannot sign in and every session ends now. Writes an audit row (customer.disable); disabling twice changes nothing.', disableCustomer],
  ['enable', 'The buyer can sign in again. Writes an audit row (customer.enable).', enableCustomer],
] as const) {
  customer.action('post', action, {
    summary: `${action === 'disable' ? 'Disable' : 'Enable'} a customer`,
    description: words,
    dto: [customerRowSchema, 'data.dto: the customer as stored'],
    run: ({ db, staff, audit }, { id }) => run(db, { siteId: staff.siteId, audit }, id),
  });
}

customer.action('post', 'reset-link', {
  summary: 'Send a customer the password-reset mail',
  description: 'The storefront’s own reset mail (a code and a link, in the buyer’s language). Writes an audit row (customer.reset-link).',
  dto: [customerResetLinkSchema, 'data.dto: to whom, and how the mail went'],
  run: ({ db, staff, audit }, { id }) => sendCustomerResetLink(db, { siteId: staff.siteId, audit }, id),
});
