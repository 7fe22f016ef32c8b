import { headers } from 'next/headers';
import { WorkspaceEntry } from '@/components/admin/workspace-entry';

// Every /admin/* path is this one page; the workspace routes on the client (react-router
// under basename /admin). Rendered per request: Next stamps this request's CSP nonce (set by
// src/proxy.ts) on its scripts, and the page is personal, so it is never cached.
export const dynamic = 'force-dynamic';

export default async function WorkspacePage() {
  // Reading the headers marks the page dynamic, so the nonce is this request's.
  await headers();
  return <WorkspaceEntry />;
}
