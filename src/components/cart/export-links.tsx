'use client';

import { FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import type { ExportFormat } from './cart-api';

const linkClass = 'inline-flex h-9 items-center gap-1.5 rounded-md border border-line px-3 text-sm font-medium transition hover:border-brand hover:text-brand';

/**
 * PDF and Excel downloads (beyond the spec) (plain links: the session cookie goes
 * with them). `href(format)` builds the export URL; null while there is nothing to export.
 */
export function ExportLinks({ href, testId, beforeDownload }: { href: ((format: ExportFormat) => string) | null; testId: string; beforeDownload?: () => Promise<void> }) {
  const t = useTranslations('cart');
  // The cart saves typed quantities after a pause: save them first, so the file shows what the buyer sees.
  async function download(event: MouseEvent<HTMLAnchorElement>) {
    if (!beforeDownload) return;
    event.preventDefault();
    const link = event.currentTarget;
    await beforeDownload();
    const copy = Object.assign(document.createElement('a'), { href: link.href, download: '' });
    document.body.append(copy);
    copy.click();
    copy.remove();
  }
  const formats = [
    { format: 'pdf' as const, label: t('exportPdf'), Icon: FileText },
    { format: 'xlsx' as const, label: t('exportExcel'), Icon: FileSpreadsheet },
  ];
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid={testId}>
      <span className="text-xs text-muted">{t('download')}</span>
      {formats.map(({ format, label, Icon }) =>
        href ? (
          <a key={format} href={href(format)} download onClick={(e) => void download(e)} className={linkClass} data-testid={`${testId}-${format}`}>
            <Icon size={15} aria-hidden="true" /> {label}
          </a>
        ) : (
          <span key={format} aria-disabled="true" className={`${linkClass} cursor-not-allowed opacity-50 hover:border-line hover:text-ink`}>
            <Icon size={15} aria-hidden="true" /> {label}
          </span>
        ),
      )}
    </div>
  );
}
