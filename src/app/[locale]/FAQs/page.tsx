import { pageLocale, TitledPage, type LocalePageProps } from '@/components/ui/titled-page';
import { listFaqs } from '@/server/content/pages';
import { sanitizeRichText } from '@/server/content/rich-text';
import { pageContext } from '@/server/pages/page-context';

type Props = LocalePageProps & { searchParams: Promise<{ faq?: string }> };

/** FAQs; §2: /FAQs?faq=1 opens the help entry (the first question). */
export default async function FaqsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const openHelp = (await searchParams).faq === '1';
  const { db, siteId } = await pageContext();
  const faqs = await listFaqs(db, siteId, locale);
  return (
    <TitledPage name="faqs">
      <div className="max-w-[110rem] divide-y divide-line rounded-lg border border-line">
        {faqs.map((faq, i) => (
          <details key={faq.id} open={openHelp && i === 0} className="group p-5" data-testid="faq">
            <summary className="cursor-pointer text-base font-semibold marker:text-brand">{faq.question}</summary>
            <div className="rich-text mt-3 text-sm text-muted" dangerouslySetInnerHTML={{ __html: sanitizeRichText(faq.answer) }} />
          </details>
        ))}
      </div>
    </TitledPage>
  );
}
