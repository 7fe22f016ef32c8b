import type { ReactNode } from 'react';

export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1 className="mb-6 border-b-2 border-line pb-3 text-3xl font-bold" data-testid="page-title">
      {children}
    </h1>
  );
}
