import { createPersistedStore } from './persisted-store';

/** §3 personal counts, as GetAccountNums returns them. */
export interface AccountCounts {
  collectionNum: number;
  shoppingCartNum: number;
  orderNum: number;
  /** Inquiries with a supplier reply not opened yet (0 in a user stored before it existed). */
  orderUnreadNum: number;
}
export type CountField = keyof AccountCounts;

/**
 * §3 user as kept in the browser: non-secret profile data only. The session credential
 * (onlineGuid) lives in an httpOnly cookie and is never stored where scripts can read it.
 */
export interface StoredUser extends AccountCounts {
  id: number;
  nick: string;
  email?: string;
  isLogin: boolean;
}

/** The user dto of Login / RegisterByEmail / LoginByGoogle, reduced to what the browser keeps. */
export function toStoredUser(dto: Partial<AccountCounts> & { id: number; nick: string; email?: string }): StoredUser {
  return {
    id: dto.id,
    nick: dto.nick,
    email: dto.email,
    isLogin: true,
    collectionNum: dto.collectionNum ?? 0,
    shoppingCartNum: dto.shoppingCartNum ?? 0,
    orderNum: dto.orderNum ?? 0,
    orderUnreadNum: dto.orderUnreadNum ?? 0,
  };
}

interface UserState {
  user: StoredUser | null;
  /**
   * Bumped by every change of the user or its counts (not stored). A read of the counts started
   * before a change must not overwrite it: an add-to-cart answered first would otherwise be undone
   * by the older GetAccountNums answer of the page's start (seen on a slow machine: badge back to 0).
   */
  countsVersion: number;
  setUser(user: StoredUser | null): void;
  setCounts(counts: Partial<AccountCounts>): void;
  /** setCounts, unless the counts changed since `version` was read (the answer is older than them). */
  setCountsIfUnchanged(version: number, counts: Partial<AccountCounts>): void;
  /** §4: favorites total +1 on add, -1 on remove (never below 0). */
  bumpCount(field: CountField, delta: number): void;
  /** §4 logout: forget the stored user (R4.12). */
  logout(): void;
}

/** R3.23: stored locally under key `user` and restored at start (R3.24). */
export const useUserStore = createPersistedStore<UserState, Pick<UserState, 'user'>>(
  'user',
  (set) => ({
    user: null,
    countsVersion: 0,
    setUser: (user) => set((s) => ({ user, countsVersion: s.countsVersion + 1 })),
    setCounts: (counts) => set((s) => (s.user ? { user: { ...s.user, ...counts }, countsVersion: s.countsVersion + 1 } : s)),
    setCountsIfUnchanged: (version, counts) => set((s) => (s.user && s.countsVersion === version ? { user: { ...s.user, ...counts }, countsVersion: s.countsVersion + 1 } : s)),
    bumpCount: (field, delta) =>
      // `|| 0`: a user stored by an older release has no orderUnreadNum.
      set((s) => (s.user ? { user: { ...s.user, [field]: Math.max(0, (s.user[field] || 0) + delta) }, countsVersion: s.countsVersion + 1 } : s)),
    logout: () => set((s) => ({ user: null, countsVersion: s.countsVersion + 1 })),
  }),
  { partialize: (s) => ({ user: s.user }) },
);

/** Signed in as far as the browser knows (the server has the last word: 401 clears it). */
export const isSignedIn = (user: StoredUser | null | undefined): user is StoredUser => user?.isLogin === true;
