#!/usr/bin/env tsx
// Makes the demo clips of the seeded videos (R1.14) once; the MP4s and their posters are committed
// beside their captions in src/server/seed/content/video/ and copied into the media store by the seed.
//   apt-get install -y ffmpeg && npx tsx scripts/make-seed-videos.ts
// Each clip is a 6-second loop drawn with the seed's own picture motifs (SVG frames rendered by
// sharp, encoded by ffmpeg): H.264 main profile, yuv420p, no sound, faststart, so every browser
// (and Safari on iOS) plays it and playback starts before the whole file has arrived.
import './server-only-shim'; // first: the src/server modules below are marked server-only
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { motifDraw } from '../src/server/seed/pictures/motifs';
import { PALETTES } from '../src/server/seed/pictures/palettes';
import { WHITE } from '../src/server/seed/pictures/motif-kit';
import { SEED_VIDEO_DIR, SEED_VIDEOS, type SeedVideo } from '../src/server/seed/content/videos';
import { createRng } from '../src/server/seed/prng';

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 24;
const SECONDS = 6;
const FRAMES = FPS * SECONDS;
const POSTER_FRAME = FPS;

interface Drifter {
  motif: SeedVideo['drifting'][number];
  y: number;
  scale: number;
  speed: number;
  phase: number;
  color: string;
}

function scene(video: SeedVideo) {
  const palette = PALETTES[video.theme];
  const rng = createRng(video.slug.length * 7919 + video.slug.charCodeAt(0));
  const [from, to] = palette.backgrounds[0]!;
  const main = palette.accents[0]!;
  const colors = (hex: string) => ({ main: hex, accent: palette.accents[1] ?? hex, detail: '#2b2b2b', light: '#fff3c4' });
  const drifters: Drifter[] = Array.from({ length: 7 }, (_, i) => ({
    motif: video.drifting[i % video.drifting.length]!,
    y: rng.range(30, HEIGHT - 90),
    scale: rng.range(0.16, 0.3),
    // Whole turns per clip, so the last frame meets the first.
    speed: rng.pick([1, 1, 2]),
    phase: rng.range(0, 1),
    color: rng.pick(palette.accents),
  }));
  const flakes = Array.from({ length: 40 }, () => ({ x: rng.range(0, WIDTH), phase: rng.range(0, 1), r: rng.range(1.5, 4), speed: rng.pick([1, 2]) }));

  return (frame: number): string => {
    const t = frame / FRAMES;
    const wave = Math.sin(2 * Math.PI * t);
    const parts = [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
      `<radialGradient id="glow"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.9"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient></defs>`,
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
      `<rect y="${HEIGHT - 70}" width="${WIDTH}" height="70" fill="#000" opacity="0.06"/>`,
    ];
    for (const d of drifters) {
      const x = ((d.phase + t * d.speed) % 1) * (WIDTH + 120) - 60;
      const angle = 20 * Math.sin(2 * Math.PI * (t * d.speed + d.phase));
      parts.push(
        `<g transform="translate(${x.toFixed(1)} ${d.y.toFixed(1)}) rotate(${angle.toFixed(1)}) scale(${d.scale.toFixed(3)})" opacity="0.55">${motifDraw(d.motif)(colors(d.color))}</g>`,
      );
    }
    const glow = 0.55 + 0.35 * Math.sin(4 * Math.PI * t);
    parts.push(`<circle cx="320" cy="165" r="150" fill="url(#glow)" opacity="${glow.toFixed(2)}"/>`);
    parts.push(`<ellipse cx="320" cy="${HEIGHT - 48}" rx="${(95 - 8 * wave).toFixed(1)}" ry="14" fill="#000" opacity="0.12"/>`);
    parts.push(
      `<g transform="translate(320 ${(165 + 8 * wave).toFixed(1)}) rotate(${(6 * Math.sin(4 * Math.PI * t)).toFixed(2)}) scale(1.15)">${motifDraw(video.motif)(colors(main))}</g>`,
    );
    for (const f of flakes) {
      const y = ((f.phase + t * f.speed) % 1) * (HEIGHT + 20) - 10;
      const twinkle = 0.45 + 0.4 * Math.sin(2 * Math.PI * (t * 3 + f.phase));
      parts.push(`<circle cx="${f.x.toFixed(1)}" cy="${y.toFixed(1)}" r="${f.r.toFixed(1)}" fill="${WHITE}" opacity="${twinkle.toFixed(2)}"/>`);
    }
    parts.push(
      `<text x="24" y="${HEIGHT - 22}" font-family="DejaVu Sans, Noto Sans CJK SC, sans-serif" font-size="20" font-weight="700" fill="#b71c1c">LANTERN GIFTS · 灯笼礼品</text>`,
      '</svg>',
    );
    return parts.join('');
  };
}

async function encode(video: SeedVideo): Promise<void> {
  const out = path.join(SEED_VIDEO_DIR, `${video.slug}.mp4`);
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${WIDTH}x${HEIGHT}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-preset',
      'veryslow',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      out,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => ffmpeg.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)))));
  const draw = scene(video);
  for (let frame = 0; frame < FRAMES; frame++) {
    const rgb = await sharp(Buffer.from(draw(frame)))
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ffmpeg.stdin.write(rgb)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
  // The player's poster is a frame of the clip itself, so the picture does not change on play.
  await sharp(Buffer.from(draw(POSTER_FRAME)))
    .webp({ quality: 80 })
    .toFile(path.join(SEED_VIDEO_DIR, `${video.slug}.webp`));
  console.log(out);
}

async function main() {
  mkdirSync(SEED_VIDEO_DIR, { recursive: true });
  for (const video of SEED_VIDEOS) await encode(video);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
