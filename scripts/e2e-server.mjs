#!/usr/bin/env node
// The server the e2e suite drives: the production build on a fresh embedded database
// (E2E_DATA_DIR, wiped first), seeded at start like a first `npm start`. Beside it, what a real
// shop talks to and this machine cannot reach, run locally:
//   - an SMTP server on loopback that saves every mail as <data>/mail/<n>.eml (SMTP_URL points to it);
//   - Google's key set: a key pair made here, its public half served on loopback (GOOGLE_JWKS_URL),
//     its private half written to <data>/google-key.json so tests can sign ID tokens.
// Captcha codes are echoed to <data>/captchas.txt (CAPTCHA_ECHO_FILE) so tests can solve them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { SMTPServer } from 'smtp-server';
import { SERVER_NODE_FLAGS } from './server/node-flags.mjs';
import { buildIfNeeded } from './start.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? '.e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(path.join(dataDir, 'mail'), { recursive: true });
buildIfNeeded();

// SMTPServer keeps its net.Server in `.server`; an http.Server is its own.
const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server ?? server).address().port)));

let mailCount = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      fs.writeFileSync(path.join(dataDir, 'mail', `${String(++mailCount).padStart(4, '0')}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
const smtpPort = await listen(smtp);

const GOOGLE_CLIENT_ID = 'lantern-e2e.apps.googleusercontent.com';
const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
const kid = 'e2e-key';
const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
fs.writeFileSync(path.join(dataDir, 'google-key.json'), JSON.stringify({ clientId: GOOGLE_CLIENT_ID, kid, privateJwk: await exportJWK(privateKey) }));
const jwks = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ keys: [publicJwk] }));
});
const jwksPort = await listen(jwks);

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  NEXT_TELEMETRY_DISABLED: '1',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
  GOOGLE_CLIENT_ID,
  GOOGLE_JWKS_URL: `http://127.0.0.1:${jwksPort}/certs`,
  CAPTCHA_ECHO_FILE: path.join(dataDir, 'captchas.txt'),
  // §4 area gate: only the TEST-NET-3 documentation range is restricted, so no other spec's
  // visitor (loopback, no X-Forwarded-For) is affected; access.spec.ts sends 203.0.113.x.
  AREA_RESTRICTED_CIDRS: '203.0.113.0/24',
  // §1 mobile redirect: only phone/in-app User-Agents are sent there; the suite browses as Desktop Chrome.
  MOBILE_SITE_URL: 'https://m.lantern-gifts.example',
};
// The first owner, made at start (ADR 0023); the workspace specs sign in as it
// (tests/e2e/support/workspace.ts).
env.ADMIN_EMAIL = 'owner@lantern.test';
env.ADMIN_PASSWORD = 'Lantern-e2e-Owner-2026';
delete env.DATABASE_URL;
// Every test buyer comes from the same loopback address, and a Redis kept between runs would carry
// counts from one run into the next: the suite counts in memory with roomier limits (the limits
// themselves are proven by the API tests).
delete env.REDIS_URL;
env.RATE_LIMIT_SCALE = '50';
// Playwright on loopback stands for the proxy in front: tests name a visitor's address in
// X-Forwarded-For (access.spec.ts); tests/api/trusted-proxies.test.ts proves the untrusted case.
env.TRUSTED_PROXIES = '127.0.0.1,::1';
env.PORT = process.env.E2E_PORT ?? '3100';
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'scripts/server.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  smtp.close();
  jwks.close();
  process.exit(code ?? 0);
});
