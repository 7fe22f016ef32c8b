import { handleRequest } from '@/server/api/app';

// §7 GET /TempKey: served by the Hono app (src/server/api/storefront/temp-key.ts).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = handleRequest;
