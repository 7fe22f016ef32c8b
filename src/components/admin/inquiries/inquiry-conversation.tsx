'use client';

import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { toast } from 'sonner';
import { MESSAGE_BODY_MAX, type InquiryDetail } from '@/lib/validation/admin/inquiries';
import { errorText } from '../http';
import { Button } from '../ui-kit';
import { useFormatters } from './inquiry-data';
import { ReplyTemplatePicker } from './reply-template-picker';

// The conversation of an inquiry — the buyer's first message, then every message both
// ways and the staff's internal notes (yellow, never shown to the buyer) — and the composer. A
// message to the buyer is mailed; once the inquiry is closed or cancelled only notes remain.

export function Conversation({
  detail,
  authorName,
  post,
}: {
  detail: InquiryDetail;
  authorName: (kind: 'staff' | 'buyer', id: number | null) => string;
  post: (body: string, internal: boolean) => Promise<unknown>;
}) {
  const t = useTranslate();
  const format = useFormatters();
  const finished = detail.state === 'closed' || detail.state === 'cancelled';
  const [internal, setInternal] = useState(finished);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const asNote = internal || finished;

  async function send() {
    if (!body.trim()) return;
    setBusy(true);
    try {
      await post(body.trim(), asNote);
      setBody('');
      toast.success(asNote ? t('inquiries.chat.noteAdded') : t('inquiries.chat.sent'));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="a-chat" data-testid="inquiry-conversation">
      <ol className="a-chat-list">
        {detail.message ? (
          <li className="a-msg a-msg-buyer">
            <div className="a-msg-head">
              <span className="a-strong">{authorName('buyer', detail.buyer.id)}</span>
              <span className="a-muted a-small">{format.dateTime(detail.createdAt)}</span>
            </div>
            <div className="a-msg-body">{detail.message}</div>
          </li>
        ) : null}
        {detail.messages.map((message) => (
          <li
            key={message.id}
            className={`a-msg ${message.internal ? 'a-msg-note' : message.authorKind === 'buyer' ? 'a-msg-buyer' : 'a-msg-staff'}`}
            data-testid={message.internal ? 'inquiry-note' : 'inquiry-message'}
          >
            <div className="a-msg-head">
              <span className="a-strong">{authorName(message.authorKind, message.authorId)}</span>
              {message.internal ? <span className="a-note-tag">{t('inquiries.chat.internal')}</span> : null}
              <span className="a-muted a-small">{format.dateTime(message.at)}</span>
            </div>
            <div className="a-msg-body">{message.body}</div>
          </li>
        ))}
        {!detail.message && !detail.messages.length ? <li className="a-muted">{t('inquiries.chat.empty')}</li> : null}
      </ol>
      <div className={`a-composer${asNote ? ' a-composer-note' : ''}`}>
        <div className="a-composer-modes" role="radiogroup" aria-label={t('inquiries.chat.mode')}>
          <button type="button" role="radio" aria-checked={!asNote} className="a-tab" disabled={finished} onClick={() => setInternal(false)} data-testid="composer-buyer">
            {t('inquiries.chat.toBuyer')}
          </button>
          <button type="button" role="radio" aria-checked={asNote} className="a-tab" onClick={() => setInternal(true)} data-testid="composer-note">
            {t('inquiries.chat.note')}
          </button>
          <span className="a-grow" />
          <span className="a-muted a-small">{asNote ? t('inquiries.chat.noteHint') : t('inquiries.chat.buyerHint')}</span>
        </div>
        {asNote ? null : <ReplyTemplatePicker inquiryId={detail.id} onPick={setBody} />}
        <textarea
          className="a-input a-textarea"
          rows={3}
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          aria-label={asNote ? t('inquiries.chat.note') : t('inquiries.chat.toBuyer')}
          placeholder={asNote ? t('inquiries.chat.notePlaceholder') : t('inquiries.chat.placeholder')}
          onChange={(e) => setBody(e.target.value)}
          // Ctrl/⌘+Enter sends, as in the mail and chat tools staff know.
          onKeyDown={(e) => {
            if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
              e.preventDefault();
              void send();
            }
          }}
          data-testid="composer-body"
        />
        <div className="a-composer-bar">
          <span className="a-muted a-small">
            {body.length}/{MESSAGE_BODY_MAX}
          </span>
          <span className="a-grow" />
          <Button tone={asNote ? 'default' : 'primary'} busy={busy} disabled={!body.trim()} onClick={() => void send()} title="Ctrl+Enter" data-testid="composer-send">
            {asNote ? t('inquiries.chat.addNote') : t('inquiries.chat.send')}
          </Button>
        </div>
      </div>
    </div>
  );
}
