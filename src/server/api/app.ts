import { OpenAPIHono } from '@hono/zod-openapi';
import type { RouterRoute } from 'hono/types';
import { uploadLinkRewriter } from '@/server/media/upload-link-rewriter';
import { caseInsensitiveGetPath } from './case-insensitive-path';
import { handleApiError, handleNotFound, validationHook } from './kit/errors';
import { apiBodyLimit, refuseHostileText } from './request-limits';
import { refuseUndecodablePath, refuseUnservedMethods } from './request-line';
import { registerApiDocs } from './openapi-docs';
import { securityHeaders } from './security-headers';
import { catalogHomeApi } from './storefront/catalog-home';
import { catalogMenuApi } from './storefront/catalog-menu';
import { catalogProductsApi } from './storefront/catalog-products';
import { catalogTopicsApi } from './storefront/catalog-topics';
import { customerPasswordApi } from './account/customer-password';
import { customerSessionApi } from './account/customer-session';
import { custAddressApi } from './account/cust-address';
import { personalPricesApi } from './account/personal-prices';
import { settingsApi } from './storefront/settings';
import { subscribeApi } from './storefront/subscribe';
import { contentApi } from './storefront/content';
import { feedbackApi } from './storefront/feedback';
import { areaLimitApi } from './storefront/area-limit';
import { trackVisits } from '@/server/tracking';
import { refuseKeptOutVisitors } from './area-gate-middleware';
import { shoppingCartApi } from './storefront/shopping-cart';
import { collectionApi } from './storefront/collection';
import { orderApi } from './storefront/order';
import { orderDeskApi } from './desk/order-desk';
import { exportsApi } from './storefront/exports';
import { tempKeyApp } from './storefront/temp-key';
import { captchaImageApp } from './account/captcha-image';
import { adminMeApi } from './workspace/admin-me';
import { adminSessionApi } from './workspace/admin-session';
import { adminProfileApi } from './workspace/admin-profile';
import { adminAuditApi } from './workspace/admin-audit';
import { adminStaffApi } from './workspace/admin-staff';
import { adminProductsApi } from './workspace/admin-products';
import { adminTopicsApi } from './workspace/admin-topics';
import { adminContentAreaApi } from './workspace/admin-content-area';
import { adminImportApi } from './workspace/admin-import';
import { adminInquiriesApi } from './desk/admin-inquiries';
import { adminExchangeRateApi } from './desk/admin-exchange-rate';
import { adminInquiryRulesApi } from './desk/admin-inquiry-rules';
import { adminReplyTemplatesApi } from './desk/admin-reply-templates';
import { adminDashboardApi } from './workspace/admin-dashboard';
import { adminPricingApi } from './workspace/admin-pricing';
import { adminKeptPricesApi } from './desk/admin-kept-prices';

// The one Hono app of the server's own paths: the §7 JSON API under /api, plus the two §7 calls
// §7 spells outside it (/TempKey, /verifycode/NumberVerifyCode). Each area file exports an
// OpenAPIHono of its routes (paths without /api); mount it below. Validation failures, thrown
// AppErrors and unknown paths all answer with the one error body of ./errors.

let registeredRoutes: () => readonly RouterRoute[] = () => [];

const serverApp = new OpenAPIHono({
  defaultHook: validationHook,
  getPath: caseInsensitiveGetPath(() => registeredRoutes()),
});
/** The /api part: shares the router of serverApp; its middleware below sees /api/* only. */
export const apiApp = serverApp.basePath('/api');
registeredRoutes = () => apiApp.routes;
apiApp.use(securityHeaders()); // strict CSP, nosniff, Referrer-Policy, HSTS over https (first: sees every answer)
apiApp.use(refuseUnservedMethods(() => registeredRoutes())); // 405 for TRACE, PROPFIND, PUT on a GET route...
apiApp.use(refuseUndecodablePath()); // 400 for `%ZZ` in the path
apiApp.use(apiBodyLimit()); // 413 over 1 MB, before anything reads the body
apiApp.use(refuseHostileText()); // 400 for JSON nested over 32 levels, NUL or lone surrogates in query or JSON text
apiApp.use(uploadLinkRewriter()); // §7 R7.09: /Upload/ paths in JSON answers become signed links
apiApp.use(trackVisits()); // §7 R7.05-R7.08: pageName header → page visits, written in batches
apiApp.use(refuseKeptOutVisitors()); // §4 area gate: 403 for catalogue calls from a restricted visitor (ADR 0046)

apiApp.route('/', settingsApi);
apiApp.route('/', subscribeApi);
apiApp.route('/', contentApi);
apiApp.route('/', feedbackApi);
apiApp.route('/', areaLimitApi);
apiApp.route('/', catalogHomeApi);
apiApp.route('/', catalogMenuApi); // the category tree as one cached JSON
apiApp.route('/', catalogTopicsApi);
apiApp.route('/', catalogProductsApi);
apiApp.route('/', customerSessionApi);
apiApp.route('/', customerPasswordApi);
apiApp.route('/', custAddressApi);
apiApp.route('/', personalPricesApi); // the buyer's own prices for a page's products, asked after load (ADR 0053)
apiApp.route('/', exportsApi); // before the cart and order routes: /ShoppingCart/Export, /Order/{id}/Export
apiApp.route('/', shoppingCartApi);
apiApp.route('/', collectionApi);
apiApp.route('/', orderApi);
apiApp.route('/', orderDeskApi); // the buyer's side of the inquiry desk
// The workspace's calls, /api/admin/* (./staff-route: staff cookie and role).
apiApp.route('/', adminMeApi);
apiApp.route('/', adminSessionApi); // sign-in, sign-out, one-time setup/reset links (public)
apiApp.route('/', adminProfileApi); // the member's own name, password, second factor
apiApp.route('/', adminStaffApi); // owner: staff accounts
apiApp.route('/', adminAuditApi); // owner: the audit log and its CSV
apiApp.route('/', adminProductsApi); // products and topics (catalogue)
apiApp.route('/', adminTopicsApi);
apiApp.route('/', adminContentAreaApi); // content, access, customers
apiApp.route('/', adminInquiriesApi); // the inquiry desk (sales, owner)
apiApp.route('/', adminKeptPricesApi); // an accepted quote kept as the buyer's prices (sales, owner)
apiApp.route('/', adminPricingApi); // quantity breaks, customer groups, price lists (sales, owner)
apiApp.route('/', adminInquiryRulesApi); // assignment rules (owner)
apiApp.route('/', adminReplyTemplatesApi); // the desk's reply templates (owner)
apiApp.route('/', adminExchangeRateApi); // the quotes' exchange rate (owner)
apiApp.route('/', adminDashboardApi); // dashboard figures (sales, owner)
apiApp.route('/', adminImportApi); // catalogue import (dry run, job) and export

// eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- OpenAPIHono's default Env is `any`
registerApiDocs(apiApp);

serverApp.route('/', tempKeyApp);
serverApp.route('/', captchaImageApp);

for (const app of [serverApp, apiApp]) {
  app.notFound(handleNotFound);
  app.onError(handleApiError);
}

/** What the Next route files export (app/api/[[...route]], app/TempKey, app/verifycode/NumberVerifyCode). */
export const handleRequest = (request: Request) => serverApp.fetch(request);
