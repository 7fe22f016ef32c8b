import { handleRequest } from '@/server/api/app';

// Every /api/... request goes to the Hono app (src/server/api), which owns routing, validation,
// the §7 envelope and the error body.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = handleRequest;
export const POST = handleRequest;
export const PUT = handleRequest;
export const DELETE = handleRequest;
export const PATCH = handleRequest;
export const OPTIONS = handleRequest;
