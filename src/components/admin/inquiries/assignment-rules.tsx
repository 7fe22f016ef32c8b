'use client';

import { useGetList, useTranslate } from 'ra-core';
import type { AssignmentRule } from '@/lib/validation/admin/inquiries';
import type { TopicRow } from '@/lib/validation/admin/topics';
import { useTopicOptions } from '../topic-select';
import { FieldRow, Select, TextInput } from '../ui-kit';
import { EditableList } from './editable-list';
import { useDeskMembers, useFormatters } from './inquiry-data';

// The owner's assignment rules — a country (of the delivery address) or a topic (any
// line's product in it or below) sends a new inquiry to a member. Listed in the order the server
// tries them; one form adds or changes a rule, a server 400/404 naming a field shows on it.

interface Draft {
  id?: number;
  kind: 'country' | 'classcode';
  country: string;
  classcode: string;
  staffId: number | '';
}

const EMPTY: Draft = { kind: 'country', country: '', classcode: '', staffId: '' };

const WORDS = {
  title: 'inquiries.rules.title',
  subtitle: 'inquiries.rules.subtitle',
  add: 'inquiries.rules.add',
  edit: 'inquiries.rules.edit',
  empty: 'inquiries.rules.empty',
  deleteTitle: 'inquiries.rules.deleteTitle',
  deleteBody: 'inquiries.rules.deleteBody',
};

function useTopicNames() {
  const { data } = useGetList<TopicRow>('topics', { pagination: { page: 1, perPage: 200 } }, { staleTime: 30_000 });
  return new Map((data ?? []).map((topic) => [topic.code, topic]));
}

const toBody = (value: Draft) => ({
  country: value.kind === 'country' ? value.country.trim().toUpperCase() : '',
  classcode: value.kind === 'classcode' ? value.classcode : '',
  staffId: value.staffId === '' ? 0 : value.staffId,
});

const toDraft = (rule: AssignmentRule): Draft => ({
  id: rule.id,
  kind: rule.country ? 'country' : 'classcode',
  country: rule.country,
  classcode: rule.classcode,
  staffId: rule.staffId,
});

function RuleFields({ value, setValue, errors }: { value: Draft; setValue: (value: Draft) => void; errors: Record<string, string> }) {
  const t = useTranslate();
  const members = useDeskMembers();
  const { options } = useTopicOptions();
  const topics = useTopicNames();
  const idToCode = new Map([...topics.values()].map((topic) => [topic.id, topic.code]));
  return (
    <>
      <FieldRow label={t('inquiries.rules.kind')} htmlFor="rule-kind">
        <Select
          id="rule-kind"
          value={value.kind}
          onChange={(e) => setValue({ ...value, kind: e.target.value as Draft['kind'] })}
          choices={[
            { value: 'country', label: t('inquiries.rules.byCountry') },
            { value: 'classcode', label: t('inquiries.rules.byTopic') },
          ]}
        />
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
          <Select
            id="rule-topic"
            value={[...topics.values()].find((topic) => topic.code === value.classcode)?.id ?? ''}
            onChange={(e) => setValue({ ...value, classcode: idToCode.get(Number(e.target.value)) ?? '' })}
            empty={t('form.choose')}
            choices={options.map((option) => ({ value: option.id, label: option.label }))}
          />
        </FieldRow>
      )}
      <FieldRow label={t('inquiries.rules.member')} htmlFor="rule-member" error={errors.staffId}>
        <Select
          id="rule-member"
          value={value.staffId}
          aria-invalid={Boolean(errors.staffId) || undefined}
          onChange={(e) => setValue({ ...value, staffId: e.target.value ? Number(e.target.value) : '' })}
          empty={t('form.choose')}
          choices={members.map((member) => ({ value: member.id, label: `${member.name || member.email} · ${t(`roles.${member.role}`)}` }))}
        />
      </FieldRow>
    </>
  );
}

export function AssignmentRulesScreen() {
  const t = useTranslate();
  const format = useFormatters();
  const members = useDeskMembers();
  const topics = useTopicNames();
  const memberName = (rule: AssignmentRule) => {
    const member = members.find((row) => row.id === rule.staffId);
    return member ? member.name || member.email : rule.staffEmail;
  };
  const match = (rule: AssignmentRule) => {
    if (rule.country)
      return (
        <>
          {t('inquiries.fields.country')}: <span className="a-strong">{rule.country}</span>
        </>
      );
    const topic = topics.get(rule.classcode);
    return (
      <>
        {t('inquiries.rules.topic')}: <span className="a-strong">{topic ? topic.name || topic.nameen : rule.classcode}</span>{' '}
        <span className="a-muted a-small">{rule.classcode}</span>
      </>
    );
  };

  return (
    <EditableList<AssignmentRule, Draft>
      resource="inquiry-rules"
      testId="rule"
      words={WORDS}
      blank={EMPTY}
      toDraft={toDraft}
      toBody={toBody}
      fields={(value, setValue, errors) => <RuleFields value={value} setValue={setValue} errors={errors} />}
      columns={[{ label: '#' }, { label: t('inquiries.rules.match') }, { label: t('inquiries.rules.member') }, { label: t('inquiries.rules.createdAt') }]}
      cells={(rule, index) => (
        <>
          <td className="a-muted">{index + 1}</td>
          <td>{match(rule)}</td>
          <td>{memberName(rule)}</td>
          <td className="a-nowrap">{format.dateTime(rule.createdAt)}</td>
        </>
      )}
    />
  );
}
