'use client';

import { Send } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { ApiRequestError } from '@/lib/api-client';
import { ORDER_MESSAGE_MAX } from '@/lib/validation/limits';
import type { AddressOptions } from '@/server/accounts/address-options';
import type { AddressDto } from '@/server/accounts/addresses';
import { AddressChooser } from './address-chooser';
import { fetchAddresses, submitInquiry } from './cart-api';
import { newIdempotencyKey } from './idempotency-key';
import { useApiFailure } from './use-api-failure';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  cartIds: number[];
  summary: string;
  options: AddressOptions;
  /** Called after a 200 with the lines the inquiry took. */
  onSubmitted(cartIds: number[]): void;
  /** Some lines are no longer in the cart (another tab): reload it. */
  onStale(): void;
}

/** "Send inquiry": a message and a delivery address for the selected lines (R7.86, R7.87). */
export function InquiryDialog({ open, onOpenChange, cartIds, summary, options, onSubmitted, onStale }: Props) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const fail = useApiFailure();
  const [addresses, setAddresses] = useState<AddressDto[] | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  // One key per submit attempt, made when the dialog opens and kept until a 200: a double click
  // or a retry after a lost answer creates one inquiry (docs/ARCHITECTURE.md "Idempotency").
  const key = useRef('');

  const loadAddresses = useCallback(async () => {
    setAddresses(null);
    try {
      const list = await fetchAddresses();
      setAddresses(list);
      setAddressId((current) => (list.some((a) => a.id === current) ? current : (list[0]?.id ?? null)));
    } catch (error) {
      fail(error, 'get AddressList error', t('addressLoadError')); // §8 R8.29
      setAddresses([]);
    }
  }, [fail, t]);

  useEffect(() => {
    if (!open) return;
    key.current = newIdempotencyKey();
    void loadAddresses();
  }, [open, loadAddresses]);

  async function send() {
    if (addressId === null || sending) return;
    setSending(true);
    try {
      await submitInquiry({ cartIds, message: message.trim(), addressId, idempotencyKey: key.current, language: locale });
      setMessage('');
      onSubmitted(cartIds);
    } catch (error) {
      const status = fail(error, 'Failed to submit the inquiry.', null);
      if (status === 401) onOpenChange(false);
      else if (status === 404 && error instanceof ApiRequestError && error.field === 'addressId') {
        toast.error(t('addressGone'));
        void loadAddresses();
      } else if (status === 404) {
        toast.error(t('linesGone'));
        onOpenChange(false);
        onStale();
      } else toast.error(t('submitError'));
    } finally {
      setSending(false);
    }
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !sending && onOpenChange(next)}
      className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-32px)] w-[calc(100vw-24px)] max-w-[88rem] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-2xl sm:p-6"
      testId="inquiry-dialog"
      title={t('inquiryTitle')}
      description={summary}
      closeLabel={t('close')}
    >
      <h3 className="mb-2 text-sm font-semibold">{t('deliveryAddress')}</h3>
      <AddressChooser addresses={addresses} options={options} value={addressId} onChange={setAddressId} />
      <label className="mt-4 block text-sm font-semibold" htmlFor="inquiry-message">
        {t('message')}
      </label>
      <textarea
        id="inquiry-message"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        maxLength={ORDER_MESSAGE_MAX}
        rows={4}
        placeholder={t('messagePlaceholder')}
        className="mt-1 w-full rounded-md border border-line p-3 text-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/15"
        data-testid="inquiry-message"
      />
      <p className="text-right text-xs text-muted">
        {message.length} / {ORDER_MESSAGE_MAX}
      </p>
      <div className="mt-4 flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Dialog.Close className="h-11 rounded-md border border-line px-5 text-sm hover:bg-paper" disabled={sending}>
          {t('cancel')}
        </Dialog.Close>
        <button
          type="button"
          onClick={() => void send()}
          disabled={addressId === null || sending}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-md bg-brand px-6 text-sm font-semibold text-white transition hover:bg-brand-dark disabled:opacity-60"
          data-testid="inquiry-submit"
        >
          <Send size={16} aria-hidden="true" /> {sending ? t('sending') : t('submitInquiry')}
        </button>
      </div>
    </ModalDialog>
  );
}
