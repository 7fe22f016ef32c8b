// Shared by client forms and server pages (a 'use client' module cannot export plain strings to the server).

export const inputClass =
  'h-11 w-full rounded-md border border-line bg-white px-3 text-sm text-ink outline-none transition focus:border-brand focus:ring-2 focus:ring-brand/15 aria-[invalid=true]:border-brand';
export const primaryButton =
  'inline-flex h-11 w-full items-center justify-center rounded-md bg-brand px-5 text-sm font-semibold text-white transition hover:bg-brand-dark disabled:opacity-60';
// Underlined at rest: next to muted text, colour alone does not mark a link (WCAG 1.4.1, axe link-in-text-block).
export const linkButton =
  'text-sm text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand disabled:cursor-not-allowed disabled:text-muted disabled:no-underline';
