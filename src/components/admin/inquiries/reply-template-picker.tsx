'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { FilledReply } from '@/lib/validation/admin/reply-templates';
import { Select } from '../ui-kit';
import { useDeskProvider } from './inquiry-data';

// The owner's reply templates in the reply box: the server fills each in for this inquiry in the
// buyer's language (names, inquiry number, the member's own name), and picking one puts its text
// in the box for the member to edit before it goes (ADR 0039).

export function ReplyTemplatePicker({ inquiryId, onPick }: { inquiryId: number; onPick: (body: string) => void }) {
  const t = useTranslate();
  const provider = useDeskProvider();
  const { data } = useQuery({
    queryKey: ['inquiries', 'replies', inquiryId],
    queryFn: async () => (await provider.getFilledReplies(inquiryId)).data,
    staleTime: 60_000,
  });
  const replies: FilledReply[] = data ?? [];
  if (!replies.length) return null;
  return (
    <div className="a-template-pick">
      <Select
        className="a-select-sm"
        aria-label={t('desk.template')}
        value=""
        onChange={(e) => {
          const reply = replies.find((r) => r.id === Number(e.target.value));
          if (reply) onPick(reply.body);
        }}
        data-testid="composer-template"
        empty={t('desk.templateNone')}
        choices={replies.map((reply) => ({ value: reply.id, label: reply.name }))}
      />
      <span className="a-muted a-small">{t('desk.templateFilled', { language: t(`inquiries.languageName.${replies[0]!.language}`) })}</span>
    </div>
  );
}
