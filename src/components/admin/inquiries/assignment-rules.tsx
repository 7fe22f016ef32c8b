'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'ra-core';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AssignmentRule } from '@/lib/validation/admin/inquiries';
import type { TopicRow } from '@/lib/validation/admin/topics';
import { DataTable } from '../data-table';
import { errorText, fieldOf, getDto, jsonBody } from '../http';
import { useTopicOptions } from '../topic-select';
import { Button, Card, Confirm, ErrorState, FieldRow, PageHead, Spinner, TextInput } from '../ui-kit';
import { useDeskMembers, useFormatters } from './inquiry-data';

// The owner's assignment rules — a country (of the delivery address) or a topic (any
// line's product in it or below) sends a new inquiry to a member. Listed in the order the server
// tries them; one form adds or changes a rule, a server 400/404 naming a field shows on it.

const RULES_KEY = ['inquiries', 'rules'] as const;

interface Draft {
  id?: number;
  kind: 'country' | 'classcode';
  country: string;
  classcode: string;
  staffId: number | '';
}

const EMPTY: Draft = { kind: 'country', country: '', classcode: '', staffId: '' };

function useTopicNames() {
  const { data } = useGetList<TopicRow>('topics', { pagination: { page: 1, perPage: 200 } }, { staleTime: 30_000 });
  return new Map((data ?? []).map((topic) => [topic.code, topic]));
}

function RuleForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const t = useTranslate();
  const client = useQueryClient();
  const members = useDeskMembers();
  const { options } = useTopicOptions();
  const topics = useTopicNames();
  const [value, setValue] = useState<Draft>(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const idToCode = new Map([...topics.values()].map((topic) => [topic.id, topic.code]));

  async function save() {
    setSaving(true);
    setErrors({});
    const body = {
      country: value.kind === 'country' ? value.country.trim().toUpperCase() : '',
      classcode: value.kind === 'classcode' ? value.classcode : '',
      staffId: value.staffId === '' ? 0 : value.staffId,
    };
    try {
      await getDto<AssignmentRule>(value.id ? `/inquiry-rules/${value.id}` : '/inquiry-rules', { method: value.id ? 'PUT' : 'POST', body: jsonBody(body) });
      toast.success(t(value.id ? 'ra.notification.updated' : 'ra.notification.created'));
      await client.invalidateQueries({ queryKey: RULES_KEY });
      onDone();
    } catch (error) {
      const field = fieldOf(error);
      const message = errorText(error);
      if (field) setErrors({ [field]: message });
      else toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={value.id ? t('inquiries.rules.edit') : t('inquiries.rules.add')}>
      <form
        className="a-grid"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        data-testid="rule-form"
      >
        <FieldRow label={t('inquiries.rules.kind')} htmlFor="rule-kind">
          <select id="rule-kind" className="a-input a-select" value={value.kind} onChange={(e) => setValue({ ...value, kind: e.target.value as Draft['kind'] })}>
            <option value="country">{t('inquiries.rules.byCountry')}</option>
            <option value="classcode">{t('inquiries.rules.byTopic')}</option>
          </select>
        </FieldRow>
        {value.kind === 'country' ? (
          <FieldRow label={t('inquiries.fields.country')} htmlFor="rule-country" error={errors.country} hint={t('inquiries.rules.countryHint')}>
            <TextInput
              id="rule-country"
              maxLength={2}
              value={value.country}
              invalid={Boolean(errors.country)}
              onChange={(e) => setValue({ ...value, country: e.target.value.toUpperCase() })}
            />
          </FieldRow>
        ) : (
          <FieldRow label={t('inquiries.rules.topic')} htmlFor="rule-topic" error={errors.classcode ?? errors.country}>
            <select
              id="rule-topic"
              className="a-input a-select"
              value={[...topics.values()].find((topic) => topic.code === value.classcode)?.id ?? ''}
              onChange={(e) => setValue({ ...value, classcode: idToCode.get(Number(e.target.value)) ?? '' })}
            >
              <option value="">{t('form.choose')}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </FieldRow>
        )}
        <FieldRow label={t('inquiries.rules.member')} htmlFor="rule-member" error={errors.staffId}>
          <select
            id="rule-member"
            className="a-input a-select"
            value={value.staffId}
            aria-invalid={Boolean(errors.staffId) || undefined}
            onChange={(e) => setValue({ ...value, staffId: e.target.value ? Number(e.target.value) : '' })}
          >
            <option value="">{t('form.choose')}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name || member.email} · {t(`roles.${member.role}`)}
              </option>
            ))}
          </select>
        </FieldRow>
        <div className="a-savebar a-field-wide">
          <Button tone="ghost" onClick={onDone}>
            {t('action.cancel')}
          </Button>
          <span className="a-grow" />
          <Button tone="primary" type="submit" busy={saving} data-testid="rule-save">
            {t('action.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function AssignmentRulesScreen() {
  const t = useTranslate();
  const client = useQueryClient();
  const format = useFormatters();
  const members = useDeskMembers();
  const topics = useTopicNames();
  const { data, error, isPending, refetch } = useQuery({ queryKey: RULES_KEY, queryFn: () => getDto<AssignmentRule[]>('/inquiry-rules') });
  const [draft, setDraft] = useState<Draft | null>(null);
  const memberName = (rule: AssignmentRule) => {
    const member = members.find((row) => row.id === rule.staffId);
    return member ? member.name || member.email : rule.staffEmail;
  };
  const remove = async (rule: AssignmentRule) => {
    try {
      await getDto(`/inquiry-rules/${rule.id}`, { method: 'DELETE' });
      toast.success(t('ra.notification.deleted'));
      await client.invalidateQueries({ queryKey: RULES_KEY });
    } catch (caught) {
      toast.error(errorText(caught));
    }
  };

  return (
    <>
      <PageHead
        title={t('inquiries.rules.title')}
        subtitle={t('inquiries.rules.subtitle')}
        actions={
          <Button tone="primary" onClick={() => setDraft({ ...EMPTY })} data-testid="rule-add">
            {t('inquiries.rules.add')}
          </Button>
        }
      />
      {draft ? <RuleForm key={draft.id ?? 'new'} draft={draft} onDone={() => setDraft(null)} /> : null}
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <DataTable
          testId="inquiry-rules-table"
          columns={[{ label: '#' }, { label: t('inquiries.rules.match') }, { label: t('inquiries.rules.member') }, { label: t('inquiries.rules.createdAt') }, {}]}
          empty={!data?.length && t('inquiries.rules.empty')}
        >
          {data?.map((rule, index) => {
            const topic = topics.get(rule.classcode);
            return (
              <tr key={rule.id}>
                <td className="a-muted">{index + 1}</td>
                <td>
                  {rule.country ? (
                    <>
                      {t('inquiries.fields.country')}: <span className="a-strong">{rule.country}</span>
                    </>
                  ) : (
                    <>
                      {t('inquiries.rules.topic')}: <span className="a-strong">{topic ? topic.name || topic.nameen : rule.classcode}</span>{' '}
                      <span className="a-muted a-small">{rule.classcode}</span>
                    </>
                  )}
                </td>
                <td>{memberName(rule)}</td>
                <td className="a-nowrap">{format.dateTime(rule.createdAt)}</td>
                <td className="a-right a-nowrap">
                  <Button
                    small
                    tone="ghost"
                    onClick={() => setDraft({ id: rule.id, kind: rule.country ? 'country' : 'classcode', country: rule.country, classcode: rule.classcode, staffId: rule.staffId })}
                  >
                    {t('action.edit')}
                  </Button>
                  <Confirm
                    title={t('inquiries.rules.deleteTitle')}
                    body={t('inquiries.rules.deleteBody')}
                    confirmLabel={t('action.delete')}
                    onConfirm={() => void remove(rule)}
                    trigger={
                      <Button small tone="ghost">
                        {t('action.delete')}
                      </Button>
                    }
                  />
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </>
  );
}
