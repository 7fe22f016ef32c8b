import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env, Schema } from 'hono';
import { renderReferencePage } from './reference-page';

const DESCRIPTION = [
  'The §7 JSON contract of the Lantern storefront. Success bodies carry `code: 0`, a `message` and `data`',
  '(`data.list` with `searchListResourceParamaters.total`, `data.dto` or `data.listdto`).',
  'Errors carry `{ code: <HTTP status>, error, message, field?, issues? }`; `field` names the offending input.',
  'Static path segments match case-insensitively (`/api/color` = `/api/Color`).',
  '`userId` selects the site (§1: 38) and defaults to the server site.',
].join(' ');

type AnyApiApp = OpenAPIHono<Env, Schema, '/api'>;

/** GET /api/openapi.json and GET /api/reference, both generated from the registered routes. */
export function registerApiDocs(app: AnyApiApp): void {
  let cached: { size: number; doc: ReturnType<AnyApiApp['getOpenAPI31Document']> } | undefined;
  const document = () => {
    const size = app.openAPIRegistry.definitions.length;
    if (cached?.size !== size) {
      const doc = app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: { title: 'Lantern storefront API', version: '1.0.0', description: DESCRIPTION },
        servers: [{ url: '/' }],
      });
      cached = { size, doc };
    }
    return cached.doc;
  };

  app.get('/openapi.json', (c) => c.json(document()));
  app.get('/reference', (c) =>
    c.html(renderReferencePage(document()), 200, {
      // The page is self-contained: nothing but its own inline style may load.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    }),
  );
}
