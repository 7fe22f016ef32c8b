import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { HSTS, PERMISSIONS_POLICY, STRICT_POLICY } from './src/server/security/csp';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite, svg-captcha and pdfkit (its standard-font data, via createRequire) load files relative
  // to their own modules; sharp, pg and argon2 are native; exceljs is left to Node as it ships.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pg', '@node-rs/argon2', 'svg-captcha', 'nodemailer', 'ioredis', 'pdfkit', 'exceljs'],
  poweredByHeader: false,
  // The front server (scripts/server/front.mjs) compresses instead, with the same middleware: the
  // page cache must see Next's plain HTML, and stores its pages compressed once (issue 13 §1).
  compress: false,
  // `npm test` type-checks the whole project (tests included) as a step of its own
  // (`npx tsc --noEmit -p .` is the type gate); checking again inside every `next build` cost
  // minutes on 2 cores, and failed side-by-side builds on unrelated test files.
  typescript: { ignoreBuildErrors: true },
  // Issue 7: Next's data cache in this process's memory, expired by tag on catalogue writes
  // (src/server/cache/next-cache-handler.cjs explains why not the default file cache).
  cacheHandler: require.resolve('./src/server/cache/next-cache-handler.cjs'),
  cacheMaxMemorySize: 0,
  // A second build folder (scripts/start.mjs: distDir) for side-by-side builds on one machine.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // use-intl's ICU formatter with its parsed messages kept per process instead of per request
  // (src/i18n/format-message.ts, ADR 0061). Relative: Turbopack refuses absolute alias paths.
  turbopack: { resolveAlias: { 'use-intl/format-message': './src/i18n/format-message.ts' } },
  // Image thumbnails come from our own /Upload route (sharp), so Next's optimiser stays off.
  images: { unoptimized: true },
  // Issue 8 §2 (docs/ARCHITECTURE.md, "Security headers"): pages get their nonce'd policy from
  // src/proxy.ts and API answers theirs from the Hono app; what neither sees (pictures, captcha,
  // TempKey, build files, files with an extension) gets the strict one here.
  async headers() {
    const strict = [{ key: 'Content-Security-Policy', value: STRICT_POLICY }];
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
        ],
      },
      // HSTS only when the request came over https (X-Forwarded-Proto as scripts/server.mjs settled it).
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(,.*)?' }], headers: [{ key: 'Strict-Transport-Security', value: HSTS }] },
      ...['/_next/:path*', '/Upload/:path*', '/verifycode/:path*', '/TempKey', '/TempKey/:path*', '/:file((?!api/).*\\.[A-Za-z0-9]+)'].map((source) => ({
        source,
        headers: strict,
      })),
    ];
  },
};

export default withNextIntl(nextConfig);
