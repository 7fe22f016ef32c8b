// The import-loop check of `npm run lint` (scripts/check-import-loops.mjs, ADR 0045) on small shops
// the test writes: a loop found through `@/` paths, folder indexes, `import()` and type-only
// imports and printed as a chain of files; the same shop with its imports going one way passes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findImportLoops } from '../../scripts/check-import-loops.mjs';

const CHECKER = path.resolve(import.meta.dirname, '../../scripts/check-import-loops.mjs');
const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A project folder with a tsconfig that maps `@/` to src/, and the given files. */
function shop(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-import-loops-'));
  made.push(root);
  const tsconfig = { compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', paths: { '@/*': ['./src/*'] } } };
  fs.writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** The database client seeds on first open; the seed writes the notices, which name the client's type. */
const SEEDING_CLIENT = {
  'src/db/client.ts': `export type Db = { query(sql: string): Promise<unknown> };\nexport async function open(): Promise<Db> {\n  const { seed } = await import('@/seed');\n  const db: Db = { query: async () => [] };\n  await seed(db);\n  return db;\n}\n`,
  'src/seed/index.ts': `export { seed } from './seed';\n`,
  'src/seed/seed.ts': `import { writeNotices } from '@/content/notices';\nimport type { Db } from '@/db/client';\nexport const seed = (db: Db) => writeNotices(db, ['广交会春季展位 1.2D18', 'Canton Fair spring booth 1.2D18']);\n`,
  'src/content/notices.ts': `import type { Db } from '../db/client';\nexport const writeNotices = (db: Db, lines: string[]) => Promise.all(lines.map((line) => db.query(line)));\n`,
  'src/components/notice-banner.tsx': `import type { writeNotices } from '@/content/notices';\nexport const NoticeBanner = (props: { text: string; write?: typeof writeNotices }) => <p>{props.text}</p>;\n`,
};

/** Orders, the downloads and the desk: the order module hands a new inquiry to the desk through its index. */
const ORDERS_THROUGH_INDEXES = {
  'src/orders/index.ts': `export { submitOrder } from './submit';\nexport { getOrder } from './get';\n`,
  'src/orders/get.ts': `export const getOrder = (id: number) => ({ id, orderNo: 'LT-20261205-0001', total: 1280.5, currency: 'CNY' });\n`,
  'src/orders/submit.ts': `import { deskOnSubmit } from '@/desk';\nimport { getOrder } from './get';\nexport const submitOrder = (id: number) => { deskOnSubmit(id); return getOrder(id); };\n`,
  'src/exports/index.ts': `export { orderSheet } from './order-sheet';\n`,
  'src/exports/order-sheet.ts': `import { getOrder } from '@/orders';\nexport const orderSheet = (id: number) => [getOrder(id).orderNo];\n`,
  'src/desk/index.ts': `import { orderSheet } from '@/exports';\nexport const deskOnSubmit = (id: number) => orderSheet(id);\n`,
};

describe('import loop check', () => {
  it('finds the loop of a database client that seeds, through a folder index, import() and type-only imports', () => {
    const { fileCount, groups } = findImportLoops('src', shop(SEEDING_CLIENT));
    expect(fileCount).toBe(5);
    expect(groups).toEqual([
      {
        files: ['src/content/notices.ts', 'src/db/client.ts', 'src/seed/index.ts', 'src/seed/seed.ts'],
        loops: [
          'src/content/notices.ts ⊸ src/db/client.ts ⇢ src/seed/index.ts → src/seed/seed.ts → src/content/notices.ts',
          'src/db/client.ts ⇢ src/seed/index.ts → src/seed/seed.ts ⊸ src/db/client.ts',
        ],
      },
    ]);
  });

  it('passes the same shop once start-up seeds and the database client imports nothing above it', () => {
    const root = shop({
      ...SEEDING_CLIENT,
      'src/db/client.ts': `export type Db = { query(sql: string): Promise<unknown> };\nexport const open = async (): Promise<Db> => ({ query: async () => [] });\n`,
      'src/startup/prepare.ts': `import { open } from '@/db/client';\nimport { seed } from '@/seed';\nexport async function prepare() {\n  await seed(await open());\n}\n`,
    });
    expect(findImportLoops('src', root).groups).toEqual([]);
  });

  it('finds orders → desk → downloads → orders through the folder indexes, and passes when the desk is passed in', () => {
    expect(findImportLoops('src', shop(ORDERS_THROUGH_INDEXES)).groups.map((group) => group.loops)).toEqual([
      ['src/desk/index.ts → src/exports/index.ts → src/exports/order-sheet.ts → src/orders/index.ts → src/orders/submit.ts → src/desk/index.ts'],
    ]);
    const oneWay = shop({
      ...ORDERS_THROUGH_INDEXES,
      'src/orders/submit.ts': `import { getOrder } from './get';\nexport const submitOrder = (id: number, deskOnSubmit: (id: number) => void) => { deskOnSubmit(id); return getOrder(id); };\n`,
      'src/exports/order-sheet.ts': `import { getOrder } from '@/orders/get';\nexport const orderSheet = (id: number) => [getOrder(id).orderNo];\n`,
    });
    expect(findImportLoops('src', oneWay).groups).toEqual([]);
  });

  it('fails `npm run lint` with each loop as a chain of files, and passes with 0 loops', () => {
    const failing = spawnSync(process.execPath, [CHECKER, 'src'], { cwd: shop(ORDERS_THROUGH_INDEXES), encoding: 'utf8' });
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain('1 in 1 group(s)');
    expect(failing.stderr).toContain('src/orders/submit.ts → src/desk/index.ts');

    const passing = spawnSync(process.execPath, [CHECKER, 'src'], { cwd: shop({ 'src/orders/get.ts': ORDERS_THROUGH_INDEXES['src/orders/get.ts'] }), encoding: 'utf8' });
    expect(passing.status).toBe(0);
    expect(passing.stdout).toBe('import loops: 0 among 1 files of src/\n');
  });
});
