// ADR 0042: the one table of who may do what in the workspace. Each area names the roles that
// open it, the API paths it owns (under /api) and the workspace screens (resources) it owns. The
// server's route guards (src/server/api/kit/staff-route.ts), the workspace's menu and screen gates
// (src/components/admin/access.ts) and the role-walk test all read this table; nothing else
// decides. A workspace route whose path no area owns fails when the server starts.

export const WORKSPACE_ROLES = ['owner', 'catalogue', 'sales'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const AREAS = [
  'account',
  'dashboard',
  'products',
  'topics',
  'import',
  'content',
  'access',
  'customers',
  'price-breaks',
  'price-lists',
  'inquiries',
  'inquiry-rules',
  'reply-templates',
  'exchange-rate',
  'staff',
  'audit',
  'roles',
] as const;
export type Area = (typeof AREAS)[number];

export interface AreaRule {
  area: Area;
  /** The roles that open the area (the owner is always listed: nothing is implied). */
  roles: readonly WorkspaceRole[];
  /** Path prefixes of its workspace API calls, as declared (`/admin/products` owns `/admin/products/{id}/…`). */
  api: readonly string[];
  /** The workspace resources (screens and their records) of the area. */
  screens: readonly string[];
  /** Roles that see only part of the area; the note key under `roleTable.sees` says which part. */
  partly?: Partial<Record<WorkspaceRole, string>>;
}

const EVERYONE = WORKSPACE_ROLES;

export const ROLE_TABLE: readonly AreaRule[] = [
  { area: 'account', roles: EVERYONE, api: ['/admin/me'], screens: ['account'] },
  { area: 'dashboard', roles: ['owner', 'sales'], api: ['/admin/dashboard'], screens: ['dashboard'] },
  { area: 'products', roles: ['owner', 'catalogue'], api: ['/admin/products', '/admin/uploads'], screens: ['products'] },
  { area: 'topics', roles: ['owner', 'catalogue'], api: ['/admin/topics'], screens: ['topics'] },
  { area: 'import', roles: ['owner', 'catalogue'], api: ['/admin/import', '/admin/export'], screens: ['import'] },
  {
    area: 'content',
    roles: ['owner', 'catalogue'],
    api: [
      '/admin/about',
      '/admin/contact',
      '/admin/faqs',
      '/admin/articles',
      '/admin/fairs',
      '/admin/videos',
      '/admin/certificates',
      '/admin/friend-links',
      '/admin/notices',
      '/admin/banners',
      '/admin/colours',
      '/admin/packs',
      '/admin/units',
    ],
    screens: ['content', 'faqs', 'articles', 'fairs', 'videos', 'certificates', 'friend-links', 'colours', 'packs', 'units', 'about', 'contact', 'notices', 'banners'],
  },
  { area: 'access', roles: ['owner'], api: ['/admin/area-rules', '/admin/access-codes'], screens: ['access', 'area-rules', 'access-codes'] },
  { area: 'customers', roles: ['owner', 'sales'], api: ['/admin/customers'], screens: ['customers'], partly: { sales: 'customersSales' } },
  // Breaks are public prices beside the list price in the product form (the clerk's screen); sales set them too, with the lists.
  { area: 'price-breaks', roles: ['owner', 'catalogue', 'sales'], api: ['/admin/price-breaks'], screens: [] },
  {
    area: 'price-lists',
    roles: ['owner', 'sales'],
    api: ['/admin/price-lists', '/admin/customer-groups', '/admin/price-list-products'],
    screens: ['price-lists', 'customer-groups'],
  },
  { area: 'inquiries', roles: ['owner', 'sales'], api: ['/admin/inquiries'], screens: ['inquiries'], partly: { sales: 'inquiriesSales' } },
  { area: 'inquiry-rules', roles: ['owner'], api: ['/admin/inquiry-rules'], screens: ['inquiry-rules'] },
  // Sales pick a template in the reply box through the inquiry's own call; keeping the list is the owner's.
  { area: 'reply-templates', roles: ['owner'], api: ['/admin/reply-templates'], screens: ['reply-templates'] },
  // The rate converts quote lines for everyone who quotes; setting it is the owner's.
  { area: 'exchange-rate', roles: ['owner'], api: ['/admin/exchange-rate'], screens: ['exchange-rate'] },
  { area: 'staff', roles: ['owner'], api: ['/admin/staff'], screens: ['staff'] },
  { area: 'audit', roles: ['owner'], api: ['/admin/audit', '/admin/audit.csv'], screens: ['audit'] },
  { area: 'roles', roles: ['owner'], api: [], screens: ['roles'] },
];

/** Workspace calls anyone may make: signing in and out, and the one-time setup and reset links. */
export const PUBLIC_WORKSPACE_API: readonly string[] = ['/admin/session', '/admin/setup'];

const owns = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);
/** `/api/admin/x` and `/admin/x` name the same call. */
const withoutApi = (path: string) => (path.startsWith('/api/') ? path.slice(4) : path);

/** The area that owns a workspace API path, or undefined (a public call, or one nobody put in the table). */
export function areaOfApiPath(path: string): AreaRule | undefined {
  const bare = withoutApi(path);
  return ROLE_TABLE.find((rule) => rule.api.some((prefix) => owns(prefix, bare)));
}

export function isPublicWorkspacePath(path: string): boolean {
  const bare = withoutApi(path);
  return PUBLIC_WORKSPACE_API.some((prefix) => owns(prefix, bare));
}

/** The area of a workspace screen or resource, or undefined when none owns it. */
export function areaOfScreen(resource: string): AreaRule | undefined {
  return ROLE_TABLE.find((rule) => rule.screens.includes(resource));
}

export function mayOpenArea(role: WorkspaceRole | undefined, area: AreaRule | undefined): boolean {
  return !!role && !!area && area.roles.includes(role);
}
