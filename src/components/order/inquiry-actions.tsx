'use client';

import { FileDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { buyerActionsFor, currentVersion, DESK_QUESTION_MAX, DESK_REASON_MAX, offersProforma, quoteTotal, type BuyerAction } from '@/lib/inquiry-buyer-actions';
import { useDeskFormat } from './desk-format';
import { acceptQuote, askQuestion, cancelInquiry, declineQuote, proformaUrl, type BuyerInquiry } from './order-api';
import type { RunAction } from './use-buyer-inquiry';

const button = 'inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold transition disabled:opacity-60';
const primary = `${button} bg-brand text-white hover:bg-brand-dark`;
const secondary = `${button} border border-line bg-white hover:border-brand hover:text-brand aria-expanded:border-brand aria-expanded:text-brand`;

/**
 * The buttons the inquiry's state allows (src/lib/inquiry-buyer-actions.ts, the server's
 * rules). Each opens a short step under the row — accepting names the version and total, declining
 * asks why — so no binding answer goes out on a stray click. After acceptance: the proforma invoice.
 */
export function InquiryActions({ inquiry, busy, run }: { inquiry: BuyerInquiry; busy: boolean; run: RunAction }) {
  const t = useTranslations('order.desk');
  const format = useDeskFormat();
  const [open, setOpen] = useState<BuyerAction | null>(null);
  const [text, setText] = useState('');
  const actions = buyerActionsFor(inquiry.state);
  // A reload may have moved the state: a step it no longer allows closes by itself.
  const panel = open && actions.includes(open) ? open : null;
  const version = currentVersion(inquiry.quotes);
  const quote = inquiry.quotes.find((q) => q.version === version);

  const toggle = (action: BuyerAction) => {
    setOpen(panel === action ? null : action);
    setText('');
  };
  const submit = async (call: () => Promise<BuyerInquiry>, success: string) => {
    const done = await run(call, success);
    // A refused text keeps what was typed for another try; a refused acceptance closes, so the
    // buyer reads the reloaded quote before accepting again.
    if (done || panel === 'accept') setOpen(null);
    if (done) setText('');
  };
  // Declining and cancelling ask why (declining must say), asking holds the question.
  const textSteps = {
    decline: {
      confirm: t('declineYes'),
      confirmTestId: 'decline-confirm',
      send: declineQuote,
      success: t('declined'),
      field: { label: t('declineReason'), max: DESK_REASON_MAX, required: true, testId: 'decline-reason' },
    },
    ask: {
      confirm: t('send'),
      confirmTestId: 'question-send',
      send: askQuestion,
      success: t('asked'),
      field: { label: t('questionLabel'), placeholder: t('questionPlaceholder'), max: DESK_QUESTION_MAX, required: true, rows: 4, testId: 'question-body' },
    },
    cancel: {
      confirm: t('cancelYes'),
      confirmTestId: 'cancel-confirm',
      send: cancelInquiry,
      success: t('cancelled'),
      field: { label: t('cancelReason'), max: DESK_REASON_MAX, required: false, testId: 'cancel-reason' },
    },
  };
  const textStep = panel && panel !== 'accept' ? textSteps[panel] : null;
  const label: Record<BuyerAction, string> = { accept: t('accept', { version: version ?? 0 }), decline: t('decline'), ask: t('ask'), cancel: t('cancel') };

  return (
    <section className="space-y-3" data-testid="inquiry-actions">
      {offersProforma(inquiry.state) && (
        <a href={proformaUrl(inquiry.id)} download className={`${primary} w-full sm:w-auto`} data-testid="proforma-download">
          <FileDown size={16} aria-hidden="true" /> {t('proforma')}
        </a>
      )}
      {actions.length === 0 ? (
        <p className="text-sm text-muted" data-testid="inquiry-finished">
          {t('finished', { state: inquiry.state })}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              onClick={() => toggle(action)}
              disabled={busy || (action === 'accept' && !quote)}
              aria-expanded={panel === action}
              className={action === 'accept' ? primary : secondary}
              data-testid={`inquiry-${action}`}
            >
              {label[action]}
            </button>
          ))}
        </div>
      )}
      {panel === 'accept' && quote && (
        <Step
          onBack={() => setOpen(null)}
          busy={busy}
          confirm={t('acceptYes')}
          confirmTestId="accept-confirm"
          onConfirm={() => void submit(() => acceptQuote(inquiry.id, quote.version), t('accepted'))}
        >
          <p className="text-sm">{t('acceptConfirm', { version: quote.version, total: format.money(quoteTotal(quote.lines), quote.currency) })}</p>
        </Step>
      )}
      {textStep && (
        <Step
          onBack={() => setOpen(null)}
          busy={busy}
          ready={!textStep.field.required || text.trim() !== ''}
          confirm={textStep.confirm}
          confirmTestId={textStep.confirmTestId}
          onConfirm={() => void submit(() => textStep.send(inquiry.id, text.trim()), textStep.success)}
        >
          <TextField {...textStep.field} value={text} onChange={setText} />
        </Step>
      )}
    </section>
  );
}

interface StepProps {
  children: ReactNode;
  busy: boolean;
  /** The confirm button waits for this (a required text). */
  ready?: boolean;
  confirm: string;
  confirmTestId: string;
  onConfirm(): void;
  onBack(): void;
}

function Step({ children, busy, ready = true, confirm, confirmTestId, onConfirm, onBack }: StepProps) {
  const t = useTranslations('order.desk');
  return (
    <form
      className="space-y-3 rounded-md border border-line bg-paper p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready && !busy) onConfirm();
      }}
    >
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onBack} className={secondary} disabled={busy}>
          {t('back')}
        </button>
        <button type="submit" className={primary} disabled={busy || !ready} data-testid={confirmTestId}>
          {confirm}
        </button>
      </div>
    </form>
  );
}

interface TextFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange(value: string): void;
  max: number;
  required?: boolean;
  rows?: number;
  testId: string;
}

function TextField({ label, placeholder, value, onChange, max, required = false, rows = 2, testId }: TextFieldProps) {
  const t = useTranslations('order.desk');
  const id = useId();
  return (
    <div>
      <label className="block text-sm font-semibold" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={max}
        required={required}
        rows={rows}
        placeholder={placeholder}
        className="mt-1 w-full rounded-md border border-line bg-white p-2.5 text-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/15"
        data-testid={testId}
      />
      <p className="text-right text-xs text-muted">{t('chars', { count: value.length, max })}</p>
    </div>
  );
}
