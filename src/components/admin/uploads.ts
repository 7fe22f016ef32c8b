import type { UploadKind, UploadResult } from '@/lib/validation/admin/content';
import { getDto } from './http';

/** POST /api/admin/uploads (multipart `file` + `kind`): the stored /Upload/… path. */
export async function uploadFile(file: File, kind: UploadKind): Promise<UploadResult> {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file);
  return getDto<UploadResult>('/uploads', { method: 'POST', body: form });
}

/** The upload kind a widget stores. */
export function kindOfWidget(widget: string): UploadKind {
  if (widget === 'video') return 'video';
  if (widget === 'file') return 'pdf';
  return 'image';
}
