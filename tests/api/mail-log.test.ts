import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from '@/server/env';
import { sendMail } from '@/server/mail/outbox';
import { sites } from '@/server/db/schema';
import { createTestDb, type TestDb } from '../support/test-db';

// Without SMTP_URL the server log used to print every mail whole — reset codes,
// buyers' addresses and phones. By default it now prints one line without them.

let db: TestDb;
const saved = { smtp: process.env.SMTP_URL, mailLog: process.env.MAIL_LOG };
const secretMail = {
  to: 'buyer.private@example.com',
  subject: 'Your password reset code',
  text: 'Code: QX7P2M\nPhone +86 138 0013 8000\n12 Harbour Road, Ningbo',
  html: '<p>Code: QX7P2M</p>',
};

beforeAll(async () => {
  delete process.env.SMTP_URL;
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (saved.mailLog === undefined) delete process.env.MAIL_LOG;
  else process.env.MAIL_LOG = saved.mailLog;
  resetEnvCache();
});
afterAll(async () => {
  if (saved.smtp !== undefined) process.env.SMTP_URL = saved.smtp;
  await db.dispose();
});

async function logged(): Promise<string> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  expect(await sendMail(db.db, 38, secretMail)).toBe('logged');
  return log.mock.calls.map((call) => call.join(' ')).join('\n');
}

describe('the mail log without SMTP_URL', () => {
  it('prints one line per mail with no code, address, phone or recipient by default', async () => {
    delete process.env.MAIL_LOG;
    resetEnvCache();
    const text = await logged();
    expect(text.split('\n')).toHaveLength(1);
    for (const secret of ['QX7P2M', 'buyer.private', '138 0013', 'Harbour']) expect(text).not.toContain(secret);
    expect(text).toMatch(/outbox #\d+/);
  });

  it('prints the whole mail only when the operator asks with MAIL_LOG=full', async () => {
    process.env.MAIL_LOG = 'full';
    resetEnvCache();
    const text = await logged();
    expect(text).toContain('QX7P2M');
    expect(text).toContain('buyer.private@example.com');
  });
});
