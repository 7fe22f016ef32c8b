import type { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, Env, Schema } from 'hono';
import type { Db } from '@/server/db/client';
import { consume, type LimitName } from '@/server/security/rate-limit';
import { clientOf } from '@/server/security/request-client';
import { jsonBody, siteRoute } from './route';
import { apiRoute, type RouteWords } from './route-doc';

// The public account calls (Login, RegisterByEmail, LoginByGoogle, ResetPwdByEmail,
// CheckVeriCode, ResetPwd) share one shape: a POST whose JSON body names the site (`userId`),
// counted against a per-address rate limit before the handler reads anything else, with no §8
// failure message of its own. Declared once here; a call names its words, body, limit and work.

type AnyApp = OpenAPIHono<Env, Schema, string>;

export interface SitePost<B extends z.ZodObject, S extends z.ZodType> extends RouteWords<S> {
  body: B;
  /** The per-address limit the call counts against (src/server/security/rate-limit.ts). */
  perAddress: LimitName;
  /** The call's work; answers the 200 envelope (the wrapper sends it). `c` is for cookies and headers. */
  run: (c: Context, site: { db: Db; siteId: number; ip: string }, body: z.infer<B>) => Promise<z.infer<S>>;
}

/** POST `path` (tag Customer) of one site, rate-limited per client address. */
export function sitePostRoute<B extends z.ZodObject<{ userId: z.ZodType<number | undefined> }>, S extends z.ZodType>(app: AnyApp, path: string, spec: SitePost<B, S>): void {
  const {
    body,
    perAddress,
    run,
    ok: [schema, okDescription],
    ...words
  } = spec;
  // As in ./admin-row-routes: the schemas are type parameters here, so the route is declared with
  // the plain zod types and the validated body is read through a plain view; `run` keeps the precise types.
  const ok = [schema as z.ZodType, okDescription] as const;
  siteRoute(app, apiRoute('post', path, { body: jsonBody(body as z.ZodType) }, 'Customer', { ...words, ok }), null, async (c, { site }) => {
    const parsed = (c.req as { valid(target: 'json'): unknown }).valid('json') as z.infer<B>;
    const { db, siteId } = await site(parsed.userId);
    const { ip } = clientOf(c);
    await consume(perAddress, ip);
    return c.json(await run(c, { db, siteId, ip }, parsed), 200);
  });
}
