/**
 * `npm run outbox` — prints the latest emails of the outbox (newest first), for machines without
 * SMTP_URL where the outbox and the server log are the mailbox.  `-- --limit 20` shows more.
 */
import './server-only-shim'; // first: the src/server modules below are marked server-only
import { getDbHandle } from '../src/server/db/client';
import { latestMail } from '../src/server/mail/outbox';

const at = process.argv.indexOf('--limit');
const limit = at > 0 ? Math.max(1, Number(process.argv[at + 1]) || 10) : 10;

// tsx runs this file as CommonJS (no top-level await), hence the function.
async function main(): Promise<void> {
  const handle = await getDbHandle();
  try {
    const rows = await latestMail(handle.db, limit);
    if (rows.length === 0) console.log('The outbox is empty.');
    for (const row of rows) {
      console.log(`#${row.id}  ${row.createdAt.toISOString()}  ${row.status} (${row.attempts} attempts)  to ${row.toAddress}`);
      console.log(`Subject: ${row.subject}`);
      console.log(row.text.replace(/^/gm, '  '));
      for (const file of row.attachments ?? []) console.log(`  attached: ${file.filename} (${file.contentType}, ${Math.round((file.base64.length * 3) / 4 / 1024)} KB)`);
      if (row.lastError) console.log(`  last error: ${row.lastError}`);
      console.log('');
    }
  } finally {
    await handle.close();
  }
}

void main();
