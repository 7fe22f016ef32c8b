'use client';

import { LinkBase, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { CustomerGroup, PricingCustomer } from '@/lib/validation/admin/pricing';
import { DataTable, LinkRow } from '../data-table';
import { Button, Card, ErrorState, FieldRow, PageHead, TextInput } from '../ui-kit';
import { CountryPicker, CustomerPicker } from './holder-pickers';
import { RecordListHead, RecordLoader, useRecordEditor, useRecordPage } from './record-editor';

// Customer groups (ADR 0052): a price list given to a group reaches the customers whose default
// address is in one of its countries, and the customers added to it by hand.

export function CustomerGroupList() {
  const t = useTranslate();
  const [q, setQ] = useState('');
  const groups = useRecordPage<CustomerGroup>('customer-groups', { q }, { page: 1, perPage: 200 }, { field: 'name', order: 'ASC' });
  return (
    <>
      <RecordListHead resource="customer-groups" words="groups" q={q} onSearch={setQ} />
      {groups.error ? <ErrorState error={groups.error} onRetry={() => void groups.refetch()} /> : null}
      <DataTable
        testId="group-list"
        columns={[{ label: t('pricing.groups.name') }, { label: t('pricing.groups.countries') }, { label: t('pricing.groups.members'), right: true }]}
        loading={groups.isPending}
        empty={groups.data?.data.length === 0 ? t('pricing.groups.empty') : undefined}
      >
        {groups.data?.data.map((group) => (
          <LinkRow key={group.id} to={`/customer-groups/${group.id}`}>
            <td className="a-strong">{group.name}</td>
            <td>{group.countries.join(', ') || '—'}</td>
            <td className="a-right">{group.members.length}</td>
          </LinkRow>
        ))}
      </DataTable>
    </>
  );
}

function GroupForm({ group }: { group: CustomerGroup | null }) {
  const t = useTranslate();
  const editor = useRecordEditor('customer-groups', group);
  const [name, setName] = useState(group?.name ?? '');
  const [countries, setCountries] = useState<string[]>(group?.countries ?? []);
  const [members, setMembers] = useState<PricingCustomer[]>(group?.members ?? []);
  return (
    <>
      <PageHead
        title={group ? group.name : t('pricing.groups.new')}
        subtitle={<LinkBase to="/customer-groups">← {t('pricing.groups.title')}</LinkBase>}
        actions={editor.deleteButton(t('pricing.groups.deleteTitle', { name: group?.name ?? '' }), t('pricing.groups.deleteBody'))}
      />
      <Card>
        <div className="a-grid p-form">
          <FieldRow label={t('pricing.groups.name')} htmlFor="group-name" error={editor.errorAt('name')} wide>
            <TextInput id="group-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} data-testid="group-name" />
          </FieldRow>
          <FieldRow label={t('pricing.groups.countries')} hint={t('pricing.groups.countriesHint')} error={editor.errorAt('countries')} wide>
            <CountryPicker value={countries} onChange={setCountries} />
          </FieldRow>
          <FieldRow label={t('pricing.groups.members')} hint={t('pricing.groups.membersHint')} error={editor.errorAt('memberIds')} wide>
            <CustomerPicker value={members} onChange={setMembers} testId="group-members" />
          </FieldRow>
        </div>
      </Card>
      <div className="a-savebar">
        <Button
          tone="primary"
          busy={editor.busy === 'save'}
          disabled={!name.trim()}
          onClick={() => void editor.save({ name, countries, memberIds: members.map((m) => m.id) })}
          data-testid="group-save"
        >
          {t('action.save')}
        </Button>
      </div>
    </>
  );
}

export function CustomerGroupEdit() {
  return <RecordLoader<CustomerGroup> resource="customer-groups" form={(group) => <GroupForm group={group} />} />;
}
