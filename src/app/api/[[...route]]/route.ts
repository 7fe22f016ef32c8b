import { apiApp } from '@/server/api/app';

// Every /api/... request goes to the Hono app (src/server/api), which owns routing, validation,
// the §7 envelope and the error body.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const handle = (request: Request) => apiApp.fetch(request);

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
export const PATCH = handle;
export const OPTIONS = handle;
