import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** §3 user as kept in the browser: non-secret profile data only (the session token is httpOnly). */
export interface StoredUser {
  id: number;
  nick: string;
  isLogin: boolean;
  collectionNum: number;
  shoppingCartNum: number;
  orderNum: number;
}

interface UserState {
  user: StoredUser | null;
  setUser(user: StoredUser | null): void;
}

/** R3.23: stored locally under key `user` and restored at start. */
export const useUserStore = create<UserState>()(
  persist((set) => ({ user: null, setUser: (user) => set({ user }) }), {
    name: 'user',
    storage: createJSONStorage(() => localStorage),
  }),
);
