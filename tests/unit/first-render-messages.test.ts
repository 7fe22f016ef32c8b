// A catalogue page sends only the message namespaces of its first render
// (src/i18n/first-render-messages.ts). This walks what a catalogue route renders, from its route
// files through every value import into client modules, and checks each namespace such a client
// module translates with is in that list. Lazily loaded modules are left out where their loader
// goes through lazyWithAllMessages (they bring every namespace), and so are the personal pages of
// the (personal) route group, whose layout gives them every namespace.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_RENDER_NAMESPACES } from '@/i18n/first-render-messages';
import { ROOT, isClientModule, sourceFiles, sourceImports, type SourceImport } from '../support/source-imports';

const text = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The namespaces a module translates with: `useTranslations('a.b')` gives `a`; the root translator gives the first part of each literal key. */
export function namespacesOf(source: string): { namespaces: string[]; unknownKeys: boolean } {
  const namespaces = new Set<string>();
  for (const match of source.matchAll(/useTranslations\(\s*'([^'.]+)/g)) namespaces.add(match[1]!);
  const root = [...source.matchAll(/const (\w+) = useTranslations\(\s*\)/g)].map((match) => match[1]!);
  let unknownKeys = false;
  for (const name of root) {
    for (const call of source.matchAll(new RegExp(`\\b${name}(?:\\.has)?\\(([^)]*)\\)`, 'g'))) {
      const key = /^\s*'([^'.]+)\.[^']*'\s*(,|$)/.exec(call[1]!);
      if (key) namespaces.add(key[1]!);
      else unknownKeys = true;
    }
  }
  return { namespaces: [...namespaces], unknownKeys };
}

/** Client modules a first render reaches from `routes` (value imports; lazy loads unless they bring all messages). */
export function eagerClientModules(routes: string[], imports: SourceImport[], isClient: (file: string) => boolean, bringsAllMessages: (file: string) => boolean): string[] {
  const next = new Map<string, SourceImport[]>();
  for (const edge of imports) if (!edge.typeOnly) next.set(edge.from, [...(next.get(edge.from) ?? []), edge]);
  const seen = new Set<string>();
  const client = new Set<string>();
  const queue = routes.map((file) => ({ file, inClient: false }));
  for (let item = queue.shift(); item; item = queue.shift()) {
    const inClient = item.inClient || isClient(item.file);
    const key = `${item.file}\u0000${inClient}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (inClient) client.add(item.file);
    for (const edge of next.get(item.file) ?? []) if (!(edge.dynamic && bringsAllMessages(item.file))) queue.push({ file: edge.to, inClient });
  }
  return [...client].sort();
}

describe('first-render messages', () => {
  it('reads namespaces from scoped and root translators', () => {
    expect(namespacesOf(`const t = useTranslations('order.desk'); const u = useTranslations('cart');`).namespaces).toEqual(['order', 'cart']);
    expect(namespacesOf(`const tm = useTranslations(); tm('errors.title'); tm.has('message.mailRule')`)).toEqual({ namespaces: ['errors', 'message'], unknownKeys: false });
    expect(namespacesOf(`const tm = useTranslations(); tm(key)`).unknownKeys).toBe(true);
  });

  it('follows lazy loads except those that bring all messages, and only counts client modules', () => {
    const imports: SourceImport[] = [
      { from: 'route.tsx', to: 'server.tsx', typeOnly: false },
      { from: 'server.tsx', to: 'client.tsx', typeOnly: false },
      { from: 'client.tsx', to: 'helper.ts', typeOnly: false },
      { from: 'client.tsx', to: 'plain-lazy.tsx', typeOnly: false, dynamic: true },
      { from: 'wrapper.tsx', to: 'overlay.tsx', typeOnly: false, dynamic: true },
      { from: 'client.tsx', to: 'wrapper.tsx', typeOnly: false },
      { from: 'client.tsx', to: 'types.ts', typeOnly: true },
    ];
    const modules = eagerClientModules(
      ['route.tsx'],
      imports,
      (file) => file === 'client.tsx',
      (file) => file === 'wrapper.tsx',
    );
    expect(modules).toEqual(['client.tsx', 'helper.ts', 'plain-lazy.tsx', 'wrapper.tsx']);
  });

  it('every namespace an eagerly rendered client module of a catalogue route uses is sent with the page', () => {
    const files = sourceFiles();
    const routes = files.filter(
      (file) => file.startsWith('src/app/[locale]/') && !file.startsWith('src/app/[locale]/(personal)/') && /\/(page|layout|error|not-found)\.tsx$/.test(file),
    );
    expect(routes).toContain('src/app/[locale]/products/page.tsx');
    expect(files).toContain('src/app/[locale]/(personal)/cart/page.tsx');
    const modules = eagerClientModules(routes, sourceImports(files), isClientModule, (file) => text(file).includes('lazyWithAllMessages('));
    expect(modules).toContain('src/components/layout/floating-widgets.tsx');
    expect(modules).not.toContain('src/components/account/login-form.tsx');
    const sent = new Set<string>(FIRST_RENDER_NAMESPACES);
    const missing = modules.flatMap((file) => {
      const { namespaces, unknownKeys } = namespacesOf(text(file));
      return [...namespaces.filter((name) => !sent.has(name)).map((name) => `${file}: ${name}`), ...(unknownKeys ? [`${file}: a key that is not a literal`] : [])];
    });
    expect(missing).toEqual([]);
  }, 120_000); // parses every file of src/
});
