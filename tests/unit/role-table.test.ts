import { readFileSync } from 'node:fs';
import path from 'node:path';
import { I18nContext } from 'ra-core';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import rolesEn from '../../messages/admin/roles.en.json';
import rolesZh from '../../messages/admin/roles.zh.json';
import { canOpen } from '@/components/admin/access';
import { SCHEMA_RESOURCES } from '@/components/admin/content-resources';
import { createI18nProvider } from '@/components/admin/i18n-provider';
import { RoleTableScreen } from '@/components/admin/screens/role-table-screen';
import { NAV_GROUPS, navFor } from '@/components/admin/shell';
import { areaOfApiPath, areaOfScreen, AREAS, ROLE_TABLE, WORKSPACE_ROLES } from '@/lib/roles/role-table';

// ADR 0042: the workspace's menu, its screen gates and the owner's role screen are read from the
// role table, the same table the server's route guards read (tests/api/role-walk.test.ts).

const root = path.resolve(import.meta.dirname, '../..');

describe('the role table', () => {
  it('names every area once, every screen and API prefix in one area only, and lists the owner everywhere', () => {
    expect(ROLE_TABLE.map((rule) => rule.area).sort()).toEqual([...AREAS].sort());
    const screens = ROLE_TABLE.flatMap((rule) => rule.screens);
    expect(new Set(screens).size).toBe(screens.length);
    const prefixes = ROLE_TABLE.flatMap((rule) => rule.api);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const rule of ROLE_TABLE) expect(rule.roles).toContain('owner');
  });

  it('gives access control (area rules and access codes) to the owner alone, on the screen and the API alike', () => {
    for (const role of ['catalogue', 'sales'] as const) {
      expect(canOpen(role, 'access')).toBe(false);
      expect(canOpen(role, 'access-codes')).toBe(false);
      expect(areaOfApiPath('/api/admin/access-codes/generate')!.roles).not.toContain(role);
    }
    expect(canOpen('owner', 'access-codes')).toBe(true);
    expect(areaOfApiPath('/api/admin/access-codes/generate')!.area).toBe(areaOfScreen('access-codes')!.area);
  });
});

describe('the workspace menu', () => {
  it('shows each role exactly the entries whose area the table opens to it', () => {
    for (const group of NAV_GROUPS) {
      for (const item of group.items) expect(areaOfScreen(item.resource), `menu entry ${item.to}`).toBeDefined();
    }
    for (const role of WORKSPACE_ROLES) {
      const shown = navFor(role).flatMap((group) => group.items.map((item) => item.to));
      const expected = NAV_GROUPS.flatMap((group) => group.items)
        .filter((item) => areaOfScreen(item.resource)!.roles.includes(role))
        .map((item) => item.to);
      expect(shown, role).toEqual(expected);
    }
    expect(navFor(undefined)).toEqual([]);
  });

  it('reads as the roles are meant: the clerk the catalogue and content, sales the desk and customers, the owner everything', () => {
    const menu = (role: (typeof WORKSPACE_ROLES)[number]) => navFor(role).flatMap((group) => group.items.map((item) => item.to));
    expect(menu('catalogue')).toEqual(['/products', '/topics', '/import', '/content']);
    expect(menu('sales')).toEqual(['/inquiries', '/customers', '/price-lists', '/customer-groups']);
    expect(menu('owner')).toEqual(NAV_GROUPS.flatMap((group) => group.items.map((item) => item.to)));
  });

  it('gates every screen of the workspace by a screen the table names', () => {
    const source = readFileSync(path.join(root, 'src/components/admin/workspace-app.tsx'), 'utf8');
    const gated = [...source.matchAll(/gate\('([a-z-]+)'/g)].map((match) => match[1]!);
    expect(gated.length).toBeGreaterThan(10);
    for (const screen of [...gated, ...SCHEMA_RESOURCES.map((resource) => resource.name)]) expect(areaOfScreen(screen), screen).toBeDefined();
  });
});

describe('the owner’s role screen', () => {
  it('has every message in Chinese and English', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix.slice(0, -1)];
    expect(keys(rolesZh).sort()).toEqual(keys(rolesEn).sort());
    for (const area of AREAS) expect(rolesZh.roleTable.areas[area]).toBeTruthy();
  });

  it.each(['zh', 'en'] as const)('renders the table in %s: one row per area, a cell per role saying what the table says', (language) => {
    const html = renderToStaticMarkup(h(I18nContext.Provider, { value: createI18nProvider(language, () => undefined) }, h(RoleTableScreen)));
    expect(html).not.toMatch(/roleTable\.|roles\.(owner|catalogue|sales)/); // no raw message key
    expect(html).toContain(language === 'zh' ? '访问控制' : 'Access control');
    for (const rule of ROLE_TABLE) {
      for (const role of WORKSPACE_ROLES) expect(html).toContain(`data-testid="role-cell-${rule.area}-${role}" data-open="${rule.roles.includes(role) ? 'yes' : 'no'}"`);
    }
  });
});
