import type { customers } from '@/server/db/schema';
import type { AccountNums, UserDto } from '@/lib/validation/account';

type Customer = typeof customers.$inferSelect;

/**
 * §3 user dto from login or register. Built field by field from the row, so the password hash,
 * Google subject and other private columns can never slip into an answer.
 */
export function toUserDto(customer: Customer, nums: AccountNums, onlineGuid?: string): UserDto {
  return {
    id: customer.id,
    nick: customer.nick,
    email: customer.email,
    companyName: customer.companyName,
    sex: customer.sex,
    wxhead: customer.wxhead,
    isLogin: true as const,
    ...nums,
    ...(onlineGuid === undefined ? {} : { onlineGuid }),
  };
}
export type { UserDto };
