import { issueCaptcha } from '@/server/accounts/captchas';
import { captchaImageResponse } from '@/server/accounts/captcha-response';

// §7 GET /verifycode/NumberVerifyCode?guid=<UUID v4>: the numeric captcha picture.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return captchaImageResponse(request, issueCaptcha);
}
