'use client';

import { Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ExportFormat } from './cart-api';
import { ExportLinks } from './export-links';
import { WideButton } from './wide-button';

interface Props {
  selectedCount: number;
  pieces: number;
  total: string;
  onSend(): void;
  exportHref: ((format: ExportFormat) => string) | null;
  /** Saves quantities still waiting for their debounce. */
  flush(): Promise<void>;
}

/** The selected lines' total in the page currency, "Send inquiry" and the downloads of the selection. */
export function CartSummary({ selectedCount, pieces, total, onSend, exportHref, flush }: Props) {
  const t = useTranslations('cart');
  return (
    <section className="rounded-lg border border-line bg-white p-4" aria-labelledby="summary-title" data-testid="cart-summary">
      <h2 id="summary-title" className="mb-3 text-base font-semibold">{t('summaryTitle')}</h2>
      <p className="flex justify-between text-sm text-muted">
        <span>{t('selectedLines', { count: selectedCount })}</span>
        <span data-testid="selected-pieces">{t('pieces', { count: pieces })}</span>
      </p>
      <p className="mt-2 flex items-baseline justify-between gap-3 border-t border-line pt-3">
        <span className="text-sm font-semibold">{t('total')}</span>
        <span className="text-2xl font-bold text-brand tabular-nums" data-testid="cart-total">{total}</span>
      </p>
      <p className="mt-1 text-xs text-muted">{t('totalNote')}</p>
      <WideButton icon={Send} onClick={onSend} disabled={selectedCount === 0} className="mt-4" data-testid="send-inquiry">
        {t('sendInquiry')}
      </WideButton>
      <div className="mt-4 border-t border-line pt-3">
        <ExportLinks href={exportHref} testId="cart-export" beforeDownload={flush} />
      </div>
    </section>
  );
}
