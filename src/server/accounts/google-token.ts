import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { DomainError } from '@/server/errors';
import { env } from '@/server/env';

// §4 Google sign-in: the browser gets an ID token from Google Identity Services and posts it; we
// trust it only after checking its signature against Google's key set, its issuer, its audience
// (our client id) and its expiry. GOOGLE_JWKS_URL lets tests use a local key set.

export interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
  picture: string;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
let keySet: { url: string; get: JWTVerifyGetKey } | undefined;

function googleKeys(): JWTVerifyGetKey {
  const url = env().GOOGLE_JWKS_URL;
  if (keySet?.url !== url) keySet = { url, get: createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000, cooldownDuration: 30_000 }) };
  return keySet.get;
}

export async function verifyGoogleToken(token: string): Promise<GoogleProfile> {
  const clientId = env().GOOGLE_CLIENT_ID;
  if (!clientId) throw new DomainError('bad_request', 'Google sign-in is not configured on this server', { input: 'token' });
  let payload;
  try {
    ({ payload } = await jwtVerify(token, googleKeys(), { issuer: GOOGLE_ISSUERS, audience: clientId, algorithms: ['RS256'], clockTolerance: 30 }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid';
    throw new DomainError('unauthorized', `the Google sign-in could not be verified (${reason})`, { input: 'token' }, error);
  }
  const email = typeof payload.email === 'string' ? payload.email : '';
  if (!payload.sub || !email || payload.email_verified !== true) {
    throw new DomainError('unauthorized', 'the Google account has no verified email', { input: 'token' });
  }
  return {
    sub: payload.sub,
    email,
    name: typeof payload.name === 'string' ? payload.name : email.split('@')[0]!,
    picture: typeof payload.picture === 'string' ? payload.picture : '',
  };
}
