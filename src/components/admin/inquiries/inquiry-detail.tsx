'use client';

import { LinkBase, useLocaleState, useTranslate } from 'ra-core';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { InquiryState } from '@/lib/inquiry-states';
import { parseTimelineReason } from '@/lib/timeline-reason';
import { REASON_MAX, type InquiryDetail } from '@/lib/validation/admin/inquiries';
import { canOpen } from '../access';
import { DataTable } from '../data-table';
import { useBusyAction } from '../busy-action';
import { Badge, Button, Card, ErrorState, PageHead, Spinner, TextInput } from '../ui-kit';
import { Conversation } from './inquiry-conversation';
import { STATE_TONE, useDeskMe, useDeskMembers, useDeskPath, useFormatters, useInquiry, useInquiryWrite, type DeskMe } from './inquiry-data';
import { QuoteEditor } from './quote-editor';
import { InquiryDocuments } from './inquiry-documents';
import { KeptPricesCard } from './kept-prices-card';
import { QuoteCompare, QuoteVersionList } from './quote-versions';
import { WaitingMarker } from './waiting-marker';

// One inquiry — state and the moves it allows (open, assign, close), the lines, the
// buyer, the timeline, the quote versions with their editor, and the conversation. Opening it
// clears the staff unread marker (the server does, on read).

const QUOTABLE: readonly InquiryState[] = ['new', 'in_progress', 'quoted'];
const CLOSABLE: readonly InquiryState[] = ['accepted', 'declined', 'expired'];
const FINISHED: readonly InquiryState[] = ['closed', 'cancelled'];

type Write = ReturnType<typeof useInquiryWrite>;

function AssignControl({ detail, me, write }: { detail: InquiryDetail; me: DeskMe; write: Write }) {
  const t = useTranslate();
  const members = useDeskMembers();
  const { busy, run } = useBusyAction();
  if (FINISHED.includes(detail.state)) return null;
  const assign = (staffId: number | null) => run('assign', () => write.post('assign', { staffId }), t('inquiries.assigned'));
  if (me.role === 'owner') {
    return (
      <select
        className="a-input a-select a-select-sm"
        aria-label={t('inquiries.assignTo')}
        value={detail.assigneeId ?? ''}
        disabled={busy !== null}
        onChange={(e) => void assign(e.target.value ? Number(e.target.value) : null)}
        data-testid="inquiry-assign"
      >
        <option value="">{t('inquiries.unassigned')}</option>
        {detail.assigneeId !== null && !members.some((member) => member.id === detail.assigneeId) ? <option value={detail.assigneeId}>{detail.assigneeName}</option> : null}
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name || member.email}
            {member.id === me.id ? ` (${t('inquiries.me')})` : ''}
          </option>
        ))}
      </select>
    );
  }
  if (detail.assigneeId === null && me.id !== undefined)
    return (
      <Button busy={busy === 'assign'} onClick={() => void assign(me.id!)} data-testid="inquiry-take">
        {t('inquiries.assignToMe')}
      </Button>
    );
  if (detail.assigneeId === me.id)
    return (
      <Button tone="ghost" busy={busy === 'assign'} onClick={() => void assign(null)} data-testid="inquiry-release">
        {t('inquiries.release')}
      </Button>
    );
  return null;
}

