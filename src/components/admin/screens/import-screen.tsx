'use client';

import { useLocaleState, useRefresh, useTranslate } from 'ra-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { importJobListQuery, importJobRowSchema, type ImportAnalysis, type ImportJobRow, type ImportMapping, type ImportReport } from '@/lib/validation/admin/import';
import { DataTable } from '../data-table';
import { apiFetch, errorText, getDto } from '../http';
import { SchemaList } from '../schema-list';
import { Badge, Button, Card, PageHead } from '../ui-kit';
import { MappingStep, rateWords, suggestedMapping } from './import-mapping-step';

// Import — template download, upload (.xlsx/.csv + optional .zip of pictures), the mapping step
// (sheet, header row, which column fills which field), the dry run (a job read off the shop's
// thread, polled until its report is ready: counts, errors by row and column, errors.xlsx,
// pictures matching no item no.), then apply as a job whose progress is polled. The job id is in
// the address (?job=), so staff can leave and come back; the job list below reopens any job and
// follows the card's state.

const JOB_PARAM = 'job';
/** A job being worked on (the dry run reading, or the apply writing): polled until it ends. */
const isBusy = (status: ImportJobRow['status'] | undefined) => status === 'checking' || status === 'running';
const TONES = { done: 'green', failed: 'red', running: 'blue', checking: 'blue', checked: 'muted' } as const;

