'use client';

import { useEffect } from 'react';
import { refreshAccountCounts } from './use-session';

/**
 * §4 / R3.24: the stored user is restored at start (zustand reads localStorage `user`); the
 * server then confirms it by refreshing the counts, and a 401 (session gone) signs it out.
 */
export function SessionRestorer() {
  useEffect(() => {
    void refreshAccountCounts();
  }, []);
  return null;
}
