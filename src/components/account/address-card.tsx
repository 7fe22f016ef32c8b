'use client';

import { Building2, Mail, MapPin, Pencil, Phone, Star, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { placeLine } from '@/lib/address-text';
import { CHINA } from '@/lib/validation/limits';
import type { AddressOptions } from '@/server/accounts/address-options';
import type { AddressDto } from '@/server/accounts/addresses';

export type AddressPlace = Pick<AddressDto, 'country' | 'region' | 'city' | 'addressLine' | 'postcode'> & { district?: string };

/** The address in one line, in the page language: Chinese from the country down, English from the street up. */
export function formatAddress(address: AddressPlace, options: AddressOptions, locale: string): string {
  const country = options.countries.find((c) => c.value === address.country)?.label ?? address.country;
  const province = address.country === CHINA ? options.chinaRegions.find((r) => r.value === address.region) : undefined;
  const city = province?.cities.find((c) => c.value === address.city);
  const district = city?.districts.find((d) => d.value === address.district);
  return placeLine(
    {
      country,
      region: province?.label ?? address.region,
      city: city?.label ?? address.city,
      district: district?.label ?? address.district,
      addressLine: address.addressLine,
      postcode: address.postcode,
    },
    locale,
  );
}

interface CardProps {
  address: AddressDto;
  options: AddressOptions;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onMakeDefault(): void;
}

const actionClass = 'inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm text-muted transition hover:bg-paper hover:text-brand disabled:opacity-50';

export function AddressCard({ address, options, busy, onEdit, onDelete, onMakeDefault }: CardProps) {
  const t = useTranslations('address');
  const locale = useLocale();
  return (
    <li className={`flex flex-col rounded-lg border bg-white p-4 transition hover:shadow-md ${address.isDefault ? 'border-brand' : 'border-line'}`} data-testid="address-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold break-words">{address.contactName}</h2>
        {address.isDefault && (
          <span className="shrink-0 rounded bg-brand px-2 py-0.5 text-xs font-semibold text-white" data-testid="default-badge">
            {t('default')}
          </span>
        )}
      </div>
      <dl className="mt-2 flex-1 space-y-1.5 text-sm">
        {address.company && (
          <Line icon={Building2} label={t('company')}>
            {address.company}
          </Line>
        )}
        <Line icon={Phone} label={t('phone')}>
          {address.phone}
        </Line>
        {address.email && (
          <Line icon={Mail} label={t('email')}>
            {address.email}
          </Line>
        )}
        <Line icon={MapPin} label={t('address')}>
          {formatAddress(address, options, locale)}
        </Line>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-1 border-t border-line pt-3">
        <button type="button" onClick={onEdit} disabled={busy} className={actionClass} data-testid="edit-address">
          <Pencil size={15} aria-hidden="true" /> {t('edit')}
        </button>
        <AlertDialog.Root>
          <AlertDialog.Trigger disabled={busy} className={actionClass} data-testid="delete-address">
            <Trash2 size={15} aria-hidden="true" /> {t('delete')}
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
            <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-32px)] max-w-[64rem] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-2xl">
              <AlertDialog.Title className="text-lg font-semibold">{t('deleteTitle')}</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-muted">{t('deleteConfirm', { name: address.contactName })}</AlertDialog.Description>
              <div className="mt-6 flex justify-end gap-3">
                <AlertDialog.Cancel className="h-10 rounded-md border border-line px-4 text-sm hover:bg-paper">{t('cancel')}</AlertDialog.Cancel>
                <AlertDialog.Action onClick={onDelete} className="h-10 rounded-md bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark" data-testid="confirm-delete">
                  {t('delete')}
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
        {!address.isDefault && (
          <button type="button" onClick={onMakeDefault} disabled={busy} className={`${actionClass} ml-auto`} data-testid="make-default">
            <Star size={15} aria-hidden="true" /> {t('setDefault')}
          </button>
        )}
      </div>
    </li>
  );
}

function Line({ icon: Icon, label, children }: { icon: typeof Phone; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="pt-0.5 text-muted">
        <Icon size={15} aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
