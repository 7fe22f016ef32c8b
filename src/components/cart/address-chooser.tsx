'use client';

import { MapPin, Plus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { formatAddress } from '@/components/account/address-card';
import { Link } from '@/i18n/navigation';
import type { AddressOptions } from '@/server/accounts/address-options';
import type { AddressDto } from '@/server/accounts/addresses';

interface Props {
  addresses: AddressDto[] | null;
  options: AddressOptions;
  value: number | null;
  onChange(id: number): void;
}

/** The delivery address of an inquiry, from the address book (default first); a link to /address when it is empty. */
export function AddressChooser({ addresses, options, value, onChange }: Props) {
  const t = useTranslations('cart');
  const locale = useLocale();
  if (addresses === null) return <div className="h-20 animate-pulse rounded-md bg-paper" aria-busy="true" />;
  if (addresses.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2 rounded-md border border-dashed border-line p-4 text-sm" data-testid="no-address">
        <p className="text-muted">{t('noAddress')}</p>
        <Link href="/address" className="inline-flex items-center gap-1 font-semibold text-brand hover:underline" data-testid="add-address-link">
          <Plus size={15} aria-hidden="true" /> {t('addAddress')}
        </Link>
      </div>
    );
  }
  return (
    <div role="radiogroup" aria-label={t('deliveryAddress')} className="max-h-64 space-y-2 overflow-y-auto pr-1" data-testid="address-choices">
      {addresses.map((address) => (
        <label
          key={address.id}
          className={`flex cursor-pointer gap-3 rounded-md border p-3 text-sm transition ${value === address.id ? 'border-brand bg-brand-soft/50' : 'border-line hover:border-brand/50'}`}
          data-testid="address-choice"
        >
          <input type="radio" name="addressId" value={address.id} checked={value === address.id} onChange={() => onChange(address.id)} className="mt-1 accent-brand" />
          <span className="min-w-0">
            <span className="font-semibold">{address.contactName}</span>
            {address.company && <span className="text-muted"> · {address.company}</span>}
            {address.isDefault && <span className="ml-2 rounded bg-brand px-1.5 py-0.5 text-xs text-white">{t('defaultAddress')}</span>}
            <span className="mt-0.5 flex items-start gap-1 text-muted">
              <MapPin size={14} className="mt-0.5 shrink-0" aria-hidden="true" />
              <span className="break-words">
                {formatAddress(address, options, locale)} · {address.phone}
              </span>
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
