'use client';

import { useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { quoteTotal } from '@/lib/inquiry-buyer-actions';
import { formatUnitPrice } from '@/lib/quote-money';
import type { QuoteVersion } from '@/lib/validation/admin/inquiries';
import { DataTable, TableHead } from '../data-table';
import { Badge, Button, Card, Confirm } from '../ui-kit';
import { useFormatters } from './inquiry-data';
import { warningLine } from './quote-warning-text';

// The quote versions of an inquiry (v1, v2…, sent ones marked) and a side-by-side
// compare of two of them: per line, a changed unit price is highlighted (up or down), as are
// changed quantities, MOQs, lead times and terms.

const total = (version: QuoteVersion) => quoteTotal(version.lines);

/** Send; a version with warnings (below MOQ, no lead time, validity passed) asks once first. */
function SendButton({ version, sending, onSend }: { version: QuoteVersion; sending: boolean; onSend: (version: number) => void }) {
  const t = useTranslate();
  const button = (
    <Button small tone="primary" busy={sending} onClick={version.warnings.length ? undefined : () => onSend(version.version)} data-testid={`quote-send-${version.version}`}>
      {t('inquiries.quote.send')}
    </Button>
  );
  if (!version.warnings.length) return button;
  const codes = version.lines.map((line) => line.code);
  return (
    <Confirm
      trigger={button}
      title={t('quoteMoney.sendWithWarnings', { count: version.warnings.length })}
      body={
        <span className="a-quote-warnings-list" data-testid="quote-send-warnings">
          {version.warnings.map((warning) => (
            <span key={`${warning.code}-${'line' in warning ? warning.line : ''}`}>⚠ {warningLine(t, warning, codes)}</span>
          ))}
          <span>{t('quoteMoney.sendWithWarningsBody')}</span>
        </span>
      }
      confirmLabel={t('quoteMoney.sendAnyway')}
      onConfirm={() => onSend(version.version)}
    />
  );
}

export function QuoteVersionList({
  inquiryId,
  versions,
  acceptedVersion,
  canSend,
  sending,
  onSend,
  onCompare,
}: {
  inquiryId: number;
  versions: QuoteVersion[];
  /** The version the buyer accepted: marked in the list. */
  acceptedVersion: number | null;
  canSend: boolean;
  sending: boolean;
  onSend: (version: number) => void;
  onCompare: () => void;
}) {
  const t = useTranslate();
  const format = useFormatters();
  const newest = versions.at(-1);
  if (!versions.length) return <p className="a-muted">{t('inquiries.quote.none')}</p>;
  return (
    <>
      <DataTable
        testId="quote-versions"
        className="a-cards"
        columns={[
          { label: t('inquiries.quote.version') },
          { label: t('inquiries.quote.total'), right: true },
          { label: t('inquiries.quote.incoterm') },
          { label: t('inquiries.quote.validUntil') },
          { label: t('inquiries.quote.createdAt') },
          { label: t('inquiries.quote.sentAt') },
          { label: t('inquiries.quote.pdf') },
        ]}
      >
        {[...versions].reverse().map((version) => (
          <tr key={version.version} data-testid={`quote-version-${version.version}`}>
            <td className="a-strong">
              v{version.version}{' '}
              {version.version === acceptedVersion ? (
                <Badge tone="green" testId={`quote-accepted-${version.version}`}>
                  {t('desk.accepted')}
                </Badge>
              ) : null}
            </td>
            <td className="a-right a-num" data-label={t('inquiries.quote.total')}>
              {format.money(total(version), version.currency)}
            </td>
            <td data-label={t('inquiries.quote.incoterm')}>
              {version.incoterm}
              {version.port ? ` ${version.port}` : ''}
            </td>
            <td className="a-nowrap" data-label={t('inquiries.quote.validUntil')}>
              {version.validUntil}
            </td>
            <td className="a-nowrap" data-label={t('inquiries.quote.createdAt')}>
              {format.dateTime(version.createdAt)}
            </td>
            <td className="a-card-wide">
              {version.sentAt ? (
                <Badge tone="green">
                  {t('inquiries.quote.sent')} · {format.dateTime(version.sentAt)}
                </Badge>
              ) : version === newest && canSend ? (
                <SendButton version={version} sending={sending} onSend={onSend} />
              ) : (
                <span className="a-muted">{t('inquiries.quote.notSent')}</span>
              )}
            </td>
            <td>
              {/* The quotation as the buyer gets it by mail (sent) or would (a draft), in the inquiry's language. */}
              <a className="a-linkbtn a-small" href={`/api/admin/inquiries/${inquiryId}/quotes/${version.version}/pdf`} download data-testid={`quote-pdf-${version.version}`}>
                {t('inquiries.quote.pdf')}
              </a>
            </td>
          </tr>
        ))}
      </DataTable>
      {versions.length > 1 ? (
        <div className="a-row-actions">
          <Button small onClick={onCompare} data-testid="quote-compare">
            {t('inquiries.quote.compare')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function Changed({ before, after, children }: { before: unknown; after: unknown; children: ReactNode }) {
  return <td className={before === after ? undefined : 'a-changed'}>{children}</td>;
}

export function QuoteCompare({ versions, onClose }: { versions: QuoteVersion[]; onClose: () => void }) {
  const t = useTranslate();
  const format = useFormatters();
  const [left, setLeft] = useState(versions.at(-2)?.version ?? 1);
  const [right, setRight] = useState(versions.at(-1)?.version ?? 1);
  const a = versions.find((version) => version.version === left);
  const b = versions.find((version) => version.version === right);
  const pick = (value: number, onChange: (value: number) => void, label: string) => (
    <select className="a-input a-select a-select-sm" aria-label={label} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {versions.map((version) => (
        <option key={version.version} value={version.version}>
          v{version.version}
        </option>
      ))}
    </select>
  );
  const lineIds = [...new Set([...(a?.lines ?? []), ...(b?.lines ?? [])].map((line) => line.orderLineId))];
  const terms = ['currency', 'incoterm', 'port', 'paymentTerms', 'validUntil', 'note'] as const;
  return (
    <Card
      title={t('inquiries.quote.compareTitle')}
      actions={
        <span className="a-actions">
          {pick(left, setLeft, t('inquiries.quote.left'))} ↔ {pick(right, setRight, t('inquiries.quote.right'))}
          <Button small tone="ghost" onClick={onClose}>
            {t('action.close')}
          </Button>
        </span>
      }
    >
      {a && b ? (
        <div className="a-table-wrap">
          <table className="a-table a-compare" data-testid="quote-compare-table">
            <TableHead
              columns={[
                { label: t('inquiries.lines.code') },
                { label: `v${a.version} · ${t('inquiries.quote.unitPrice')}`, right: true },
                { label: `v${b.version} · ${t('inquiries.quote.unitPrice')}`, right: true },
                { label: 'Δ', right: true },
                { label: t('inquiries.quote.quantity') },
                { label: t('inquiries.quote.moq') },
                { label: t('inquiries.quote.leadTimeDays') },
              ]}
            />
            <tbody>
              {lineIds.map((id) => {
                const x = a.lines.find((line) => line.orderLineId === id);
                const y = b.lines.find((line) => line.orderLineId === id);
                const delta = x && y && a.currency === b.currency ? y.unitPrice - x.unitPrice : undefined;
                const priceClass = delta === undefined || delta === 0 ? '' : delta > 0 ? ' a-up' : ' a-down';
                return (
                  <tr key={id}>
                    <td className="a-nowrap">{(y ?? x)?.code}</td>
                    <td className="a-right a-num">{x ? `${a.currency} ${formatUnitPrice(x.unitPrice)}` : '—'}</td>
                    <td className={`a-right a-num${priceClass}`}>{y ? `${b.currency} ${formatUnitPrice(y.unitPrice)}` : '—'}</td>
                    <td className={`a-right a-num${priceClass}`}>
                      {delta
                        ? `${delta > 0 ? '+' : ''}${format.number(Math.round(delta * 100) / 100)}${x?.unitPrice ? ` (${delta > 0 ? '+' : ''}${Math.round((delta / x.unitPrice) * 1000) / 10}%)` : ''}`
                        : ''}
                    </td>
                    <Changed before={x?.quantity} after={y?.quantity}>
                      {x?.quantity ?? '—'} → {y?.quantity ?? '—'}
                    </Changed>
                    <Changed before={x?.moq} after={y?.moq}>
                      {x?.moq ?? '—'} → {y?.moq ?? '—'}
                    </Changed>
                    <Changed before={x?.leadTimeDays} after={y?.leadTimeDays}>
                      {x?.leadTimeDays ?? '—'} → {y?.leadTimeDays ?? '—'}
                    </Changed>
                  </tr>
                );
              })}
              <tr className="a-compare-total">
                <td className="a-strong">{t('inquiries.quote.total')}</td>
                <td className="a-right a-num">{format.money(total(a), a.currency)}</td>
                <td className="a-right a-num">{format.money(total(b), b.currency)}</td>
                <td colSpan={4} />
              </tr>
            </tbody>
          </table>
          <table className="a-table a-compare">
            <tbody>
              {terms.map((term) => (
                <tr key={term}>
                  <th>{t(`inquiries.quote.${term}`)}</th>
                  <td>{a[term] || '—'}</td>
                  <Changed before={a[term]} after={b[term]}>
                    {b[term] || '—'}
                  </Changed>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
