import { areaOfScreen, mayOpenArea, ROLE_TABLE } from '@/lib/roles/role-table';
import type { StaffMe } from '@/lib/validation/staff';

// Which screens a role opens: read from the role table (src/lib/roles/role-table.ts, ADR 0042),
// the same table the server's route guards read, so a screen and its API never disagree.

type Role = StaffMe['role'];

/** The area a resource or screen belongs to (the content and access hubs group their lists by it). */
export const AREA_OF: Record<string, string> = Object.fromEntries(ROLE_TABLE.flatMap((rule) => rule.screens.map((screen) => [screen, rule.area])));

/** True when the role opens the resource's area; a resource the table does not name opens for nobody. */
export function canOpen(role: Role | undefined, resource: string): boolean {
  return mayOpenArea(role, areaOfScreen(resource));
}
