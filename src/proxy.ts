import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { deviceClass, mobileUrl, redirectsToMobile } from './lib/device-class';
import { homeOf, isKnownRoute, splitLocalePrefix, withDefaultPage } from './lib/routes';
import { env } from './server/env';
import { NONCE_HEADER, baseSecurityHeaders, cspConfig, newNonce, pagePolicy } from './server/security/csp';
import { clientOfRequest } from './server/security/request-client';

// Locale detection is next-intl's, in the §2 order: URL prefix, saved cookie, browser language, en.
const intl = createIntlMiddleware(routing);

/**
 * Issue 8 §2: every page answer (and the proxy's own redirects) carries a fresh per-request CSP
 * nonce. Next reads the policy from the *request* headers and stamps the nonce on its scripts;
 * our own inline scripts read it from x-nonce (docs/ARCHITECTURE.md, "Security headers").
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // API answers get their headers from the Hono app (src/server/api/security-headers.ts).
  if (/^\/api\//i.test(pathname)) return route(request);
  const https = clientOfRequest(request).https;
  const nonce = newNonce();
  const policy = pagePolicy({ nonce, config: cspConfig(env()), dev: process.env.NODE_ENV === 'development', https });
  request.headers.set('Content-Security-Policy', policy);
  request.headers.set(NONCE_HEADER, nonce);
  const response = route(request);
  response.headers.set('Content-Security-Policy', policy);
  for (const [name, value] of Object.entries(baseSecurityHeaders(https, { googleSignIn: Boolean(env().GOOGLE_CLIENT_ID) }))) response.headers.set(name, value);
  return response;
}

function route(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;

  // API paths are case-insensitive (§7 writes /api/ShoppingCart and /api/shoppingCart): Hono
  // matches the rest, but the /api folder itself is lower-case.
  if (/^\/api\//i.test(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = `/api/${pathname.slice(5)}`;
    return NextResponse.rewrite(url);
  }

  // R1.30-R1.33: phones, tablets and in-app browsers go to the mobile site (same path and query,
  // locale prefix kept) when one is configured; desktops and crawlers stay.
  const mobileSite = process.env.MOBILE_SITE_URL;
  if (mobileSite && redirectsToMobile(deviceClass(request.headers.get('user-agent')))) {
    const response = NextResponse.redirect(mobileUrl(mobileSite, pathname, search), 301);
    response.headers.set('Vary', 'User-Agent');
    return response;
  }

  const { prefix, path } = splitLocalePrefix(pathname);

  // R2.17: a path that matches no §2 route goes home (the Chinese home for /zh/...).
  if (!isKnownRoute(path)) {
    return NextResponse.redirect(new URL(homeOf(prefix), request.url));
  }

  // R2.16: list routes without page get page=1, other parameters kept.
  const pagedSearch = withDefaultPage(path, search);
  if (pagedSearch !== null) {
    const url = request.nextUrl.clone();
    url.search = pagedSearch;
    return NextResponse.redirect(url);
  }

  return intl(request);
}

export const config = {
  // Everything but the API, picture and captcha routes, Next internals and files with an extension.
  matcher: ['/((?!api/|Upload|verifycode|TempKey|_next|_vercel|.*\\..*).*)'],
};
