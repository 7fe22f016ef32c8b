import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite, svg-captcha and pdfkit (its standard-font data, via createRequire) load files relative
  // to their own modules; sharp, pg and argon2 are native; exceljs is left to Node as it ships.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pg', '@node-rs/argon2', 'svg-captcha', 'nodemailer', 'ioredis', 'pdfkit', 'exceljs'],
  poweredByHeader: false,
  // A second build folder (scripts/start.mjs: distDir) for side-by-side builds on one machine.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Image thumbnails come from our own /Upload route (sharp), so Next's optimiser stays off.
  images: { unoptimized: true },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
