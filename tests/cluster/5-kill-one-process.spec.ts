import { expect, test } from '@playwright/test';
import { killOneDuringBuyers } from '../../scripts/cluster/failover.mjs';

// SIGKILL to one process while 50 buyers (each from an address of its own) register,
// fill carts and submit inquiries through nginx, retrying after a network error or a 502 as a real
// client would (a submit with its idempotency key). Nothing acknowledged is lost; no 5xx reaches a
// buyer on an idempotent request (nginx moves those to the other process); the killed process is
// started again by the cluster's supervisor and takes requests again.

test('killing one process during 50 buyers loses no acknowledged inquiry and shows no 5xx on idempotent requests', async ({}, testInfo) => {
  test.setTimeout(240_000);
  const result = await killOneDuringBuyers({ stateFile: process.env.CLUSTER_STATE_FILE!, buyers: 50, say: (line) => console.log(`[failover] ${line}`) });
  console.log(`[failover] figures: ${JSON.stringify(result)}`);
  await testInfo.attach('failover.json', { body: JSON.stringify(result, null, 2), contentType: 'application/json' });

  // Nothing acknowledged is lost, nothing is doubled, every inquiry has all its lines.
  expect(result.inquiries.missing).toEqual([]);
  expect(result.inquiries.incomplete).toEqual([]);
  expect(result.inquiries.inDatabase).toBe(result.inquiries.acknowledged);
  expect(result.completed).toBe(result.buyers);
  expect(result.inquiries.acknowledged).toBe(result.buyers);
  // Idempotent requests: nginx moved them on, the buyers saw no 5xx and no broken answer.
  expect(result.idempotent.status5xx).toBe(0);
  expect(result.idempotent.networkErrors).toBe(0);
  // The kill happened mid-run, the other process carried the load, and the killed one rejoined.
  expect(result.servedBy[`asked before the kill: ${result.victim.name}`]).toBeGreaterThan(0);
  expect(result.servedBy['asked while it was down: survivor']).toBeGreaterThan(0);
  expect(result.rejoin.pid).not.toBe(result.victim.pid);
});
