import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from '../../media/store';
import type { Motif, Theme } from '../catalogue-types';

/**
 * §1/R1.14: the demo videos a visitor can watch. Each has a small real clip (H.264/MP4, made once
 * by scripts/make-seed-videos.ts from the seed's own motifs and committed beside this file), a
 * poster (a frame of the clip) and WebVTT captions in both languages; the seed copies them into
 * the media store, so every row points at files that exist and are served like the pictures
 * (signed /Upload/ links).
 */
export interface SeedVideo {
  slug: string;
  title: string;
  titleen: string;
  theme: Theme;
  /** The scene's main motif, and the small ones drifting across it. */
  motif: Motif;
  drifting: readonly Motif[];
}

export const SEED_VIDEOS: readonly SeedVideo[] = [
  {
    slug: 'showroom-2025',
    title: '2025圣诞展厅导览',
    titleen: 'Christmas 2025 Showroom Walk-Through',
    theme: 'christmas',
    motif: 'tree',
    drifting: ['star', 'bauble', 'snowflake'],
  },
  { slug: 'led-testing', title: 'LED灯笼如何检测', titleen: 'How We Test Our LED Lanterns', theme: 'party', motif: 'lantern', drifting: ['lightstring', 'star'] },
  { slug: 'halloween-lights', title: '万圣节发光南瓜灯', titleen: "Glowing Halloween Jack-o'-Lanterns", theme: 'halloween', motif: 'jackolantern', drifting: ['bat', 'ghost'] },
  { slug: 'container-loading', title: '出口礼盒装柜前准备', titleen: 'Gift Boxes Packed for the Container', theme: 'home', motif: 'gift', drifting: ['gift', 'star'] },
];

/** Where the committed clips and captions live (read at seed time, like the migrations). */
export const SEED_VIDEO_DIR = path.join(process.cwd(), 'src/server/seed/content/video');

export const videoPath = (slug: string) => `/Upload/video/${slug}.mp4`;
export const videoCoverPath = (slug: string) => `/Upload/video/${slug}.webp`;
export const captionPath = (slug: string, language: 'en' | 'zh') => `/Upload/video/${slug}.${language}.vtt`;

export function videoRows(siteId: number) {
  return SEED_VIDEOS.map((v, index) => ({
    siteId,
    title: v.title,
    titleen: v.titleen,
    url: videoPath(v.slug),
    cover: videoCoverPath(v.slug),
    captions: captionPath(v.slug, 'zh'),
    captionsen: captionPath(v.slug, 'en'),
    sortnum: index + 1,
  }));
}

export interface SeedMediaFile {
  path: string;
  contentType: string;
  bytes: Buffer;
}

/** The clips, posters (a frame of each clip) and captions of the seeded videos, as the media store keeps them. */
export async function seedVideoFiles(): Promise<SeedMediaFile[]> {
  const files = SEED_VIDEOS.flatMap((v) => [
    { path: videoPath(v.slug), file: `${v.slug}.mp4` },
    { path: videoCoverPath(v.slug), file: `${v.slug}.webp` },
    { path: captionPath(v.slug, 'en'), file: `${v.slug}.en.vtt` },
    { path: captionPath(v.slug, 'zh'), file: `${v.slug}.zh.vtt` },
  ]);
  return Promise.all(files.map(async (f) => ({ path: f.path, contentType: contentTypeOf(f.path), bytes: await readFile(path.join(SEED_VIDEO_DIR, f.file)) })));
}
