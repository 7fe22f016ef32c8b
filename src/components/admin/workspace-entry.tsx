'use client';

import dynamic from 'next/dynamic';

// The workspace is a client application (react-router needs the browser's location), so it is
// loaded only in the browser; its code lands in chunks only /admin asks for.
const WorkspaceApp = dynamic(() => import('./workspace-app').then((m) => m.WorkspaceApp), {
  ssr: false,
  loading: () => <div className="admin-boot" aria-busy="true" />,
});

export function WorkspaceEntry() {
  return <WorkspaceApp />;
}
