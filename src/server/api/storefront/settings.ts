import { OpenAPIHono, z } from '@hono/zod-openapi';
import { siteListQuery } from '@/lib/validation/common';
import { listSettingItems, type SettingKind } from '@/server/settings';
import { FAILURE, type FailureMessage } from '../kit/failures';
import { sitePageRoute } from '../kit/page-routes';

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
  sitePageRoute(settingsApi, spec.path, 'Settings', spec.failure, {
    query: siteListQuery,
    summary: spec.summary,
    description: `The site's ${spec.kind} list ordered by sortnum then code, one page or all (isGetAll=true).`,
    list: [settingItemSchema, `data.list of ${spec.kind} rows and the total`],
    read: ({ db, siteId }, _query, paging) => listSettingItems(db, siteId, spec.kind, paging),
  });
}