function CloseButton({ write }: { write: Write }) {
  const t = useTranslate();
  const [reason, setReason] = useState('');
  const [open, setOpen] = useState(false);
  const { busy, run } = useBusyAction();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button data-testid="inquiry-close">{t('inquiries.close')}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="a-overlay" />
        <Dialog.Content className="a-dialog">
          <Dialog.Title className="a-h2">{t('inquiries.closeTitle')}</Dialog.Title>
          <Dialog.Description className="a-sub">{t('inquiries.closeBody')}</Dialog.Description>
          <TextInput value={reason} maxLength={REASON_MAX} placeholder={t('inquiries.reason')} aria-label={t('inquiries.reason')} onChange={(e) => setReason(e.target.value)} />
          <div className="a-dialog-actions">
            <Dialog.Close asChild>
              <Button>{t('action.cancel')}</Button>
            </Dialog.Close>
            <Button
              tone="danger"
              busy={busy !== null}
              onClick={() => void run('close', () => write.post('close', { reason: reason.trim() }), t('inquiries.closed')).then(() => setOpen(false))}
              data-testid="confirm"
            >
              {t('inquiries.close')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The lines' columns: code and name, then the figures (right-aligned). */
const LINE_COLUMNS = ['code', 'name', 'quantity', 'moq', 'priceUsd', 'priceCny'] as const;

function Lines({ detail }: { detail: InquiryDetail }) {
  const t = useTranslate();
  const { role } = useDeskMe();
  const path = useDeskPath();
  const [locale] = useLocaleState();
  const format = useFormatters();
  return (
    <DataTable testId="inquiry-lines" className="a-cards" columns={LINE_COLUMNS.map((name, index) => ({ label: t(`inquiries.lines.${name}`), right: index >= 2 }))}>
      {detail.items.map((item) => (
        <tr key={item.id}>
          <td className="a-nowrap" data-label={t('inquiries.lines.code')}>
            {canOpen(role, 'products') ? <LinkBase to={path(`/products/${item.productId}`)}>{item.code}</LinkBase> : item.code}
          </td>
          <td data-label={t('inquiries.lines.name')}>{(locale === 'en' ? item.nameen : item.name) || item.name}</td>
          <td className="a-right a-num" data-label={t('inquiries.lines.quantity')}>
            {format.number(item.addNum)}
          </td>
          <td className="a-right a-num" data-label={t('inquiries.lines.moq')}>
            {item.moq ? format.number(item.moq) : '—'}
          </td>
          <td className="a-right a-num" data-label={t('inquiries.lines.priceUsd')}>
            {item.foreignprice ? format.money(item.foreignprice, 'USD') : '—'}
          </td>
          <td className="a-right a-num" data-label={t('inquiries.lines.priceCny')}>
            {item.price ? format.money(item.price, 'CNY') : '—'}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The country's name in the workspace language ("GB" → "United Kingdom" / "英国"), the code when unknown. */
function countryName(code: string, locale: string) {
  if (!/^[A-Z]{2}$/.test(code)) return code || '—';
  try {
    return new Intl.DisplayNames([locale === 'zh' ? 'zh-CN' : 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function BuyerCard({ detail }: { detail: InquiryDetail }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const path = useDeskPath();
  const address = detail.address;
  const language = detail.language || detail.buyer.language;
  return (
    <Card title={t('inquiries.buyerCard')}>
      <dl className="a-dl" data-testid="inquiry-buyer">
        <dt>{t('inquiries.fields.buyer')}</dt>
        <dd>{detail.buyer.nick || '—'}</dd>
        <dt>{t('inquiries.email')}</dt>
        <dd>
          <a href={`mailto:${detail.buyer.email}`}>{detail.buyer.email}</a>
        </dd>
        <dt>{t('inquiries.fields.companyName')}</dt>
        <dd>{detail.buyer.companyName || '—'}</dd>
        <dt>{t('inquiries.fields.country')}</dt>
        <dd>{countryName(detail.country, locale)}</dd>
        <dt>{t('inquiries.language')}</dt>
        <dd>{language === 'zh' || language === 'en' ? t(`inquiries.languageName.${language}`) : language}</dd>
        {address ? (
          <>
            <dt>{t('inquiries.address')}</dt>
            <dd>
              {/* A postal block as on a waybill: who, company, street, city line, country, phone. */}
              <address className="a-address" data-testid="inquiry-address">
                <span className="a-strong">{address.contactName}</span>
                {address.company ? <span>{address.company}</span> : null}
                <span>{address.addressLine}</span>
                <span>{[address.district, address.city, address.region === address.city ? '' : address.region, address.postcode].filter(Boolean).join(', ')}</span>
                <span>{countryName(address.country, locale)}</span>
                <a href={`tel:${address.phone.replace(/[^+\d]/g, '')}`}>{address.phone}</a>
                {address.email ? <a href={`mailto:${address.email}`}>{address.email}</a> : null}
              </address>
            </dd>
          </>
        ) : null}
      </dl>
      <LinkBase to={path(`/customers/${detail.buyer.id}`)} className="a-small">
        {t('inquiries.openCustomer')}
      </LinkBase>
    </Card>
  );
}

function Timeline({ detail, actorName }: { detail: InquiryDetail; actorName: (kind: 'staff' | 'buyer' | 'system', id: number | null) => string }) {
  const t = useTranslate();
  const format = useFormatters();
  const reasonText = (event: string, reason: string) => {
    const note = parseTimelineReason(event, reason);
    switch (note.kind) {
      case 'assigned':
        return t(note.byRule ? 'inquiries.timelineNote.assignedByRule' : 'inquiries.timelineNote.assigned', { name: actorName('staff', note.staffId) });
      case 'unassigned':
        return t('inquiries.timelineNote.unassigned');
      case 'version':
        return t('inquiries.timelineNote.version', { version: note.version });
      case 'expired':
        return t('inquiries.timelineNote.expired', { version: note.version, date: note.validUntil });
      case 'text':
        return note.text;
    }
  };
  return (
    <Card title={t('inquiries.timeline')}>
      <ol className="a-timeline" data-testid="inquiry-timeline">
        {[...detail.timeline].reverse().map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <div>
              <span className="a-strong">{t(`inquiries.event.${entry.event}`)}</span>
              {entry.from && entry.from !== entry.to ? (
                <span className="a-muted a-small">
                  {' '}
                  {t(`inquiries.state.${entry.from}`)} → {t(`inquiries.state.${entry.to}`)}
                </span>
              ) : null}
            </div>
            <div className="a-muted a-small">
              {actorName(entry.actorKind, entry.actorId)} · {format.dateTime(entry.at)}
            </div>
            {entry.reason ? <div className="a-small">{reasonText(entry.event, entry.reason)}</div> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function Quotes({ detail, write }: { detail: InquiryDetail; write: Write }) {
  const t = useTranslate();
  const [editing, setEditing] = useState(false);
  const [comparing, setComparing] = useState(false);
  const { busy, run } = useBusyAction();
  const quotable = QUOTABLE.includes(detail.state);
  const send = (version: number) => run('send', () => write.sendQuote(version), t('inquiries.quote.sentToast', { version }));
  return (
    <>
      <Card
        title={t('inquiries.quote.title')}
        actions={
          quotable && !editing ? (
            <Button small tone="primary" onClick={() => setEditing(true)} data-testid="quote-new">
              {detail.quotes.length ? t('inquiries.quote.revise') : t('inquiries.quote.start')}
            </Button>
          ) : null
        }
      >
        <QuoteVersionList
          inquiryId={detail.id}
          versions={detail.quotes}
          acceptedVersion={detail.acceptedVersion}
          canSend={quotable}
          sending={busy === 'send'}
          onSend={(version) => void send(version)}
          onCompare={() => setComparing(true)}
        />
      </Card>
      {comparing && detail.quotes.length > 1 ? <QuoteCompare versions={detail.quotes} onClose={() => setComparing(false)} /> : null}
      {editing && quotable ? (
        <QuoteEditor
          detail={detail}
          onCancel={() => setEditing(false)}
          onSaved={async () => {
            setEditing(false);
            await write.refresh();
          }}
        />
      ) : null}
    </>
  );
}

function DetailBody({ detail }: { detail: InquiryDetail }) {
  const t = useTranslate();
  const me = useDeskMe();
  const members = useDeskMembers();
  const write = useInquiryWrite(detail.id);
  const { busy, run } = useBusyAction();
  const path = useDeskPath();
  // Names for ids: the detail carries only the assignee's name; the owner also knows the staff list.
  const staffName = (id: number | null) => {
    if (id === null) return t('inquiries.staff');
    if (id === me.id) return t('inquiries.me');
    if (id === detail.assigneeId && detail.assigneeName) return detail.assigneeName;
    const member = members.find((row) => row.id === id);
    return member ? member.name || member.email : t('inquiries.staffNo', { id });
  };
  const actorName = (kind: 'staff' | 'buyer' | 'system', id: number | null) =>
    kind === 'staff' ? staffName(id) : kind === 'buyer' ? detail.buyer.nick || detail.buyer.email : t('inquiries.system');

  return (
    <>
      <PageHead
        title={
          <span className="a-title-row">
            {detail.orderNo}{' '}
            <Badge tone={STATE_TONE[detail.state]} testId="inquiry-state">
              {t(`inquiries.state.${detail.state}`)}
            </Badge>
            <WaitingMarker row={detail} />
          </span>
        }
        subtitle={
          <>
            <LinkBase to={path('/inquiries')}>← {t('inquiries.title')}</LinkBase> · {detail.buyer.companyName || detail.buyer.nick || detail.buyer.email} ·{' '}
            {t('inquiries.assignee')}: {detail.assigneeId === null ? t('inquiries.unassigned') : detail.assigneeName}
          </>
        }
        actions={
          <>
            <AssignControl detail={detail} me={me} write={write} />
            {detail.state === 'new' ? (
              <Button tone="primary" busy={busy === 'open'} onClick={() => void run('open', () => write.post('open'), t('inquiries.opened'))} data-testid="inquiry-open">
                {t('inquiries.open')}
              </Button>
            ) : null}
            {CLOSABLE.includes(detail.state) ? <CloseButton write={write} /> : null}
          </>
        }
      />
      <div className="a-inquiry">
        <div className="a-inquiry-main">
          <Card title={t('inquiries.linesTitle', { count: detail.items.length })}>
            <Lines detail={detail} />
          </Card>
          <Quotes detail={detail} write={write} />
          <Card title={t('inquiries.chat.title')}>
            <Conversation detail={detail} authorName={actorName} post={(body, internal) => write.post('messages', { body, internal })} />
          </Card>
        </div>
        <aside className="a-inquiry-aside">
          <InquiryDocuments detail={detail} />
          <KeptPricesCard detail={detail} />
          <BuyerCard detail={detail} />
          <Timeline detail={detail} actorName={actorName} />
        </aside>
      </div>
    </>
  );
}

export function InquiryDetailScreen() {
  const t = useTranslate();
  const id = Number(useParams().id);
  const { data, error, isPending, refetch } = useInquiry(id);
  if (!Number.isInteger(id) || id < 1) return <ErrorState error={new Error(t('notFound.title'))} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isPending || !data) return <Spinner label={t('common.loading')} />;
  return <DetailBody detail={data} />;
}
