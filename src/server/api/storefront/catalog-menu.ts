import { OpenAPIHono, z } from '@hono/zod-openapi';
import { menuQuery } from '@/lib/validation/menu';
import { getMenuTopics } from '@/server/pages/layout-data';
import { dataEnvelope, dataEnvelopeSchema } from '../kit/envelope';
import { FAILURE } from '../kit/failures';
import { siteRoute } from '../kit/route';
import { apiRoute, READ_ERRORS } from '../kit/route-doc';

// GET /api/Home/Menu (our design, beyond §7): the category tree of the header's mega menu and
// the side drawer, fetched by the browser on first intent or when idle, instead of being drawn
// into every page's markup and again into its flight payload.

export const catalogMenuApi = new OpenAPIHono();

const menuChildSchema = z.object({
  code: z.string().openapi({ example: '001001' }),
  name: z.string().openapi({ description: "The name in the languageFlag's language" }),
  cover: z.string().openapi({ description: 'Signed link of the 200 px picture (§7), empty when none' }),
});
const menuTopicSchema = menuChildSchema.extend({ children: z.array(menuChildSchema).openapi({ description: 'Second-level topics, by sortnum then code' }) }).openapi('MenuTopic');

/**
 * Pictures are signed for at least 2 h 45 min (§7 quarter-hour buckets of 10,800 s), so half an
 * hour in a browser is safe. The page names the catalogue revision in `v`: after a write the
 * pages link a new URL, so no browser keeps an old tree past the next page view.
 */
const BROWSER_MAX_AGE_S = 1_800;

const route = apiRoute('get', '/Home/Menu', { query: menuQuery }, 'Catalogue', {
  summary: 'The category menu: root topics with their children, names in one language',
  description:
    'Only what the mega menu and the side drawer draw (code, name, signed 200 px cover). `v` is the catalogue revision ' +
    'the page was rendered at; answers are public and cacheable for 30 minutes.',
  ok: [dataEnvelopeSchema(z.object({ listTopic: z.array(menuTopicSchema) })), 'The menu tree'],
  errors: READ_ERRORS,
  shared: true,
});

siteRoute(catalogMenuApi, route, FAILURE.topics, async (c, { site }) => {
  const query = c.req.valid('query');
  const { db, siteId } = await site(query.userId);
  const listTopic = await getMenuTopics(db, siteId, query.languageFlag === 0 ? 'zh' : 'en');
  c.header('Cache-Control', `public, max-age=${BROWSER_MAX_AGE_S}`);
  return c.json(dataEnvelope({ listTopic }), 200);
});
