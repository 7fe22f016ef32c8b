import { apiGet, apiPost } from '@/lib/api-client';
import { deviceCode } from '@/lib/device-code';
import type { LoginForm, RegisterForm, UserDto } from '@/lib/validation/account';
import type { MergeResult } from '@/lib/validation/cart';
import type { Envelope } from '@/lib/validation/envelope';
import type { GuestCartItem } from '@/stores/guest-cart-store';
import type { AccountCounts } from '@/stores/user-store';

// The §7 customer calls the account UI makes; one function per call, typed at this boundary.

/** UserDto of Login, RegisterByEmail and LoginByGoogle. */
export type { UserDto };

type DtoReply = Envelope<{ dto: UserDto }>;
export type GoogleReply = Envelope<{ dto: UserDto | null; profile?: { nick: string; email: string; wxhead: string } }>;

const CUSTOMER = '/api/Customer';

export const captchaUrl = (guid: string) => `/verifycode/NumberVerifyCode?guid=${encodeURIComponent(guid)}`;

export async function login(form: LoginForm): Promise<UserDto> {
  const { email, pwd, verifyCode, verifyGuid, autoLogin } = form;
  return (await apiPost<DtoReply>(`${CUSTOMER}/Login`, { email, pwd, verifyCode, verifyGuid, autoLogin: autoLogin ?? true })).data.dto;
}

/** §3: the drawer sends `companyname` and sex; the centered dialog `companyName`, wxhead and no sex. */
export async function register(form: RegisterForm, variant: 'drawer' | 'dialog', language: 'en' | 'zh'): Promise<UserDto | null> {
  const { email, nick, companyName, pwd, checkPwd, sex, verifyCode, verifyGuid, wxhead, googleToken } = form;
  const common = { email, nick, pwd, checkPwd, verifyCode, verifyGuid, deviceCode: deviceCode(), language };
  const body =
    variant === 'drawer'
      ? { ...common, companyname: companyName, sex: sex ?? 0 }
      : { ...common, companyName, ...(wxhead ? { wxhead } : {}), ...(googleToken ? { googleToken } : {}) };
  // R5.29: no response or no dto → false (null) quietly.
  const reply = await apiPost<DtoReply | null>(`${CUSTOMER}/RegisterByEmail`, body);
  return reply?.data?.dto ?? null;
}

export const loginByGoogle = (token: string) => apiPost<GoogleReply>(`${CUSTOMER}/LoginByGoogle`, { token, autoLogin: true });

export const logout = () => apiPost<unknown>(`${CUSTOMER}/Logout`);

export async function accountNums(): Promise<AccountCounts> {
  return (await apiGet<Envelope<{ dto: AccountCounts }>>(`${CUSTOMER}/GetAccountNums`)).data.dto;
}

/** §7: language EN on the English site, empty on the Chinese one. */
export const sendResetEmail = (email: string, locale: string) => apiPost<unknown>(`${CUSTOMER}/ResetPwdByEmail`, { email, language: locale === 'en' ? 'EN' : '' });

export const checkResetCode = (email: string, veriCode: string) => apiPost<unknown>(`${CUSTOMER}/CheckVeriCode`, { email, veriCode });

export const resetPassword = (email: string, veriCode: string, pwd: string) => apiPost<unknown>(`${CUSTOMER}/ResetPwd`, { email, veriCode, pwd });

export const changePassword = (oldPwd: string, pwd: string, checkPwd: string) => apiPost<unknown>(`${CUSTOMER}/ChangePwd`, { oldPwd, pwd, checkPwd });

/**
 * §4: the guest cart and favorites join the account at sign-in. A cart call (/api/ShoppingCart),
 * kept with the sign-in calls so the account UI never imports the cart's.
 */
export async function mergeGuest(cart: GuestCartItem[], favorites: number[]): Promise<MergeResult> {
  return (await apiPost<Envelope<{ dto: MergeResult }>>('/api/ShoppingCart/Merge', { cart, favorites })).data.dto;
}
