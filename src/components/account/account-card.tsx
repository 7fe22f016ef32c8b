import type { ReactNode } from 'react';

/** The panel the account pages (/login, /register, /forget, /reset, /changePassword) put their form in. */
export function AccountCard({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-[68rem] space-y-4 rounded-lg border border-line bg-white p-6 shadow-sm sm:p-8">{children}</div>;
}
