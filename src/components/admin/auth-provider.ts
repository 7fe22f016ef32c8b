import type { AuthProvider } from 'ra-core';
import type { StaffMe } from '@/lib/validation/staff';
import { apiFetch, errorText, fieldOf, getDto, jsonBody, statusOf } from './http';

// The staff session is the httpOnly lantern_staff cookie; the workspace only asks the
// server who is signed in (GET /api/admin/me) and never sees the cookie itself.

let me: StaffMe | null = null;
let pending: Promise<StaffMe> | null = null;
const listeners = new Set<(member: StaffMe | null) => void>();

/** The signed-in member, asked once and kept until sign-out or a change of profile. */
export function currentMember(): StaffMe | null {
  return me;
}

export function setCurrentMember(member: StaffMe | null): void {
  me = member;
  for (const listener of listeners) listener(member);
}

const signInListeners = new Set<(member: StaffMe) => void>();

/** Called after a sign-in through the form (not when a page load finds the session again). */
export function onSignIn(listener: (member: StaffMe) => void): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

export function onMemberChange(listener: (member: StaffMe | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function fetchMe(): Promise<StaffMe> {
  if (me) return me;
  pending ??= getDto<StaffMe>('/me').finally(() => {
    pending = null;
  });
  const member = await pending;
  setCurrentMember(member);
  return member;
}

/** A sign-in refusal that names the field to show (`totp`: ask for the authenticator code). */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly field: string | undefined,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

export interface SignInParams {
  email: string;
  password: string;
  totp?: string;
}

export const authProvider: AuthProvider = {
  async login(params: SignInParams) {
    try {
      const member = await getDto<StaffMe>('/session', {
        method: 'POST',
        body: jsonBody({ email: params.email, password: params.password, ...(params.totp ? { totp: params.totp } : {}) }),
      });
      setCurrentMember(member);
      for (const listener of signInListeners) listener(member);
      // No redirectTo: ra-core then goes to its own /admin/ (a redirectTo would skip the basename).
    } catch (error) {
      throw new SignInError(errorText(error), fieldOf(error), statusOf(error));
    }
  },
  async logout() {
    try {
      if (me) await apiFetch('/session', { method: 'DELETE' });
    } catch {
      // Already signed out on the server: nothing left to end.
    }
    setCurrentMember(null);
    // undefined: ra-core goes to its login page under the basename.
    return undefined;
  },
  async checkAuth() {
    await fetchMe();
  },
  async checkError(error: unknown) {
    const status = statusOf(error);
    // 401: the session ended (idle expiry, disabled): sign in again. 403 stays: the screen shows the refusal.
    if (status === 401) {
      setCurrentMember(null);
      throw new Error('signed out');
    }
  },
  async getIdentity() {
    const member = await fetchMe();
    // The whole member (with totpOn): My account's second-factor card reads it from here.
    return { ...member, fullName: member.name || member.email };
  },
  async getPermissions() {
    return (await fetchMe()).role;
  },
};
