import sharp from 'sharp';
import type { ImageStore } from '../media/store';
import type { TopicNode } from './topic-tree';
import type { ProductDraft } from './product-generator';
import { pictureSvg, PICTURE_SIZE, type PictureRequest } from './pictures/compose';
import { hashSeed } from './prng';
import { colorOf } from './settings-lists';

/** A rendered picture, stored in the image store under its /Upload/... path. */
export interface MediaRow {
  path: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface PictureJob {
  path: string;
  svg: () => string;
}

// libvips renders on the four libuv threads. Keeping 32 jobs in flight (the extra ones wait in
// sharp's queue) keeps those threads busy while the main thread is inside a long database statement,
// which would otherwise starve the render loop; it still bounds the SVGs and rasters held in memory.
const CONCURRENCY = 32;

/**
 * SVG (drawn at 600×600) to WebP, quality 70. Effort 2 takes about half the time of the default 4
 * here at much the same size; rendering is the slow part of the seed.
 */
export async function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 70, effort: 2 }).toBuffer();
}

/**
 * Renders jobs, at most CONCURRENCY in flight, from the moment it is created; `batches()` hands the
 * finished pictures over in groups, so they can be stored while the rest are still rendering.
 */
export class PictureRenderer {
  private readonly ready: MediaRow[] = [];
  private failure: unknown;
  private running: number;
  private wake: () => void = () => {};

  constructor(jobs: PictureJob[], onProgress?: (done: number, total: number) => void) {
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < jobs.length && this.failure === undefined) {
        const job = jobs[next++]!;
        const bytes = await renderWebp(job.svg());
        this.ready.push({ path: job.path, contentType: 'image/webp', width: PICTURE_SIZE, height: PICTURE_SIZE, bytes });
        done++;
        if (done % 250 === 0 || done === jobs.length) onProgress?.(done, jobs.length);
        this.wake();
      }
    };
    this.running = Math.min(CONCURRENCY, jobs.length);
    for (let i = 0; i < this.running; i++) {
      worker()
        .catch((error: unknown) => {
          this.failure ??= error;
        })
        .finally(() => {
          this.running--;
          this.wake();
        });
    }
  }

  /** Yields finished pictures `size` at a time until all are rendered; rethrows a rendering error. */
  async *batches(size: number): AsyncGenerator<MediaRow[]> {
    for (;;) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows whatever a rendering job threw
      if (this.failure !== undefined) throw this.failure;
      if (this.ready.length >= size || (this.running === 0 && this.ready.length > 0)) yield this.ready.splice(0, size);
      else if (this.running === 0) return;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

/**
 * Writes finished pictures through the image store (src/server/media): by default files under
 * IMAGE_DIR, with IMAGE_STORE=database rows of the caller's transaction. A picture is the same
 * bytes for its path on every run, so variants made earlier stay valid (`--reset` removes them
 * with their originals anyway). Files are written outside any transaction: a failed seed leaves
 * them behind, and the next run overwrites them with the same bytes.
 */
export async function storePictures(store: ImageStore, pictures: readonly MediaRow[]): Promise<void> {
  await Promise.all(pictures.map((p) => store.put(p.path, p.bytes, p.contentType)));
}

/** One job per picture a product owns: the cover in its own colour, then a close-up and a pair. */
export function productPictureJobs(product: ProductDraft): PictureJob[] {
  if (!product.ownPictures) return [];
  const { item, leaf } = product.look;
  const base: Omit<PictureRequest, 'seed' | 'variant'> = {
    theme: leaf.topic.theme,
    motif: item.motif,
    // Multicolour items take a palette colour, so they are not all painted the same pink.
    mainHex: product.colorCode === 'MC' ? undefined : colorOf(product.colorCode).hex,
  };
  return product.pics.map((path, k) => ({
    path,
    svg: () => pictureSvg({ ...base, seed: hashSeed(path), variant: k + 1 }),
  }));
}

/** §3 topic cover image: the topic's signature motif in the season's palette. */
export function topicCoverPath(topic: TopicNode): string {
  return `/Upload/topic/${topic.code}.webp`;
}

export function topicPictureJob(topic: TopicNode): PictureJob {
  const path = topicCoverPath(topic);
  return { path, svg: () => pictureSvg({ theme: topic.theme, motif: topic.motif, seed: hashSeed(path), variant: 1 }) };
}
