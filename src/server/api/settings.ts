import { OpenAPIHono, z } from '@hono/zod-openapi';
import { pagingOf, siteListQuery } from '@/lib/validation/common';
import { listSettingItems, type SettingKind } from '@/server/settings';
import { listEnvelope, listEnvelopeSchema } from './envelope';
import { FAILURE, type FailureMessage } from './failures';
import { siteRoute } from './route';
import { apiRoute, READ_ERRORS } from './route-doc';

// §7 GET /api/Color, /api/Pack, /api/Unit (R7.90, R7.91): the configurable lists of §1.

const settingItemSchema = z
  .object({
    id: z.number().int(),
    code: z.string().openapi({ example: '01' }),
    name: z.string().openapi({ description: 'Chinese name', example: '红色' }),
    nameen: z.string().openapi({ description: 'English name', example: 'Red' }),
  })
  .openapi('SettingItem');

interface SettingListSpec {
  kind: SettingKind;
  path: string;
  summary: string;
  /** §8 (R8.38-R8.40): the message of a failed request. */
  failure: FailureMessage;
}

const SETTING_LISTS: SettingListSpec[] = [
  { kind: 'color', path: '/Color', summary: 'Colour list', failure: FAILURE.colors },
  { kind: 'pack', path: '/Pack', summary: 'Packing list', failure: FAILURE.packs },
  { kind: 'unit', path: '/Unit', summary: 'Unit list', failure: FAILURE.units },
];

export const settingsApi = new OpenAPIHono();

for (const spec of SETTING_LISTS) {
  const route = apiRoute('get', spec.path, { query: siteListQuery }, 'Settings', {
    summary: spec.summary,
    description: `The site's ${spec.kind} list ordered by sortnum then code, one page or all (isGetAll=true).`,
    ok: [listEnvelopeSchema(settingItemSchema), `data.list of ${spec.kind} rows and the total`],
    errors: READ_ERRORS,
  });

  siteRoute(settingsApi, route, spec.failure, async (c, { site }) => {
    const query = c.req.valid('query');
    const paging = pagingOf(query);
    const { db, siteId } = await site(query.userId);
    const { list, total } = await listSettingItems(db, siteId, spec.kind, paging);
    return c.json(listEnvelope(list, total, paging), 200);
  });
}
