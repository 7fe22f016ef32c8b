import { OpenAPIHono } from '@hono/zod-openapi';
import type { RouterRoute } from 'hono/types';
import { uploadLinkRewriter } from '@/server/media/upload-link-rewriter';
import { caseInsensitiveGetPath } from './case-insensitive-path';
import { handleApiError, handleNotFound, validationHook } from './errors';
import { registerApiDocs } from './openapi-docs';
import { catalogHomeApi } from './catalog-home';
import { catalogProductsApi } from './catalog-products';
import { catalogTopicsApi } from './catalog-topics';
import { customerPasswordApi } from './customer-password';
import { customerSessionApi } from './customer-session';
import { custAddressApi } from './cust-address';
import { settingsApi } from './settings';
import { subscribeApi } from './subscribe';
import { shoppingCartApi } from './shopping-cart';
import { collectionApi } from './collection';
import { orderApi } from './order';

// The §7 JSON API. Each area file exports an OpenAPIHono of its routes (paths without /api);
// mount it below. Validation failures, thrown ApiErrors and unknown paths all answer with the
// one error body of ./errors.

let registeredRoutes: () => readonly RouterRoute[] = () => [];

export const apiApp = new OpenAPIHono({
  defaultHook: validationHook,
  getPath: caseInsensitiveGetPath(() => registeredRoutes()),
}).basePath('/api');
registeredRoutes = () => apiApp.routes;
apiApp.use(uploadLinkRewriter()); // §7 R7.09: /Upload/ paths in JSON answers become signed links

apiApp.route('/', settingsApi);
apiApp.route('/', subscribeApi);
apiApp.route('/', catalogHomeApi);
apiApp.route('/', catalogTopicsApi);
apiApp.route('/', catalogProductsApi);
apiApp.route('/', customerSessionApi);
apiApp.route('/', customerPasswordApi);
apiApp.route('/', custAddressApi);
apiApp.route('/', shoppingCartApi);
apiApp.route('/', collectionApi);
apiApp.route('/', orderApi);

registerApiDocs(apiApp);
apiApp.notFound(handleNotFound);
apiApp.onError(handleApiError);
