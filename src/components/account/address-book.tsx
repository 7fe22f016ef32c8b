'use client';

import { LogIn, MapPin, Plus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Link } from '@/i18n/navigation';
import { ApiRequestError, apiDelete, apiGet, apiPost } from '@/lib/api-client';
import { ADDRESS_LIMIT, type AddressValues } from '@/lib/validation/address';
import type { AddressOptions } from '@/server/accounts/address-options';
import type { AddressDto } from '@/server/accounts/addresses';
import { AddressCard } from './address-card';
import { AddressForm, initialValues } from './address-form';

type ListBody = { data: { list: AddressDto[] } };
type Status = 'loading' | 'signedOut' | 'failed' | 'ready';
const addButton = 'inline-flex h-10 items-center gap-2 rounded-md bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60';

/** §2 /address (R2.08, R1.23): the signed-in customer's delivery addresses, edited through /api/CustAddress. */
export function AddressBook({ options }: { options: AddressOptions }) {
  const t = useTranslations('address');
  const tm = useTranslations('message');
  const locale = useLocale();
  const [status, setStatus] = useState<Status>('loading');
  const [list, setList] = useState<AddressDto[]>([]);
  const [editing, setEditing] = useState<AddressDto | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setList((await apiGet<ListBody>('/api/CustAddress')).data.list);
      setStatus('ready');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return setStatus('signedOut');
      console.error(new Error('get AddressList error', { cause: error })); // §8 R8.29
      setStatus('failed');
    }
  }, []);
  useEffect(() => void load(), [load]);

  /** Outcomes every change shares: signed out, gone (someone deleted it), full, or a plain failure. */
  function report(error: unknown, fallback: 'saveError' | 'deleteError'): void {
    const status = error instanceof ApiRequestError ? error.status : 0;
    if (status === 401) {
      setEditing(null);
      setStatus('signedOut');
      toast.error(tm('loginFirst'));
      return;
    }
    if (status === 404) void load();
    toast.error(t(status === 404 ? 'notFound' : status === 409 ? 'limitReached' : fallback));
  }

  async function save(values: AddressValues, id?: number, success: 'saveSuccess' | 'defaultSuccess' = 'saveSuccess'): Promise<void> {
    try {
      await apiPost('/api/CustAddress', id === undefined ? values : { ...values, id });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.field) throw error; // shown by the form
      return report(error, 'saveError');
    }
    toast.success(t(success));
    setEditing(null);
    await load();
  }

  async function run(address: AddressDto, work: () => Promise<void>) {
    setBusyId(address.id);
    await work();
    setBusyId(null);
  }
  const makeDefault = (address: AddressDto) => run(address, () => save({ ...(initialValues(address, locale) as AddressValues), isDefault: true }, address.id, 'defaultSuccess'));
  const remove = (address: AddressDto) =>
    run(address, async () => {
      try {
        await apiDelete(`/api/CustAddress/${address.id}`);
        toast.success(t('deleteSuccess'));
        await load();
      } catch (error) {
        report(error, 'deleteError');
      }
    });

  if (status === 'loading') return <Skeleton />;
  if (status === 'signedOut') {
    return (
      <div className="mx-auto flex max-w-[64rem] flex-col items-center gap-4 rounded-lg border border-line bg-paper px-6 py-10 text-center" data-testid="address-sign-in">
        <LogIn size={32} className="text-brand" aria-hidden="true" />
        <p className="text-sm text-muted">{t('signInPrompt')}</p>
        <Link href="/login" className={addButton}>
          {t('signIn')}
        </Link>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center" role="alert">
        <p className="text-sm text-muted">{t('loadError')}</p>
        <button type="button" onClick={() => void load()} className="text-sm font-semibold text-brand hover:underline">
          {t('retry')}
        </button>
      </div>
    );
  }

  const full = list.length >= ADDRESS_LIMIT;
  const current = editing === 'new' ? undefined : (editing ?? undefined);
  return (
    <section data-testid="address-book">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t('count', { count: list.length, limit: ADDRESS_LIMIT })}</p>
        <button type="button" onClick={() => setEditing('new')} disabled={full} className={addButton} data-testid="add-address">
          <Plus size={16} aria-hidden="true" /> {t('add')}
        </button>
      </div>
      {list.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-line px-6 py-12 text-center">
          <MapPin size={32} className="text-brand" aria-hidden="true" />
          <p className="font-semibold">{t('empty')}</p>
          <p className="max-w-[60rem] text-sm text-muted">{t('emptyHint')}</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              options={options}
              busy={busyId === address.id}
              onEdit={() => setEditing(address)}
              onDelete={() => void remove(address)}
              onMakeDefault={() => void makeDefault(address)}
            />
          ))}
        </ul>
      )}
      <ModalDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-32px)] w-[calc(100vw-24px)] max-w-[100rem] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-2xl sm:p-6"
        testId="address-dialog"
        title={t(current ? 'editTitle' : 'addTitle')}
        description={t('formHint')}
        closeLabel={t('close')}
      >
        <AddressForm
          key={current?.id ?? 'new'}
          defaultValues={initialValues(current, locale)}
          options={options}
          onSubmit={(values) => save(values, current?.id)}
          onCancel={() => setEditing(null)}
        />
      </ModalDialog>
    </section>
  );
}

function Skeleton() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="h-44 animate-pulse rounded-lg border border-line bg-paper" />
      ))}
    </ul>
  );
}
