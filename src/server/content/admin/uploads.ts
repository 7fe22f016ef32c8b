import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { UPLOAD_LIMIT_BYTES, type UploadKind, type UploadResult } from '@/lib/validation/admin/content';
import { DomainError } from '@/server/errors';
import { getImageStore, savePicture } from '@/server/media';

// The workspace's one upload of content files (pictures, videos, certificates as PDF,
// caption tracks). A file is kept only when its bytes are what its kind says — never trusting the
// name or the browser's content type: pictures are read by sharp, videos by their container
// header, PDFs by `%PDF-`, captions by `WEBVTT`. Stored in the media store under a fresh name, so
// the storefront serves it like every other /Upload/ file (signed links, byte ranges for video).

interface Detected {
  extension: string;
  contentType: string;
}

const badFile = (message: string) => new DomainError('bad_request', `${message}`, { input: 'file' });

/** sharp's format names of the pictures we keep (no SVG: it can carry script). */
const PICTURE_FORMATS: Record<string, Detected> = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  gif: { extension: 'gif', contentType: 'image/gif' },
};

async function detectPicture(bytes: Buffer): Promise<Detected> {
  let format: string | undefined;
  let compression: string | undefined;
  try {
    ({ format, compression } = await sharp(bytes).metadata());
  } catch {
    throw badFile('is not a picture sharp can read (JPEG, PNG, WebP, GIF or AVIF)');
  }
  if (format === 'heif' && compression === 'av1') return { extension: 'avif', contentType: 'image/avif' };
  const known = format ? PICTURE_FORMATS[format] : undefined;
  if (!known) throw badFile(`is a ${format ?? 'unknown'} picture: send JPEG, PNG, WebP, GIF or AVIF`);
  return known;
}

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

function detectVideo(bytes: Buffer): Detected {
  // MP4: the first box is `ftyp` (size, then the four letters).
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') return { extension: 'mp4', contentType: 'video/mp4' };
  // WebM: an EBML header whose DocType is "webm" (a Matroska .mkv says "matroska": browsers may not play it).
  if (bytes.subarray(0, 4).equals(EBML_MAGIC) && bytes.subarray(0, 64).includes('webm', 0, 'latin1')) return { extension: 'webm', contentType: 'video/webm' };
  throw badFile('is not an MP4 or WebM video');
}

function detectPdf(bytes: Buffer): Detected {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw badFile('is not a PDF');
  return { extension: 'pdf', contentType: 'application/pdf' };
}

function detectCaptions(bytes: Buffer): Detected {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badFile('is not UTF-8 text');
  }
  // TextDecoder drops a leading byte order mark.
  if (!/^WEBVTT(?:[ \t]|\r?\n|$)/.test(text)) throw badFile('is not a WebVTT caption file (it must start with WEBVTT)');
  return { extension: 'vtt', contentType: 'text/vtt; charset=utf-8' };
}

const DETECT: Record<UploadKind, (bytes: Buffer) => Detected | Promise<Detected>> = {
  image: detectPicture,
  video: detectVideo,
  pdf: detectPdf,
  captions: detectCaptions,
};

/** Checks the bytes against `kind` and stores them; answers the /Upload/ path to put in a write. */
export async function storeContentUpload(kind: UploadKind, bytes: Buffer): Promise<UploadResult> {
  const limit = UPLOAD_LIMIT_BYTES[kind];
  if (bytes.length === 0) throw badFile('is empty');
  if (bytes.length > limit) throw new DomainError('payload_too_large', `a ${kind} must be at most ${Math.floor(limit / (1024 * 1024))} MB`, { input: 'file' });
  const { extension, contentType } = await DETECT[kind](bytes);
  const month = new Date().toISOString().slice(0, 7).replace('-', '');
  const path = `/Upload/content/${kind}/${month}/${randomUUID()}.${extension}`;
  const store = getImageStore();
  if (kind === 'image') await savePicture(store, path, bytes, contentType);
  else await store.put(path, bytes, contentType);
  return { path, contentType, size: bytes.length };
}
