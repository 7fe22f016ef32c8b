'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkBase, useDataProvider, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { CustomerGroup, PricingCustomer } from '@/lib/validation/admin/pricing';
import { useBusyAction } from '../busy-action';
import type { WorkspaceDataProvider } from '../data-provider';
import { DataTable, LinkRow } from '../data-table';
import { fieldOf } from '../http';
import { Button, Card, Confirm, ErrorState, FieldRow, PageHead, Spinner, TextInput } from '../ui-kit';
import { CountryPicker, CustomerPicker } from './holder-pickers';

// Customer groups (ADR 0052): a price list given to a group reaches the customers whose default
// address is in one of its countries, and the customers added to it by hand.

const GROUPS = ['customer-groups'] as const;

export function CustomerGroupList() {
  const t = useTranslate();
  const provider = useDataProvider<WorkspaceDataProvider>();
  const [q, setQ] = useState('');
  const groups = useQuery({
    queryKey: [...GROUPS, q],
    queryFn: async () =>
      (await provider.getList<CustomerGroup>('customer-groups', { filter: { q }, pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } })).data,
  });
  return (
    <>
      <PageHead
        title={t('pricing.groups.title')}
        subtitle={t('pricing.groups.subtitle')}
        actions={
          <LinkBase to="/customer-groups/new" className="a-btn a-btn-primary" data-testid="group-new">
            {t('pricing.groups.new')}
          </LinkBase>
        }
      />
      <div className="a-toolbar">
        <TextInput type="search" placeholder={t('list.searchPlaceholder')} value={q} onChange={(e) => setQ(e.target.value)} aria-label={t('action.search')} />
      </div>
      {groups.error ? <ErrorState error={groups.error} onRetry={() => void groups.refetch()} /> : null}
      <DataTable
        testId="group-list"
        columns={[{ label: t('pricing.groups.name') }, { label: t('pricing.groups.countries') }, { label: t('pricing.groups.members'), right: true }]}
        loading={groups.isPending}
        empty={groups.data?.length === 0 ? t('pricing.groups.empty') : undefined}
      >
        {groups.data?.map((group) => (
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
  const provider = useDataProvider<WorkspaceDataProvider>();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { busy, run } = useBusyAction();
  const [name, setName] = useState(group?.name ?? '');
  const [countries, setCountries] = useState<string[]>(group?.countries ?? []);
  const [members, setMembers] = useState<PricingCustomer[]>(group?.members ?? []);
  const [nameError, setNameError] = useState<string | undefined>();
  const save = () =>
    run(
      'save',
      async () => {
        const data = { name, countries, memberIds: members.map((m) => m.id) };
        try {
          const saved = group
            ? (await provider.update<CustomerGroup>('customer-groups', { id: group.id, data, previousData: group })).data
            : (await provider.create<CustomerGroup>('customer-groups', { data })).data;
          await client.invalidateQueries({ queryKey: GROUPS });
          void navigate(`/customer-groups/${saved.id}`, { replace: true });
        } catch (error) {
          if (fieldOf(error) === 'name') setNameError(t('pricing.groups.nameNeeded'));
          throw error;
        }
      },
      t('form.saved'),
    );
  const remove = () =>
    run(
      'delete',
      async () => {
        await provider.delete('customer-groups', { id: group!.id, previousData: group! });
        await client.invalidateQueries({ queryKey: GROUPS });
        void navigate('/customer-groups');
      },
      t('form.deleted'),
    );
  return (
    <>
      <PageHead
        title={group ? group.name : t('pricing.groups.new')}
        subtitle={<LinkBase to="/customer-groups">← {t('pricing.groups.title')}</LinkBase>}
        actions={
          group ? (
            <Confirm
              trigger={
                <Button tone="danger" busy={busy === 'delete'}>
                  {t('action.delete')}
                </Button>
              }
              title={t('pricing.groups.deleteTitle', { name: group.name })}
              body={t('pricing.groups.deleteBody')}
              onConfirm={() => void remove()}
            />
          ) : null
        }
      />
      <Card>
        <div className="a-grid p-form">
          <FieldRow label={t('pricing.groups.name')} htmlFor="group-name" error={nameError} wide>
            <TextInput id="group-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} data-testid="group-name" />
          </FieldRow>
          <FieldRow label={t('pricing.groups.countries')} hint={t('pricing.groups.countriesHint')} wide>
            <CountryPicker value={countries} onChange={setCountries} />
          </FieldRow>
          <FieldRow label={t('pricing.groups.members')} hint={t('pricing.groups.membersHint')} wide>
            <CustomerPicker value={members} onChange={setMembers} testId="group-members" />
          </FieldRow>
        </div>
      </Card>
      <div className="a-savebar">
        <Button tone="primary" busy={busy === 'save'} disabled={!name.trim()} onClick={() => void save()} data-testid="group-save">
          {t('action.save')}
        </Button>
      </div>
    </>
  );
}

export function CustomerGroupEdit() {
  const provider = useDataProvider<WorkspaceDataProvider>();
  const id = useParams().id;
  const isNew = id === 'new';
  const group = useQuery({
    queryKey: [...GROUPS, 'one', id],
    queryFn: async () => (await provider.getOne<CustomerGroup>('customer-groups', { id: Number(id) })).data,
    enabled: !isNew,
  });
  if (isNew) return <GroupForm group={null} />;
  if (group.error) return <ErrorState error={group.error} onRetry={() => void group.refetch()} />;
  if (!group.data) return <Spinner />;
  return <GroupForm key={group.data.updatedAt} group={group.data} />;
}
