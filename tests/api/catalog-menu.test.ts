import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { topics } from '@/server/db/schema';
import { seedDatabase } from '@/server/seed';
import { createTestDb, type TestDb } from '../support/test-db';

// GET /api/Home/Menu — the category tree of the mega menu and the side drawer,
// fetched by the browser instead of being drawn into every page.

let db: TestDb;
let rows: (typeof topics.$inferSelect)[];

beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { siteId: 38, products: 60 });
  rows = await db.db.select().from(topics).where(eq(topics.siteId, 38));
});

afterAll(async () => {
  await db.dispose();
});

interface MenuTopic {
  code: string;
  name: string;
  cover: string;
  children: { code: string; name: string; cover: string }[];
}

async function menu(query: string) {
  const response = await apiApp.request(`/api/Home/Menu${query}`);
  return { response, body: await response.json() };
}

describe('GET /api/Home/Menu', () => {
  it('answers the root topics with their children, only code, name and cover', async () => {
    const { response, body } = await menu('?languageFlag=1');
    expect(response.status).toBe(200);
    const list: MenuTopic[] = body.data.listTopic;
    expect(list.map((t) => t.code).sort()).toEqual(
      rows
        .filter((r) => r.fcode === '')
        .map((r) => r.code)
        .sort(),
    );
    expect(Object.keys(list[0]!).sort()).toEqual(['children', 'code', 'cover', 'name']);
    const withChildren = list.find((t) => t.children.length > 0)!;
    expect(Object.keys(withChildren.children[0]!).sort()).toEqual(['code', 'cover', 'name']);
    expect(withChildren.children.map((c) => c.code).sort()).toEqual(
      rows
        .filter((r) => r.fcode === withChildren.code)
        .map((r) => r.code)
        .sort(),
    );
  });

  it('names topics in the language of languageFlag (1 English, 0 Chinese)', async () => {
    const root = rows.find((r) => r.fcode === '' && r.name !== r.nameen)!;
    const en: MenuTopic[] = (await menu('?languageFlag=1')).body.data.listTopic;
    const zh: MenuTopic[] = (await menu('?languageFlag=0&v=abc-123')).body.data.listTopic;
    expect(en.find((t) => t.code === root.code)!.name).toBe(root.nameen);
    expect(zh.find((t) => t.code === root.code)!.name).toBe(root.name);
  });

  it('gives signed 200 px picture links and may be kept by browsers', async () => {
    const { response, body } = await menu('?languageFlag=1');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const cover: string = body.data.listTopic.find((t: MenuTopic) => t.cover).cover;
    expect(cover).toMatch(/^\/Upload\/.+_200\.\w+\?e=\d+&s=/);
  });

  it('refuses a revision that is not a token with a 400 naming v', async () => {
    const { response, body } = await menu('?languageFlag=1&v=%3Cscript%3E');
    expect(response.status).toBe(400);
    expect(JSON.stringify(body)).toContain('v');
  });
});
