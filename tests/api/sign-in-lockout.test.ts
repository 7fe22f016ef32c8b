import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '@/server/db/schema';
import { resetRateLimits } from '@/server/security/rate-limit';
import { request, solvedCaptcha, type Json } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';

// ADR 0001: nobody but the owner can keep the owner from signing in, and password
// guessing is still throttled.

let db: TestDb;
const run = randomUUID().slice(0, 8);
let seq = 0;
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
});
afterAll(() => db.dispose());

async function post(path: string, body: Json, ip: string, cookie?: string) {
  const res = await request('POST', path, { body, headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } });
  return { status: res.status, body: (await res.json()) as Json, setCookie: res.headers.getSetCookie() };
}

const captcha = () => solvedCaptcha(db);

async function owner() {
  const email = `owner${run}x${++seq}@example.com`;
  const res = await post(
    '/api/Customer/RegisterByEmail',
    { userId: 38, email, nick: 'Ana', companyname: 'Ana Import', pwd: 'rightPass1', checkPwd: 'rightPass1', sex: 2, ...(await captcha()) },
    randomIp(),
  );
  expect(res.status).toBe(200);
  return email;
}

const signIn = async (email: string, pwd: string, ip: string, cookie?: string) => post('/api/Customer/Login', { userId: 38, email, pwd, ...(await captcha()) }, ip, cookie);
const wrongCaptcha = (email: string, ip: string) => post('/api/Customer/Login', { userId: 38, email, pwd: 'whatever1', verifyGuid: randomUUID(), verifyCode: '0000' }, ip);
const deviceCookie = (setCookie: string[]) => setCookie.find((c) => c.startsWith('lantern_device='))!.split(';')[0]!;

describe('sign-in throttling that cannot be turned into a lock-out', () => {
  it("junk sign-ins with a wrong captcha from any address never block the owner's correct sign-in", async () => {
    const email = await owner();
    for (let i = 0; i < 12; i++) expect((await wrongCaptcha(email, randomIp())).status).toBe(400);
    const mine = await signIn(email, 'rightPass1', randomIp());
    expect(mine.status).toBe(200);
  });

  it("a stranger's wrong passwords lock out the stranger's address, not the owner's", async () => {
    const email = await owner();
    const stranger = randomIp();
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await signIn(email, `guess${i}x`, stranger)).status;
    expect(last).toBe(429);
    expect((await signIn(email, 'rightPass1', stranger)).status).toBe(429);
    expect((await signIn(email, 'rightPass1', randomIp())).status).toBe(200);
  });

  it('a guessing run spread over many addresses is throttled for new browsers, while the owner’s own browser still signs in', async () => {
    const email = await owner();
    const home = randomIp();
    const first = await signIn(email, 'rightPass1', home);
    expect(first.status).toBe(200);
    const device = deviceCookie(first.setCookie);
    expect(first.setCookie.find((c) => c.startsWith('lantern_device='))).toMatch(/HttpOnly/i);

    // 50 wrong passwords, each from an address of its own: the account-wide limit of untrusted browsers.
    for (let i = 0; i < 50; i++) await signIn(email, `spread${i}x`, randomIp());
    const newBrowser = await signIn(email, 'rightPass1', randomIp());
    expect(newBrowser.status).toBe(429);

    const ownBrowser = await signIn(email, 'rightPass1', home, device);
    expect(ownBrowser.status).toBe(200);
    // Also from another address (the owner's phone on another network, same browser profile).
    expect((await signIn(email, 'rightPass1', randomIp(), device)).status).toBe(200);
  });

  it('a device token of another account, or a forged one, counts as a new browser', async () => {
    const victim = await owner();
    const other = await owner();
    const mine = await signIn(other, 'rightPass1', randomIp());
    const foreign = deviceCookie(mine.setCookie);
    for (let i = 0; i < 50; i++) await signIn(victim, `spread${i}x`, randomIp());
    expect((await signIn(victim, 'rightPass1', randomIp(), foreign)).status).toBe(429);
    expect((await signIn(victim, 'rightPass1', randomIp(), 'lantern_device=AAAAAAAAAAAAAAAA.forged')).status).toBe(429);
  });

  it('a completed password reset lifts the account-wide throttle', async () => {
    const email = await owner();
    for (let i = 0; i < 50; i++) await signIn(email, `spread${i}x`, randomIp());
    expect((await signIn(email, 'rightPass1', randomIp())).status).toBe(429);
    expect((await post('/api/Customer/ResetPwdByEmail', { email, userId: 38, language: 'EN' }, randomIp())).status).toBe(200);
    const { outbox } = await import('@/server/db/schema');
    const { desc } = await import('drizzle-orm');
    const [mail] = await db.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id)).limit(1);
    const code = /\b([A-Z0-9]{6})\b/.exec(mail!.text.split('\n\n')[1]!)![1]!;
    const reset = await post('/api/Customer/ResetPwd', { userId: 38, email, veriCode: code, pwd: 'newPass22', checkPwd: 'newPass22' }, randomIp());
    expect(reset.status).toBe(200);
    expect((await signIn(email, 'newPass22', randomIp())).status).toBe(200);
  });
});
