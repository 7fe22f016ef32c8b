import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/i18n/routing';
import { listFaqs } from '@/server/content/pages';
import { sanitizeRichText } from '@/server/content/rich-text';
import { pageContext } from '@/server/pages/page-context';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ faq?: string }> };

/** FAQs; §2: /FAQs?faq=1 opens the help entry (the first question). */
export default async function FaqsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  const openHelp = (await searchParams).faq === '1';
  const { db, siteId } = await pageContext();
  const faqs = await listFaqs(db, siteId, locale);
  return (
    <div className="container-x py-8">
      <PageTitle>{t('faqs')}</PageTitle>
      <div className="max-w-[110rem] divide-y divide-line rounded-lg border border-line">
        {faqs.map((faq, i) => (
          <details key={faq.id} open={openHelp && i === 0} className="group p-5" data-testid="faq">
            <summary className="cursor-pointer text-base font-semibold marker:text-brand">{faq.question}</summary>
            <div className="rich-text mt-3 text-sm text-muted" dangerouslySetInnerHTML={{ __html: sanitizeRichText(faq.answer) }} />
          </details>
        ))}
      </div>
    </div>
  );
}
