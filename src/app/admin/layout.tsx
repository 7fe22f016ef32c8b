import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './admin.css';
import './pricing.css';

// The supplier's workspace has its own document: none of the storefront's chrome,
// providers or scripts (its JavaScript budget must not grow), Chinese first, never indexed.
export const metadata: Metadata = {
  title: { default: 'Lantern 工作台', template: '%s · Lantern 工作台' },
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function WorkspaceLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body className="admin-body">{children}</body>
    </html>
  );
}
