import type { Motif, Theme } from '../catalogue-types';
import { certificateSvg, pictureSvg } from '../pictures/compose';
import type { PictureJob } from '../product-images';
import { hashSeed } from '../prng';

/** A content cover (article, fair, video) or a certificate scan, drawn like the product pictures. */
export type ContentPicture = { path: string; theme: Theme; motif: Motif } | { path: string; certificate: string };

export function contentPictureJob(picture: ContentPicture): PictureJob {
  const seed = hashSeed(picture.path);
  if ('certificate' in picture) return { path: picture.path, svg: () => certificateSvg(seed, picture.certificate) };
  return { path: picture.path, svg: () => pictureSvg({ theme: picture.theme, motif: picture.motif, seed, variant: 1 }) };
}
