'use client';

import { useTranslate } from 'ra-core';
import type { InquiryDetail } from '@/lib/validation/admin/inquiries';
import { Card } from '../ui-kit';
import { useFormatters } from './inquiry-data';

// Every document the buyer got, as they got it: the quotation of each sent version (the PDF the
// quote mail carried) and, once a version is accepted, the proforma invoice the buyer downloads.
// The server checks who may fetch them (another member's inquiry answers 404).

export function InquiryDocuments({ detail }: { detail: InquiryDetail }) {
  const t = useTranslate();
  const format = useFormatters();
  const sent = detail.quotes.filter((quote) => quote.sentAt !== null);
  const base = `/api/admin/inquiries/${detail.id}`;
  return (
    <Card title={t('desk.documents')}>
      {sent.length === 0 ? (
        <p className="a-muted a-small">{t('desk.documentsEmpty')}</p>
      ) : (
        <ul className="a-docs" data-testid="inquiry-documents">
          {detail.acceptedVersion !== null ? (
            <li>
              <a href={`${base}/proforma`} download data-testid="doc-proforma">
                {t('desk.proformaPdf', { version: detail.acceptedVersion })}
              </a>
            </li>
          ) : null}
          {[...sent].reverse().map((quote) => (
            <li key={quote.version}>
              <a href={`${base}/quotes/${quote.version}/pdf`} download data-testid={`doc-quote-${quote.version}`}>
                {t('desk.quotePdf', { version: quote.version })}
              </a>{' '}
              <span className="a-muted a-small">{format.dateTime(quote.sentAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
