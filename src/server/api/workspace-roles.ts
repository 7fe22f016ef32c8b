// ADR 0023: which staff roles each area of the workspace is for. The owner passes every rule
// (./staff-route), so a set names only the other roles; an empty set is the owner alone. The area
// files take their set from here, so the role map is read (and changed) in one place.

/** Products, topics, content, uploads, access rules and codes, the catalogue import and export. */
export const CATALOGUE_ROLES = ['catalogue'] as const;

/** The inquiry desk, customers and the dashboard. */
export const SALES_ROLES = ['sales'] as const;

/** Staff accounts, the audit log and the inquiry assignment rules. */
export const OWNER_ONLY = [] as const;

/** The signed-in member's own account (/admin/me…). */
export const EVERY_ROLE = ['catalogue', 'sales'] as const;
