// Which picture bytes are (by their signature, never their name) and where the store keeps them:
// named by the SHA-256 of the bytes, so the same picture always has the same path (docs/adr/0026).
// Plain JavaScript: the import thread hashes pictures with it, the server's TypeScript imports it.
import { createHash } from 'node:crypto';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const SIGNATURES = [
  [(b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, 'jpg', 'image/jpeg'],
  [(b) => b.subarray(0, 8).equals(PNG), 'png', 'image/png'],
  [(b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP', 'webp', 'image/webp'],
  [(b) => b.subarray(0, 4).toString('latin1') === 'GIF8', 'gif', 'image/gif'],
];

/** `{ path, contentType }` of a JPEG, PNG, WebP or GIF; null for anything else. */
export function pictureIdentity(bytes) {
  const kind = SIGNATURES.find(([test]) => test(bytes));
  if (!kind) return null;
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { path: `/Upload/product/${hash}.${kind[1]}`, contentType: kind[2] };
}

const PICTURE_NAME = /\.(jpe?g|png|webp|gif)$/i;

/** A zip entry the import reads as a picture: a picture's extension, not a folder, no `__MACOSX` or dot file on its path. */
export function isPictureEntryName(name) {
  const parts = name.split('/').filter(Boolean);
  const base = parts.at(-1) ?? '';
  return !name.endsWith('/') && PICTURE_NAME.test(base) && !parts.some((p) => p.startsWith('.') || p === '__MACOSX');
}

export const pictureStem = (base) => base.replace(PICTURE_NAME, '');
