import fs from 'node:fs';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { simpleParser } from 'mailparser';

// What scripts/e2e-server.mjs leaves in the e2e data directory for the suite: captcha codes,
// received mail (a real SMTP conversation on loopback) and the private half of the local
// Google key set.

const dataDir = path.resolve(__dirname, '../../..', process.env.E2E_DATA_DIR ?? '.e2e-data');

async function poll<T>(what: string, find: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The code of the captcha picture whose src names `guid`. */
export function captchaCode(guid: string): Promise<string> {
  const file = path.join(dataDir, 'captchas.txt');
  return poll(`captcha ${guid}`, () => {
    if (!fs.existsSync(file)) return undefined;
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n').reverse();
    return lines.find((line) => line.startsWith(`${guid} `))?.split(' ')[1];
  });
}

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` received after `since` (file modification time). */
export function mailTo(to: string, since: number): Promise<ReceivedMail> {
  const dir = path.join(dataDir, 'mail');
  return poll(`a mail to ${to}`, async () => {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const name of files) {
      const file = path.join(dir, name);
      if (fs.statSync(file).mtimeMs < since) continue;
      const parsed = await simpleParser(fs.readFileSync(file));
      const recipients = [parsed.to]
        .flat()
        .flatMap((address) => address?.value ?? [])
        .map((a) => a.address?.toLowerCase());
      if (recipients.includes(to.toLowerCase())) return { to, subject: parsed.subject ?? '', text: parsed.text ?? '' };
    }
    return undefined;
  });
}

/** A Google ID token for `profile`, signed with the local key set's private key. */
export async function googleIdToken(profile: { sub: string; email: string; name: string; picture: string }): Promise<string> {
  const { clientId, kid, privateJwk } = JSON.parse(fs.readFileSync(path.join(dataDir, 'google-key.json'), 'utf8'));
  const key = await importJWK(privateJwk, 'RS256');
  return new SignJWT({ email: profile.email, email_verified: true, name: profile.name, picture: profile.picture })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer('https://accounts.google.com')
    .setAudience(clientId)
    .setSubject(profile.sub)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}
