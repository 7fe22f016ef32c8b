import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);
// Link skips prefetching on slow connections (§7); see ./link.tsx.
export { Link } from './link';
