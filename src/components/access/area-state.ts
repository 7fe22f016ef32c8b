'use client';

import { create } from 'zustand';

// §4 `checkUserArea`: kept in sessionStorage so that every page of the visit (and a reload) knows
// the visitor is restricted before the next check answers.
const STORAGE_KEY = 'checkUserArea';

type AreaState = {
  /** null until this page load's check (or a stored restriction) says otherwise. */
  restricted: boolean | null;
  setRestricted: (restricted: boolean) => void;
};

export const useAreaStore = create<AreaState>((set) => ({
  restricted: null,
  setRestricted: (restricted) => {
    try {
      sessionStorage.setItem(STORAGE_KEY, String(restricted));
    } catch {
      // Storage may be blocked (private modes): the check still works for this page load.
    }
    set({ restricted });
  },
}));

/** A restriction remembered from earlier in this visit. */
export function storedRestriction(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** R4.21/R4.22: /contact stays reachable (and /accessCode is where they are sent). */
export function openWhileRestricted(pathname: string): boolean {
  return pathname === '/contact' || pathname === '/accessCode';
}

/**
 * The page a restricted visitor asked for before the server sent them to /accessCode (its `from`
 * parameter, locale-less), when it is a page of this site; null for another site (`//host`), junk
 * or nothing. The access-code form opens it once the code is accepted.
 */
export function returnPathOf(from: string | null | undefined): string | null {
  if (!from || from.length > 1_000 || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  return from;
}

/** Where /accessCode leads once the visitor is let in: the page asked for (`from`), else home. */
export function afterAccessCode(): string {
  return returnPathOf(new URLSearchParams(window.location.search).get('from')) ?? '/';
}