function jobFromAddress(): number | null {
  const value = new URL(window.location.href).searchParams.get(JOB_PARAM);
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

function setJobInAddress(id: number | null) {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete(JOB_PARAM);
  else url.searchParams.set(JOB_PARAM, String(id));
  window.history.replaceState(window.history.state, '', url);
}

function Counts({ counts }: { counts: ImportReport['counts'] }) {
  const t = useTranslate();
  return (
    <div className="a-stats" data-testid="import-counts">
      {(['create', 'update', 'skip', 'error'] as const).map((key) => (
        <div key={key} className={`a-stat${key === 'error' && counts.error ? ' a-stat-amber' : key === 'create' ? ' a-stat-green' : ''}`} data-testid={`count-${key}`}>
          <span className="a-stat-label">{t(`importScreen.counts.${key}`)}</span>
          <span className="a-stat-value">{counts[key].toLocaleString()}</span>
        </div>
      ))}
    </div>
  );
}

/** What new products took from the defaults (topic, the other language's name, a converted price), one line each. */
function Defaults({ defaults }: { defaults: NonNullable<ImportReport['defaults']> }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const { filled, topic, rate } = defaults;
  const topicName = topic ? (locale === 'en' ? topic.nameen || topic.name : topic.name) : '';
  const lines = (['topic', 'nameen', 'name', 'price', 'foreignprice'] as const).filter((key) => filled[key] > 0);
  if (!lines.length) return null;
  return (
    <ul className="a-hint a-import-defaults" data-testid="import-defaults">
      {lines.map((key) => (
        <li key={key} data-testid={`filled-${key}`}>
          {t(`importScreen.filled.${key}`, { count: filled[key], topic: topicName, ...(rate ? rateWords(rate, locale) : {}) })}
        </li>
      ))}
    </ul>
  );
}

function JobView({ job, onApply, applying }: { job: ImportJobRow; onApply: () => void; applying: boolean }) {
  const t = useTranslate();
  const report = job.report;
  const percent = job.total ? Math.round((job.progress / job.total) * 100) : job.status === 'done' ? 100 : 0;
  return (
    <Card
      title={
        <>
          {job.fileName} <Badge tone={TONES[job.status]}>{t(`importScreen.status.${job.status}`)}</Badge>
        </>
      }
      actions={
        <div className="a-actions">
          {report?.errorTotal ? (
            <a className="a-btn a-btn-default a-btn-sm" href={`/api/admin/import/${job.id}/errors.xlsx`} download data-testid="errors-xlsx">
              ⇩ errors.xlsx
            </a>
          ) : null}
          {job.status === 'checked' ? (
            <Button tone="primary" small onClick={onApply} busy={applying} data-testid="import-apply">
              {t('importScreen.apply')}
            </Button>
          ) : null}
        </div>
      }
    >
      {job.status === 'checking' ? (
        <p className="a-hint" role="status" data-testid="import-checking">
          {t('importScreen.checking')}
        </p>
      ) : report ? (
        <Counts counts={job.applied ?? job.counts} />
      ) : null}
      {job.status === 'running' || job.status === 'done' ? (
        <div className="a-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-testid="import-progress">
          <span style={{ width: `${percent}%` }} />
          <em>
            {job.progress.toLocaleString()} / {job.total.toLocaleString()} · {percent}%
          </em>
        </div>
      ) : null}
      {job.error ? <p className="a-error">{job.error}</p> : null}
      {report?.layout ? (
        <p className="a-hint" data-testid="import-read-from">
          {t('importScreen.readFrom', { sheet: report.layout.sheetName, row: report.layout.headerRow })}
        </p>
      ) : null}
      {report?.defaults ? <Defaults defaults={report.defaults} /> : null}
      {report?.ignoredColumns.length ? (
        <p className="a-hint" data-testid="import-ignored">
          {t('importScreen.ignored')}: {report.ignoredColumns.join(', ')}
        </p>
      ) : null}
      {report?.unmatchedPictures.length ? (
        <details className="a-hint" data-testid="import-unmatched">
          <summary>{t('importScreen.unmatchedPictures', { count: report.unmatchedPictures.length })}</summary>
          {report.unmatchedPictures.join(', ')}
        </details>
      ) : null}
      {report?.errors.length ? (
        <DataTable testId="import-errors" columns={[{ label: t('importScreen.row') }, { label: t('importScreen.column') }, { label: t('importScreen.message') }]}>
          {report.errors.map((error) => (
            <tr key={`${error.row}-${error.column}-${error.message}`}>
              <td className="a-num">{error.row}</td>
              <td>{error.column}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </Card>
  );
}

export function ImportScreen() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const refresh = useRefresh();
  const [job, setJob] = useState<ImportJobRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [applying, setApplying] = useState(false);
  const [analysis, setAnalysis] = useState<ImportAnalysis | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [newTopicId, setNewTopicId] = useState<number | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const pictures = useRef<HTMLInputElement>(null);

  const load = useCallback(async (id: number) => {
    const row = await getDto<ImportJobRow>(`/import/${id}`);
    setJob(row);
    return row;
  }, []);

  // Leave and come back: the job in the address is reopened.
  useEffect(() => {
    const id = jobFromAddress();
    if (id) void load(id).catch(() => setJobInAddress(null));
  }, [load]);

  // A job being checked or applied is polled until it ends.
  const busyJob = job && isBusy(job.status) ? job.id : null;
  useEffect(() => {
    if (busyJob === null) return;
    const timer = setInterval(() => void load(busyJob), 700);
    return () => clearInterval(timer);
  }, [busyJob, load]);

  // The job list below follows the card: it is read again whenever the card's job moves on.
  const jobState = job ? `${job.id}:${job.status}:${job.progress}` : '';
  useEffect(() => {
    if (jobState) refresh();
  }, [jobState, refresh]);

  /** Sends a request about a job, then shows that job as it now stands; `setPending` marks the button busy meanwhile. */
  async function send(setPending: (pending: boolean) => void, request: () => Promise<number>) {
    setPending(true);
    try {
      await load(await request());
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setPending(false);
    }
  }

  /** The mapping step: the file's sheets, header row and columns (at `place` when staff chose one). */
  async function readColumns(place: { sheet?: number; headerRow?: number } = {}) {
    const sheet = file.current?.files?.[0];
    if (!sheet) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.set('file', sheet);
      if (place.sheet) form.set('sheet', String(place.sheet));
      if (place.headerRow) form.set('headerRow', String(place.headerRow));
      const read = await getDto<ImportAnalysis>('/import/analyse', { method: 'POST', body: form });
      setAnalysis(read);
      setMapping(suggestedMapping(read));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  async function check() {
    const sheet = file.current?.files?.[0];
    if (!sheet || !analysis) return;
    await send(setBusy, async () => {
      const form = new FormData();
      form.set('file', sheet);
      form.set('sheet', String(analysis.sheet));
      form.set('headerRow', String(analysis.headerRow));
      form.set('headerLines', String(analysis.headerLines));
      form.set('mapping', JSON.stringify(mapping));
      if (newTopicId !== null) form.set('newTopicId', String(newTopicId));
      const zip = pictures.current?.files?.[0];
      if (zip) form.set('pictures', zip);
      const checking = await getDto<ImportJobRow>('/import', { method: 'POST', body: form });
      setJobInAddress(checking.id);
      setAnalysis(null);
      return checking.id;
    });
  }

  async function apply() {
    if (!job) return;
    await send(setApplying, async () => {
      await apiFetch(`/import/${job.id}/apply`, { method: 'POST' });
      return job.id;
    });
  }

  return (
    <>
      <PageHead
        title={t('importScreen.title')}
        subtitle={t('importScreen.subtitle')}
        actions={
          <>
            <a className="a-btn a-btn-default" href={`/api/admin/import/template?lang=${locale === 'en' ? 'en' : 'zh'}`} download data-testid="import-template">
              ⇩ {t('importScreen.template')}
            </a>
            <a className="a-btn a-btn-default" href={`/api/admin/export?lang=${locale === 'en' ? 'en' : 'zh'}`} download>
              ⇩ {t('action.export')}
            </a>
          </>
        }
      />
      <Card title={t('importScreen.upload')}>
        <div className="a-import-form">
          <label className="a-field">
            <span className="a-label">{t('importScreen.file')}</span>
            <input
              ref={file}
              type="file"
              onChange={() => setAnalysis(null)}
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              className="a-input a-file"
              data-testid="import-file"
            />
          </label>
          <label className="a-field">
            <span className="a-label">{t('importScreen.pictures')}</span>
            <input ref={pictures} type="file" accept=".zip,application/zip" className="a-input a-file" data-testid="import-pictures" />
          </label>
          <Button tone="primary" onClick={() => void readColumns()} busy={busy && !analysis} disabled={busy} data-testid="import-read">
            {t('importScreen.readColumns')}
          </Button>
        </div>
      </Card>
      {analysis ? (
        <MappingStep
          analysis={analysis}
          mapping={mapping}
          onMapping={setMapping}
          newTopicId={newTopicId}
          onNewTopic={setNewTopicId}
          onPlace={(place) => void readColumns(place)}
          onCheck={() => void check()}
          onCancel={() => setAnalysis(null)}
          busy={busy}
        />
      ) : null}
      {job ? <JobView job={job} onApply={() => void apply()} applying={applying} /> : null}
      <h2 className="a-h2 a-section">{t('importScreen.jobs')}</h2>
      <SchemaList
        resource="import"
        schema={importJobRowSchema}
        columns={['id', 'fileName', 'status', 'progress', 'total', 'createdAt']}
        sortable={importJobListQuery.shape.sort.unwrap().options}
        defaultSort={{ field: 'createdAt', order: 'DESC' }}
        search={false}
        rowLink={false}
        cell={(name, record) => {
          if (name === 'fileName')
            return (
              <button type="button" className="a-linkbtn" onClick={() => (setJobInAddress(record.id), void load(record.id))}>
                {String(record.fileName)}
              </button>
            );
          if (name === 'status') return <Badge>{t(`importScreen.status.${String(record.status)}`)}</Badge>;
          return undefined;
        }}
      />
    </>
  );
}
