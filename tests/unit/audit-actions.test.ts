import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import auditEn from '../../messages/admin/audit.en.json';
import auditZh from '../../messages/admin/audit.zh.json';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, CRUD_AUDIT_ENTITIES, auditRecordPath } from '@/lib/audit-actions';
import { auditChanges } from '@/lib/audit-diff';

// The audit log names every action in both workspace languages: each listed code and record type
// has a zh and an en name, and every code a writer spells out in src is listed.

type Tree = Record<string, unknown>;
const textOf = (tree: unknown, path: string[]) => path.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('audit action names', () => {
  it('every listed action code and record type has a Chinese and an English name', () => {
    const missing: string[] = [];
    for (const [lang, tree] of [
      ['zh', auditZh.audit],
      ['en', auditEn.audit],
    ] as const) {
      for (const action of AUDIT_ACTIONS) if (typeof textOf(tree.action, action.split('.')) !== 'string') missing.push(`${lang} ${action}`);
      for (const entity of AUDIT_ENTITIES) if (typeof textOf(tree.entity, [entity]) !== 'string') missing.push(`${lang} entity ${entity}`);
    }
    expect(missing).toEqual([]);
  });

  it('every action code written in src is listed (and so named)', () => {
    const listed = new Set<string>(AUDIT_ACTIONS);
    const written: string[] = [];
    for (const file of sourceFiles(join(__dirname, '../../src'))) {
      const text = readFileSync(file, 'utf8');
      // `action: 'product.update'`, and both codes of `action: cond ? 'a.b' : 'c.d'`.
      for (const match of text.matchAll(/action:\s*([^,}\n]+)/g))
        for (const code of match[1]!.matchAll(/'([a-z-]+\.[a-z-]+)'/g)) written.push(`${file.slice(file.indexOf('src/'))}: ${code[1]}`);
    }
    expect(written.length).toBeGreaterThan(40);
    expect(written.filter((line) => !listed.has(line.slice(line.lastIndexOf(' ') + 1)))).toEqual([]);
    for (const entity of CRUD_AUDIT_ENTITIES) for (const verb of ['create', 'update', 'delete']) expect(listed.has(`${entity}.${verb}`), `${entity}.${verb}`).toBe(true);
  });

  it('links a row to its record’s screen', () => {
    expect(auditRecordPath('product', '501')).toBe('/products/501');
    expect(auditRecordPath('inquiry', '88')).toBe('/inquiries/88');
    expect(auditRecordPath('staff', '3')).toBe('/staff/3');
    expect(auditRecordPath('friend-link', '4')).toBe('/friend-links/4');
    expect(auditRecordPath('upload', 'products/a.webp')).toBeNull();
  });
});

describe('the audit diff', () => {
  it('keeps only changed fields and drops the update time', () => {
    expect(auditChanges({ price: '36.50', name: '红灯笼', updatedAt: 'a' }, { price: '39.90', name: '红灯笼', updatedAt: 'b' })).toEqual([
      { field: 'price', before: '36.50', after: '39.90' },
    ]);
  });

  it('reads nested values and lists as paths and lines', () => {
    const changes = auditChanges({ state: 'in_progress' }, { state: 'quoted', version: { no: 2, lines: [{ code: 'LT-1', price: '2.10' }] }, pictures: ['a.webp', 'b.webp'] });
    expect(changes).toEqual([
      { field: 'state', before: 'in_progress', after: 'quoted' },
      { field: 'version.no', before: null, after: 2 },
      { field: 'version.lines[0].code', before: null, after: 'LT-1' },
      { field: 'version.lines[0].price', before: null, after: '2.10' },
      { field: 'pictures', before: null, after: 'a.webp, b.webp' },
    ]);
  });

  it('shows what a create set and what a delete removed, and nothing for a sign-in', () => {
    expect(auditChanges(null, { itemno: 'LT-9', stock: 0 })).toEqual([
      { field: 'itemno', before: null, after: 'LT-9' },
      { field: 'stock', before: null, after: 0 },
    ]);
    expect(auditChanges({ itemno: 'LT-9', note: '' }, null)).toEqual([{ field: 'itemno', before: 'LT-9', after: null }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
