import { z } from 'zod';
import { dtoEnvelopeSchema } from './envelope';
import { optionalDeviceCode, textFields } from './common';
import { INT4_MAX } from './limits';
import { emailSchema } from './email';

// §5 account rules, once, for the forms (react-hook-form resolver), the Hono routes and the
// OpenAPI document. Error messages are message keys (`account.*`, `message.*`): forms translate
// them, the API sends them as they are next to the field name.

/** §5 / §9: at least 6 characters, letters and digits only, at least one of each. */
export const PASSWORD_MIN = 6;
export const passwordSchema = z
  .string({ error: 'account.pwdRequired' })
  .min(1, { error: 'account.pwdRequired' })
  .min(PASSWORD_MIN, { error: 'account.pwdLength' })
  .max(64, { error: 'account.pwdTooLong' })
  .regex(/^[A-Za-z0-9]+$/, { error: 'account.pwdRule' })
  .regex(/[A-Za-z]/, { error: 'account.pwdRule' })
  .regex(/[0-9]/, { error: 'account.pwdRule' });

/** §5: the login password is only required (old accounts may predate the rule). */
export const loginPasswordSchema = z.string({ error: 'account.pwdRequired' }).min(1, { error: 'account.pwdRequired' }).max(128);

/** §5 R5.xx captcha: required; the picture shows 4 digits. */
export const captchaCodeSchema = z.string({ error: 'account.captchaRequired' }).trim().min(1, { error: 'account.captchaRequired' }).max(8, { error: 'account.captchaError' });

/** §5: the captcha id is a random UUID v4. */
export const captchaGuidSchema = z.uuidv4({ error: 'account.captchaExpired' });

const nickSchema = z.string({ error: 'account.nickRequired' }).trim().min(1, { error: 'account.nickRequired' }).max(60, { error: 'account.tooLong' });
const companySchema = z.string({ error: 'account.companyRequired' }).trim().min(1, { error: 'account.companyRequired' }).max(120, { error: 'account.tooLong' });

/** §3 gender: 0 default, 1 male, 2 female. */
export const sexSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'account.sexRequired' });

