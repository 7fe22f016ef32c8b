import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files relative to its own module; sharp and pg are native.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pg'],
  poweredByHeader: false,
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
