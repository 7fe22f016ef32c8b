import { expect } from 'vitest';
import { jobSettled } from '@/server/catalog-import';
import { call, type Json } from './api-suite';

/** Polls an import job like the screen does until the work on it (the dry run or the apply) has ended. */
export async function settledJob(id: number, headers: Record<string, string>): Promise<Json> {
  for (let i = 0; i < 200; i++) {
    await jobSettled(id);
    const job = await call('GET', `/api/admin/import/${id}`, { headers });
    if (!['checking', 'running'].includes(job.body.data.dto.status)) return job.body.data.dto as Json;
  }
  throw new Error('job did not end');
}

/**
 * Waits for the dry run an upload started and answers its report as `data.dto`, the shape the upload
 * itself answered when the report came at once; an upload refused at once is answered as it came.
 */
export async function checkedReport(answer: { status: number; body: Json }, headers: Record<string, string>): Promise<{ status: number; body: Json }> {
  if (answer.status !== 200) return answer;
  expect(answer.body.data.dto.status).toBe('checking');
  const job = await settledJob(answer.body.data.dto.id, headers);
  expect(job.status, job.error).toBe('checked');
  return { status: 200, body: { data: { dto: job.report } } };
}

/** Applies a checked job and polls its status until it ends, like the screen does. */
export async function applyAndWait(id: number, headers: Record<string, string>): Promise<Json> {
  const started = await call('POST', `/api/admin/import/${id}/apply`, { headers });
  expect(started.status).toBe(200);
  expect(started.body.data.dto.status).toBe('running');
  return settledJob(id, headers);
}
