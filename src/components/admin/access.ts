import type { StaffMe } from '@/lib/validation/staff';

// Issue 15: which screens a role opens (the server refuses the rest anyway, per route).
// owner: everything; catalogue: products, topics, content, import; sales: customers and the
// inquiry desk (the assignment rules are the owner's alone).

type Role = StaffMe['role'];

export const CATALOGUE_AREAS = ['products', 'topics', 'import', 'content'] as const;

/** The area a resource or screen belongs to. */
export const AREA_OF: Record<string, string> = {
  products: 'products',
  topics: 'topics',
  import: 'import',
  faqs: 'content',
  articles: 'content',
  fairs: 'content',
  videos: 'content',
  certificates: 'content',
  'friend-links': 'content',
  colours: 'content',
  packs: 'content',
  units: 'content',
  about: 'content',
  contact: 'content',
  notices: 'content',
  banners: 'content',
  'area-rules': 'access',
  'access-codes': 'access',
  customers: 'customers',
  inquiries: 'inquiries',
  'inquiry-rules': 'inquiry-rules',
  'reply-templates': 'inquiry-rules',
  'exchange-rate': 'exchange-rate',
  staff: 'staff',
  audit: 'audit',
};

const ROLE_AREAS: Record<Role, readonly string[]> = {
  owner: ['products', 'topics', 'import', 'content', 'access', 'customers', 'inquiries', 'inquiry-rules', 'exchange-rate', 'staff', 'audit'],
  catalogue: ['products', 'topics', 'import', 'content'],
  sales: ['customers', 'inquiries'],
};

export function canOpen(role: Role | undefined, resource: string): boolean {
  if (!role) return false;
  const area = AREA_OF[resource] ?? resource;
  return ROLE_AREAS[role].includes(area);
}
