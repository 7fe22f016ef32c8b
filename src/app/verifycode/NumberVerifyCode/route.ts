import { handleRequest } from '@/server/api/app';

// §7 GET /verifycode/NumberVerifyCode: served by the Hono app (src/server/api/account/captcha-image.ts).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = handleRequest;
