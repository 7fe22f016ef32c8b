'use client';

import { LinkBase, useDataProvider, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { CustomerGroup, PriceList, PricingCustomer } from '@/lib/validation/admin/pricing';
import type { WorkspaceDataProvider } from '../data-provider';
import { Button, Card, FieldRow, PageHead, Select, TextInput } from '../ui-kit';
import { CustomerPicker } from './holder-pickers';
import { checkItem, itemDraftOf, itemPrice, ListItems, type ItemDraft } from './list-items';
import { boundFor, dayOf } from './list-dates';
import { useListWords } from './price-lists';
import { RecordLoader, useRecordEditor } from './record-editor';
import { Chips, SearchPicker } from './search-picker';

// One price list, made or changed by hand (ADR 0052): a percentage off the public price, or fixed
// prices per product and currency; its dates (from the first day, until the day it ends —
// that day no longer included); and who holds it: customers and customer groups.

type Group = Pick<CustomerGroup, 'id' | 'name'>;

function useDraft(list: PriceList | null) {
  const [name, setName] = useState(list?.name ?? '');
  const [kind, setKind] = useState<'percent' | 'fixed'>(list?.kind ?? 'percent');
  const [percent, setPercent] = useState(list?.percentOff === null || !list ? '' : String(list.percentOff));
  const [from, setFrom] = useState(dayOf(list?.validFrom ?? null));
  const [to, setTo] = useState(dayOf(list?.validTo ?? null));
  const [items, setItems] = useState<ItemDraft[]>(list?.items.map(itemDraftOf) ?? []);
  const [customers, setCustomers] = useState<PricingCustomer[]>(list?.customers ?? []);
  const [groups, setGroups] = useState<Group[]>(list?.groups ?? []);
  const percentValue = Number(percent);
  const percentOk = kind === 'fixed' || (percent.trim() !== '' && percentValue > 0 && percentValue < 100);
  const datesOk = !from || !to || to > from;
  const itemsOk = kind === 'percent' || items.every((item) => itemPrice(item) !== null && checkItem(item).breaks !== null);
  const body = () => ({
    name,
    kind,
    percentOff: kind === 'percent' ? percentValue : null,
    validFrom: boundFor(from, list?.validFrom ?? null),
    validTo: boundFor(to, list?.validTo ?? null),
    items:
      kind === 'fixed' ? items.map((item) => ({ productId: item.product.productId, currency: item.currency, price: itemPrice(item), breaks: checkItem(item).breaks ?? [] })) : [],
    customerIds: customers.map((c) => c.id),
    groupIds: groups.map((g) => g.id),
  });
  return {
    fields: { name, setName, kind, setKind, percent, setPercent, from, setFrom, to, setTo, items, setItems, customers, setCustomers, groups, setGroups },
    checks: { percentOk, datesOk, ready: name.trim() !== '' && percentOk && datesOk && itemsOk },
    body,
  };
}

function GroupPicker({ value, onChange }: { value: Group[]; onChange: (next: Group[]) => void }) {
  const t = useTranslate();
  const provider = useDataProvider<WorkspaceDataProvider>();
  const search = async (q: string) =>
    (await provider.getList<CustomerGroup>('customer-groups', { filter: { q }, pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' } })).data.filter(
      (g) => !value.some((v) => v.id === g.id),
    );
  return (
    <>
      <Chips items={value} keyOf={(g) => g.id} render={(g) => g.name} onRemove={(g) => onChange(value.filter((v) => v.id !== g.id))} testId="list-groups-chips" />
      <SearchPicker
        label={t('pricing.picker.group')}
        queryKey="groups"
        search={search}
        keyOf={(g) => g.id}
        render={(g) => g.name}
        onPick={(g) => onChange([...value, g])}
        testId="list-groups"
      />
    </>
  );
}

function ListForm({ list }: { list: PriceList | null }) {
  const t = useTranslate();
  const words = useListWords();
  const editor = useRecordEditor('price-lists', list);
  const { errors, errorAt } = editor;
  const { fields: f, checks, body } = useDraft(list);
  return (
    <>
      <PageHead
        title={list ? list.name : t('pricing.lists.new')}
        subtitle={
          <span className="a-flags">
            <LinkBase to="/price-lists">← {t('pricing.lists.title')}</LinkBase>
            {list ? (
              <>
                {words.status(list)}
                <span className="a-muted">{words.dates(list)}</span>
                {list.fromOrder ? (
                  <LinkBase to={`/inquiries/${list.fromOrder.id}`} data-testid="list-origin">
                    {t('pricing.lists.keptFrom', { orderNo: list.fromOrder.orderNo })}
                  </LinkBase>
                ) : null}
              </>
            ) : null}
          </span>
        }
        actions={editor.deleteButton(t('pricing.lists.deleteTitle', { name: list?.name ?? '' }), t('pricing.lists.deleteBody'))}
      />
      <Card title={t('pricing.lists.termsTitle')}>
        <div className="a-grid p-form">
          <FieldRow label={t('pricing.lists.name')} htmlFor="list-name" error={errors.name} wide>
            <TextInput id="list-name" value={f.name} maxLength={100} onChange={(e) => f.setName(e.target.value)} data-testid="list-name" />
          </FieldRow>
          <FieldRow label={t('pricing.lists.kind')} htmlFor="list-kind">
            <Select
              id="list-kind"
              value={f.kind}
              choices={[
                { value: 'percent', label: t('pricing.lists.kindPercent') },
                { value: 'fixed', label: t('pricing.lists.kindFixed') },
              ]}
              onChange={(e) => f.setKind(e.target.value as 'percent' | 'fixed')}
              data-testid="list-kind"
            />
          </FieldRow>
          {f.kind === 'percent' ? (
            <FieldRow
              label={t('pricing.lists.percent')}
              htmlFor="list-percent"
              error={!checks.percentOk && f.percent !== '' ? t('pricing.lists.percentRange') : errors.percentOff}
              hint={t('pricing.lists.percentHint')}
            >
              <TextInput id="list-percent" inputMode="decimal" value={f.percent} onChange={(e) => f.setPercent(e.target.value)} data-testid="list-percent" />
            </FieldRow>
          ) : null}
          <FieldRow label={t('pricing.lists.validFrom')} htmlFor="list-from" hint={t('pricing.lists.validFromHint')} error={errors.validFrom}>
            <TextInput id="list-from" type="date" value={f.from} onChange={(e) => f.setFrom(e.target.value)} data-testid="list-from" />
          </FieldRow>
          <FieldRow
            label={t('pricing.lists.validTo')}
            htmlFor="list-to"
            hint={t('pricing.lists.validToHint')}
            error={!checks.datesOk ? t('pricing.lists.datesOrder') : errors.validTo}
          >
            <TextInput id="list-to" type="date" value={f.to} onChange={(e) => f.setTo(e.target.value)} data-testid="list-to" />
          </FieldRow>
        </div>
      </Card>
      {f.kind === 'fixed' ? (
        <Card title={t('pricing.lists.itemsTitle', { count: f.items.length })}>
          <ListItems items={f.items} onChange={f.setItems} errors={errors} />
        </Card>
      ) : null}
      <Card title={t('pricing.lists.holdersTitle')}>
        <div className="a-grid p-form">
          <FieldRow label={t('pricing.lists.customers')} error={errorAt('customerIds')} wide>
            <CustomerPicker value={f.customers} onChange={f.setCustomers} testId="list-customers" />
          </FieldRow>
          <FieldRow label={t('pricing.lists.groups')} error={errorAt('groupIds')} wide>
            <GroupPicker value={f.groups} onChange={f.setGroups} />
          </FieldRow>
        </div>
      </Card>
      <div className="a-savebar">
        <Button tone="primary" busy={editor.busy === 'save'} disabled={!checks.ready} onClick={() => void editor.save(body())} data-testid="list-save">
          {t('action.save')}
        </Button>
        {f.customers.length + f.groups.length === 0 ? <span className="a-hint">{t('pricing.lists.noHolders')}</span> : null}
      </div>
    </>
  );
}

export function PriceListEdit() {
  return <RecordLoader<PriceList> resource="price-lists" form={(list) => <ListForm list={list} />} />;
}
