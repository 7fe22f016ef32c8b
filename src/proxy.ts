import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { deviceClass, mobileUrl, redirectsToMobile } from './lib/device-class';
import { homeOf, isCataloguePage, isKnownRoute, splitLocalePrefix, withDefaultPage } from './lib/routes';
import { ENTRY_NONCE, FLIGHT_HEADER, PAGE_HEADER, currentCatalogRevision, fillMarker, hitMarker, pageCacheStore } from './server/cache/page-cache-link';
import { areaVisitor } from './server/access/area-gate';
import { accessCodeLocation, isKeptOut, openToRestricted } from './server/access/server-gate';
import { openedDbHandle } from './server/db/handle-holder';
import { env } from './server/env';
import { NONCE_HEADER, baseSecurityHeaders, cspConfig, newNonce, pagePolicy } from './server/security/csp';
import { clientOfRequest } from './server/security/request-client';

// Locale detection is next-intl's, in the §2 order: URL prefix, saved cookie, browser language, en.
const intl = createIntlMiddleware(routing);

/**
 * Every page answer (and the proxy's own redirects) carries a CSP whose scripts run by
 * nonce. Next reads the policy from the *request* headers and stamps the nonce on its scripts;
 * our own inline scripts read it from x-nonce (docs/ARCHITECTURE.md, "Security headers").
 * A catalogue page is rendered once per catalogue revision and served to everyone
 * from the front's page cache; its nonce belongs to that one rendering and its inline scripts are
 * allowed by hash (docs/adr/0004-page-cache-in-the-front.md).
 */
export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // API answers get their headers from the Hono app (src/server/api/security-headers.ts).
  if (/^\/api\//i.test(pathname)) return route(request);
  const https = clientOfRequest(request).https;
  const config = cspConfig(env());
  const dev = process.env.NODE_ENV === 'development';
  const nonce = newNonce();
  request.headers.set('Content-Security-Policy', pagePolicy({ nonce, config, dev, https }));
  request.headers.set(NONCE_HEADER, nonce);
  // The workspace is outside the storefront's routing (no locale, mobile or area
  // redirects, never page-cached) but keeps the strict nonce policy, and no search engine lists it.
  if (isWorkspacePath(pathname)) return workspaceResponse(request, pagePolicy({ nonce, config, dev, https }), https);
  // §4 area gate on the server (ADR 0046): before the page cache, so a kept-out visitor never gets
  // a stored page, and the redirect itself is never stored (it carries no page marker).
  let response = (await areaGateRedirect(request)) ?? route(request);
  // Next takes the nonce it stamps on its scripts from this answer's policy, so a rendering's
  // answer carries its own nonce (the front later swaps it for the sealed entry's sources).
  let policy = pagePolicy({ nonce, config, dev, https });
  const cached = await fromPageCache(request, response, nonce);
  // A hit's policy is a template: the front puts the entry's own script sources in place of its nonce.
  if (cached && cached !== response) {
    response = cached;
    policy = pagePolicy({ nonce: ENTRY_NONCE, config, dev, https });
  }
  response.headers.set('Content-Security-Policy', policy);
  for (const [name, value] of Object.entries(baseSecurityHeaders(https, { googleSignIn: Boolean(env().GOOGLE_CLIENT_ID) }))) response.headers.set(name, value);
  return response;
}

/** /admin and everything under it (the workspace's client routes). */
export function isWorkspacePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

function workspaceResponse(request: NextRequest, policy: string, https: boolean): NextResponse {
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  response.headers.set('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(baseSecurityHeaders(https))) response.headers.set(name, value);
  return response;
}

/**
 * Next's own requests for a route's RSC payload (navigation, prefetch) are not the page's HTML.
 * Next hides their markers from the proxy; the front marks them (FLIGHT_HEADER).
 */
function wantsHtml(request: NextRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const headers = request.headers;
  return (
    !headers.has(FLIGHT_HEADER) &&
    !headers.has('rsc') &&
    !headers.has('next-router-prefetch') &&
    !headers.has('next-router-state-tree') &&
    !request.nextUrl.searchParams.has('_rsc')
  );
}

/**
 * The page a routed request ends on: the rewrite target or the request itself, with its locale
 * prefix (`/en/products?page=1`); undefined for redirects. This is the cache key: the proxy's
 * decisions (locale, mobile site, unknown path, page=1) are all behind it.
 */
function renderedPage(request: NextRequest, response: NextResponse): string | undefined {
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite) {
    const url = new URL(rewrite);
    return url.pathname + url.search;
  }
  if (response.headers.get('x-middleware-next')) return request.nextUrl.pathname + request.nextUrl.search;
  return undefined;
}

/**
 * For a cacheable page: the empty answer the front replaces with the stored page (a hit), or the
 * routed response marked so the front stores what Next renders (a fill). Undefined: render as usual.
 */
async function fromPageCache(request: NextRequest, response: NextResponse, nonce: string): Promise<NextResponse | undefined> {
  const store = pageCacheStore();
  const revision = currentCatalogRevision();
  if (!store || !revision || process.env.PAGE_CACHE === 'off' || !wantsHtml(request)) return undefined;
  const key = renderedPage(request, response);
  if (!key || !key.startsWith('/')) return undefined;
  const { path } = splitLocalePrefix(key.split('?')[0]!);
  if (!isCataloguePage(path)) return undefined;
  const decision = await store.decide(key, revision);
  if (decision.action === 'fill') {
    response.headers.set(PAGE_HEADER, fillMarker(key, revision, nonce));
    return response;
  }
  const hit = new NextResponse(null, { status: 200, headers: { [PAGE_HEADER]: hitMarker(decision.ticket) } });
  // next-intl may save the visitor's locale on the way; that cookie is theirs, not the page's.
  for (const cookie of response.headers.getSetCookie()) hit.headers.append('set-cookie', cookie);
  return hit;
}

/**
 * A restricted visitor without an unlock, asking for any page but /contact and /accessCode, is
 * sent (303) to their locale's /accessCode with the page they asked for; undefined lets them on.
 */
async function areaGateRedirect(request: NextRequest): Promise<NextResponse | undefined> {
  const { pathname, search } = request.nextUrl;
  const { prefix, path } = splitLocalePrefix(pathname);
  if (openToRestricted(path)) return undefined;
  const handle = await openedDbHandle();
  if (!handle) return undefined;
  const visitor = areaVisitor(clientOfRequest(request).ip, (name) => request.headers.get(name) ?? undefined);
  if (!(await isKeptOut(handle.db, env().SITE_ID, visitor))) return undefined;
  const response = NextResponse.redirect(new URL(accessCodeLocation(prefix, path, search), request.url), 303);
  // The answer depends on who asks: no shared cache may keep it.
  response.headers.set('Cache-Control', 'private, no-store');
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
