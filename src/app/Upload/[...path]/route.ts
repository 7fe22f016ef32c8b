import { getImageStore, mediaResponse } from '@/server/media';

// §7: pictures are reached through signed links (`?e=<expiry>&s=<signature>`, 10800 s) only;
// variants (`X_100.webp`, `_200`, `_300`) are made once by sharp and kept in the image store.
// See src/server/media.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return mediaResponse(getImageStore(), request);
}