/** §3 login form: email, pwd, verifyCode, verifyGuid, autoLogin (default true). */
export const loginFormSchema = z.object({
  email: emailSchema,
  pwd: loginPasswordSchema,
  verifyCode: captchaCodeSchema,
  verifyGuid: captchaGuidSchema,
  autoLogin: z.boolean().default(true),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/** §3 register drawer: email, nick, companyName, pwd, checkPwd, sex, verifyCode, verifyGuid. */
export const registerFormSchema = z
  .object({
    email: emailSchema,
    nick: nickSchema,
    companyName: companySchema,
    pwd: passwordSchema,
    checkPwd: z.string({ error: 'account.checkPwdRequired' }).min(1, { error: 'account.checkPwdRequired' }),
    sex: sexSchema.default(0),
    verifyCode: captchaCodeSchema,
    verifyGuid: captchaGuidSchema,
    /** Head image, from a Google profile when registration follows a Google sign-in. */
    wxhead: z.string().max(500).optional(),
    /** Links the new account to the Google account that asked for registration. */
    googleToken: z.string().max(4096).optional(),
  })
  .refine((v) => v.pwd === v.checkPwd, { path: ['checkPwd'], error: 'account.checkPwdMismatch' });
export type RegisterForm = z.input<typeof registerFormSchema>;

/**
 * How the session secret travels back: `cookie` (browsers: httpOnly cookie, never in the body) or
 * `header` (API clients: `onlineGuid` in the dto, sent back as `Authorization: id,onlineGuid`).
 */
export const sessionTransportSchema = z.enum(['cookie', 'header']).default('cookie');

const siteField = z.number({ error: 'must be a positive site id' }).int().positive().max(INT4_MAX, `must be a site id from 1 to ${INT4_MAX}`).optional();

/** POST /api/Customer/Login */
export const loginBodySchema = loginFormSchema.extend({ userId: siteField, sessionTransport: sessionTransportSchema });

/**
 * POST /api/Customer/RegisterByEmail: the drawer sends `companyname` (R3.26), the centered dialog
 * `companyName` and no checkPwd/sex; both shapes are accepted.
 */
export const registerBodySchema = z
  .object({
    userId: siteField,
    email: emailSchema,
    nick: nickSchema,
    companyName: companySchema.optional(),
    companyname: companySchema.optional(),
    pwd: passwordSchema,
    checkPwd: z.string().optional(),
    sex: sexSchema.default(0),
    verifyCode: captchaCodeSchema,
    verifyGuid: captchaGuidSchema,
    wxhead: z.string().max(500).optional(),
    googleToken: z.string().max(4096).optional(),
    deviceCode: optionalDeviceCode,
    language: z.enum(['en', 'zh']).optional(),
    sessionTransport: sessionTransportSchema,
  })
  .refine((v) => v.companyName !== undefined || v.companyname !== undefined, { path: ['companyName'], error: 'account.companyRequired' })
  .refine((v) => v.checkPwd === undefined || v.checkPwd === v.pwd, { path: ['checkPwd'], error: 'account.checkPwdMismatch' });

/** POST /api/Customer/LoginByGoogle: the Google ID token (a JWT). */
export const googleLoginBodySchema = z.object({
  userId: siteField,
  token: z.string({ error: 'is required' }).min(20, { error: 'is not a Google ID token' }).max(4096),
  autoLogin: z.boolean().default(true),
  sessionTransport: sessionTransportSchema,
});

/** §4 reset step 2 / §7 ResetPwdByEmail: email, userId, language EN or empty. */
export const resetEmailFormSchema = z.object({ email: emailSchema });
export const resetEmailBodySchema = resetEmailFormSchema.extend({
  userId: siteField,
  language: z.enum(['EN', 'en', '']).optional(),
});

/** §5: the reset code is 6 letters or digits; fewer warns 'enter a 6-digit code'. */
export const RESET_CODE_LENGTH = 6;
export const resetCodeSchema = z
  .string({ error: 'account.codeLength' })
  .trim()
  .regex(/^[A-Za-z0-9]{6}$/, { error: 'account.codeLength' });

/** §7 CheckVeriCode: email, veriCode. */
export const checkCodeBodySchema = z.object({ userId: siteField, email: emailSchema, veriCode: resetCodeSchema });

/** §4 step 4 form: the new password (must not be empty, §5) and its confirmation. */
export const newPasswordFormSchema = z
  .object({ pwd: passwordSchema, checkPwd: z.string().min(1, { error: 'account.checkPwdRequired' }) })
  .refine((v) => v.pwd === v.checkPwd, { path: ['checkPwd'], error: 'account.checkPwdMismatch' });

/** §7 ResetPwd: pwd, veriCode (+ the email the code was sent to). */
export const resetPwdBodySchema = z.object({ userId: siteField, email: emailSchema, veriCode: resetCodeSchema, pwd: passwordSchema });

/** §7 ChangePwd (body not shown): the current password, the new one and its confirmation. */
export const changePwdFormSchema = z
  .object({ oldPwd: loginPasswordSchema, pwd: passwordSchema, checkPwd: z.string().min(1, { error: 'account.checkPwdRequired' }) })
  .refine((v) => v.pwd === v.checkPwd, { path: ['checkPwd'], error: 'account.checkPwdMismatch' });
export type ChangePwdForm = z.input<typeof changePwdFormSchema>;

// Answers of the §7 Customer calls.

/** Inquiries with something from the supplier the buyer has not read (a sent quote, a message). */
export const orderUnreadNumSchema = z.number().int().min(0).max(INT4_MAX).meta({ description: 'Inquiries with a supplier reply the buyer has not opened yet' });

/** §3 counts of the account menu and cart badge, plus the unread inquiries. */
export const accountNumsSchema = z.object({ collectionNum: z.number().int(), shoppingCartNum: z.number().int(), orderNum: z.number().int(), orderUnreadNum: orderUnreadNumSchema });
export type AccountNums = z.infer<typeof accountNumsSchema>;
export const accountNumsEnvelopeSchema = dtoEnvelopeSchema(accountNumsSchema);

export const userDtoSchema = z
  .object({
    id: z.number().int(),
    ...textFields('nick', 'email', 'companyName'),
    sex: z.number().int().meta({ description: '§3 gender: 0 default, 1 male, 2 female' }),
    wxhead: z.string().meta({ description: 'Head image URL' }),
    isLogin: z.literal(true),
    ...accountNumsSchema.shape,
    onlineGuid: z.string().optional().meta({
      description: 'Session secret, only with sessionTransport "header": send `Authorization: id,onlineGuid`. Browsers get an httpOnly cookie instead.',
    }),
  })
  .meta({ id: 'UserDto' });

export type UserDto = z.infer<typeof userDtoSchema>;
export const userEnvelopeSchema = dtoEnvelopeSchema(userDtoSchema);

export const googleUnregisteredSchema = z.object({
  code: z.literal(0),
  message: z.literal('unregistered'),
  data: z.object({
    dto: z.null(),
    profile: z.object({ nick: z.string(), email: z.string(), wxhead: z.string() }),
  }),
});
