import type { RouteConfig, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '@/server/db/client';
import { consume, type LimitName } from '@/server/security/rate-limit';
import { clientOf } from '@/server/security/request-client';
import type { KitApp, ValidInput } from './operation';
import { jsonBody, siteRoute } from './route';
import { apiRoute, type RouteWords } from './route-doc';

// The public account calls (Login, RegisterByEmail, LoginByGoogle, ResetPwdByEmail,
// CheckVeriCode, ResetPwd) share one shape: a POST whose JSON body names the site (`userId`),
// counted against a per-address rate limit before the handler reads anything else, with no §8
// failure message of its own. Declared once here; a call names its words, body, limit and work.

export interface SitePost<B extends z.ZodObject, S extends z.ZodType> extends RouteWords<S> {
  body: B;
  /** The per-address limit the call counts against (src/server/security/rate-limit.ts). */
  perAddress: LimitName;
  /** The call's work; answers the 200 envelope (the wrapper sends it). `c` is for cookies and headers. */
  run: (c: Context, site: { db: Db; siteId: number; ip: string }, body: z.infer<B>) => Promise<z.infer<S>>;
}

/** POST `path` (tag Customer) of one site, rate-limited per client address. */
export function sitePostRoute<B extends z.ZodObject<{ userId: z.ZodType<number | undefined> }>, S extends z.ZodType>(app: KitApp, path: string, spec: SitePost<B, S>): void {
  const {
    body,
    perAddress,
    run,
    ok: [schema, okDescription],
    ...words
  } = spec;
  // As in ./admin-row-routes: the schemas are type parameters here, so the wrapper names the input
  // (the output of the body schema the route validates with); `run` answers the 200 schema's type.
  const route: RouteConfig = apiRoute('post', path, { body: jsonBody(body) }, 'Customer', { ...words, ok: [schema, okDescription] });
  siteRoute<RouteConfig, ValidInput<{ json: B }>>(app, route, null, async (c, { site }) => {
    const parsed = c.req.valid('json');
    const { db, siteId } = await site(parsed.userId);
    const { ip } = clientOf(c);
    await consume(perAddress, ip);
    return c.json(await run(c, { db, siteId, ip }, parsed), 200);
  });
}
