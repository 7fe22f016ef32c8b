// Fault: the mail server is down when an inquiry is submitted. Target: the inquiry is stored (200),
// both mails wait in the outbox, and the server's retry loop delivers them once SMTP is back.
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { readyBuyer } from './shop.mjs';
import { SmtpSink } from './smtp-sink.mjs';

async function outboxRows(url, since) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id, status, attempts, last_error FROM outbox WHERE created_at >= $1 ORDER BY id', [since]);
    return rows;
  } finally {
    await client.end();
  }
}

export async function smtpDown(ctx) {
  const { server, smtpPort, dbUrl, say, cleanup } = ctx;
  const result = { name: 'SMTP down during an inquiry', target: 'inquiry stored; mail kept in the outbox and delivered by the retry loop once SMTP is back', details: [] };
  const since = new Date(Date.now() - 1000);
  const { buyer, http, addressId, cartIds } = await readyBuyer({ ...ctx, origin: server.origin, tag: 'smtp' });
  const started = Date.now();
  const orderId = await buyer.submit(http, cartIds, addressId);
  const submitMs = Date.now() - started;
  result.details.push(`submit with SMTP refusing connections: ${orderId ? `200, inquiry ${orderId}` : 'FAILED'} in ${submitMs} ms`);
  const pending = await outboxRows(dbUrl, since);
  result.details.push(
    `outbox right after: ${pending.map((r) => `#${r.id} ${r.status} (attempts ${r.attempts}${r.last_error ? `, "${r.last_error.slice(0, 60)}"` : ''})`).join('; ') || 'no rows'}`,
  );

  const sink = new SmtpSink();
  await sink.start(smtpPort);
  cleanup.add('stop the SMTP sink', () => sink.stop());
  const back = Date.now();
  say('  SMTP is back; waiting for the retry loop (every 60 s; a message is due 1 min after its first attempt) …');
  let rows = pending;
  while (Date.now() - back < 240_000) {
    rows = await outboxRows(dbUrl, since);
    if (rows.length > 0 && rows.every((r) => r.status === 'sent')) break;
    await sleep(3_000);
  }
  const delivered = rows.length > 0 && rows.every((r) => r.status === 'sent');
  result.details.push(
    `after SMTP came back: ${rows.map((r) => `#${r.id} ${r.status} (attempts ${r.attempts})`).join('; ')}; the sink received ${sink.received.length} message(s) ${delivered ? `${((Date.now() - back) / 1000).toFixed(0)} s after it started` : 'within 240 s'}`,
  );
  result.ok = Boolean(orderId) && pending.length === 2 && pending.every((r) => r.status === 'pending') && delivered && sink.received.length >= 2;
  result.result = result.ok ? `stored (${submitMs} ms), 2 mails pending, delivered ${((Date.now() - back) / 1000).toFixed(0)} s after SMTP returned` : 'see details';
  return result;
}
