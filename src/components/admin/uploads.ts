import { UPLOAD_LIMIT_BYTES, type UploadKind, type UploadResult } from '@/lib/validation/admin/content';
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
  if (widget === 'captions') return 'captions';
  if (widget === 'file') return 'pdf';
  return 'image';
}

/** Why a caption file cannot be a WebVTT track (a message key), or null: too big, or no WEBVTT first line. */
export async function captionsRefusal(file: Blob): Promise<string | null> {
  if (file.size > UPLOAD_LIMIT_BYTES.captions) return 'form.captionsTooBig';
  const head = new TextDecoder().decode(await file.slice(0, 16).arrayBuffer()).replace(/^\uFEFF/, '');
  return /^WEBVTT(?:[ \t]|\r?\n|$)/.test(head) ? null : 'form.captionsNotVtt';
}
