import { OpenAPIHono } from '@hono/zod-openapi';
import { UPLOAD_KINDS, uploadFormSchema, uploadResultSchema, type UploadKind } from '@/lib/validation/admin/content';
import { storeContentUpload } from '@/server/content/admin/uploads';
import { AppError } from '@/server/errors';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { apiRoute } from '../kit/route-doc';
import { staffRoute } from '../kit/staff-route';

// POST /api/admin/uploads — one content file (multipart `file` + `kind`) checked by its
// bytes and stored in the media store; the answer's path goes into a write body (cover, file, url,
// captions). The body limit is raised for this path only (request-limits.ts UPLOAD_BODY_LIMITS);
// each kind's own limit is checked here.

export const adminUploadsApi = new OpenAPIHono();

staffRoute(
  adminUploadsApi,
  apiRoute('post', '/admin/uploads', { body: { required: true, content: { 'multipart/form-data': { schema: uploadFormSchema } } } }, 'Workspace', {
    summary: 'Upload a content file',
    description:
      'kind image (JPEG/PNG/WebP/GIF/AVIF, ≤ 10 MB), video (MP4/WebM, ≤ 200 MB), pdf (≤ 20 MB) or captions (WebVTT, ≤ 1 MB). The bytes must be what the kind says (400 naming file otherwise). Answers the stored /Upload/… path.',
    ok: [dtoEnvelopeSchema(uploadResultSchema), 'data.dto: the stored path, its content type and size'],
    errors: ['bad_request', 'payload_too_large', 'unavailable'],
  }),
  async (c, { audit }) => {
    const form = await c.req.parseBody().catch(() => {
      throw new AppError('bad_request', 'body: send multipart/form-data with file and kind', { field: 'body' });
    });
    const kind = form.kind;
    if (typeof kind !== 'string' || !(UPLOAD_KINDS as readonly string[]).includes(kind)) {
      throw new AppError('bad_request', `kind: must be one of ${UPLOAD_KINDS.join(', ')}`, { field: 'kind' });
    }
    const file = form.file;
    if (!(file instanceof File)) throw new AppError('bad_request', 'file: is required (a file part)', { field: 'file' });
    const stored = await storeContentUpload(kind as UploadKind, Buffer.from(await file.arrayBuffer()));
    await audit({ action: 'upload.create', entity: 'upload', entityId: stored.path, before: null, after: { ...stored, kind, name: file.name.slice(0, 200) } });
    return c.json(dtoEnvelope(stored), 200);
  },
);
