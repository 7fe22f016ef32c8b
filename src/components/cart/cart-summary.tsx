'use client';

import { Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ExportFormat } from './cart-api';
import { ExportLinks } from './export-links';
import { WideButton } from './wide-button';

interface Props {
  /** Ticked lines: what "Send inquiry" sends. */
  selectedCount: number;
  /** Every line in the cart, ticked or not. */
  lineCount: number;
  pieces: number;
  total: string;
  onSend(): void;
  exportHref: ((format: ExportFormat) => string) | null;
  /** Saves quantities still waiting for their debounce. */
  flush(): Promise<void>;
}

/**
 * What "Send inquiry" will send — how many of the cart's lines (the ticked ones), their pieces and
 * total in the page currency — and the downloads of the selection. Unticked lines are named, so a
 * buyer never sends fewer lines than they think.
 */
export function CartSummary({ selectedCount, lineCount, pieces, total, onSend, exportHref, flush }: Props) {
  const t = useTranslations('cart');
  return (
    <section className="rounded-lg border border-line bg-white p-4" aria-labelledby="summary-title" data-testid="cart-summary">
      <h2 id="summary-title" className="mb-3 text-base font-semibold">
        {t('summaryTitle')}
      </h2>
      <p className="flex justify-between gap-3 text-sm text-muted">
        <span data-testid="lines-to-send">{t('toSend', { count: selectedCount, all: lineCount })}</span>
        <span className="shrink-0" data-testid="selected-pieces">
          {t('pieces', { count: pieces })}
        </span>
      </p>
      {selectedCount > 0 && selectedCount < lineCount && (
        <p className="mt-1 text-xs font-medium text-brand" data-testid="lines-unticked">
          {t('unticked', { count: lineCount - selectedCount })}
        </p>
      )}
      <p className="mt-2 flex items-baseline justify-between gap-3 border-t border-line pt-3">
        <span className="text-sm font-semibold">{t('total')}</span>
        <span className="text-2xl font-bold text-brand tabular-nums" data-testid="cart-total">
          {total}
        </span>
      </p>
      <p className="mt-1 text-xs text-muted">{t('totalNote')}</p>
      <WideButton icon={Send} onClick={onSend} disabled={selectedCount === 0} className="mt-4" data-testid="send-inquiry" data-dock-clear="">
        {t('sendInquiry')}
      </WideButton>
      <div className="mt-4 border-t border-line pt-3">
        <ExportLinks href={exportHref} testId="cart-export" beforeDownload={flush} />
      </div>
    </section>
  );
}
