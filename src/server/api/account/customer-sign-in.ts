import type { Context } from 'hono';
import { accountNums } from '@/server/accounts/account-nums';
import { assertCustomerEnabled, type Customer } from '@/server/accounts/customers';
import { revokeSession, startSession } from '@/server/accounts/sessions';
import { toUserDto } from '@/server/accounts/user-dto';
import type { Db } from '@/server/db/client';
import { currentCustomer, setSessionCookie } from '../kit/auth';

/**
 * Starts a session for `customer` and answers the §3 user dto. Any session the request already
 * carried ends (tokens rotate at sign-in). Browsers get the secret only in the httpOnly cookie;
 * API clients asking for `header` transport get it in the dto.
 */
export async function signIn(c: Context, db: Db, siteId: number, customer: Customer, options: { autoLogin: boolean; transport: 'cookie' | 'header' }) {
  assertCustomerEnabled(customer);
  const previous = await currentCustomer(c).catch(() => null);
  if (previous) await revokeSession(db, previous.sessionId);
  const session = await startSession(db, siteId, customer.id, options.autoLogin);
  if (options.transport === 'cookie') setSessionCookie(c, customer.id, session.onlineGuid, session);
  const nums = await accountNums(db, siteId, customer.id);
  return toUserDto(customer, nums, options.transport === 'header' ? session.onlineGuid : undefined);
}
