'use client';

import { ArrowUp, MessageCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useDockLift } from '@/components/widgets/dock-lift';
import { FeedbackNudge } from '@/components/widgets/feedback-nudge';
import { FeedbackPrompt } from '@/components/widgets/feedback-prompt';
import { HistoryPanel } from '@/components/widgets/history-panel';
import { widgetButton } from '@/components/widgets/widget-button';

/**
 * §2 floating widgets: the chat/contact hover panel (R2.34), the browsing-history panel with the
 * feedback form (R2.79, R2.80, opened by the feedback prompt R2.82–R2.86) and scroll-to-top
 * (R2.81). A row of 40 px buttons at the bottom-right corner on phones, a column of
 * 48 px buttons from 640 px, clear of the safe-area insets (`.floating-dock`); the footer keeps
 * room for exactly this corner (`.floating-room-*` in globals.css), so at the end of a page
 * nothing lies under them; mid-page, the dock rises above a page's own action at the bottom edge
 * (pager, Add to cart, Send inquiry: `useDockLift`). The row runs right to left so chat and
 * history keep their places when back-to-top appears.
 */
export function FloatingWidgets({ chatLink, email, tel }: { chatLink: string; email: string; tel: string }) {
  const t = useTranslations('widgets');
  const [showTop, setShowTop] = useState(false);
  const dock = useRef<HTMLDivElement>(null);
  useDockLift(dock);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > 400);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <div ref={dock} className="floating-dock z-40 flex flex-row-reverse items-end gap-2 sm:flex-col" data-testid="floating-widgets">
      <FeedbackPrompt />
      <FeedbackNudge />
      <div className="group relative" data-testid="chat-panel">
        <button type="button" className={`${widgetButton} bg-brand text-white hover:bg-brand-dark`} aria-label={t('chat')} title={t('chat')}>
          <MessageCircle className="size-5 sm:size-[22px]" aria-hidden="true" />
        </button>
        <div className="invisible absolute right-0 bottom-full mb-2 w-64 max-w-[calc(100vw-16px)] rounded-lg border border-line bg-white p-4 text-sm opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 sm:right-14 sm:bottom-0 sm:mb-0">
          <p className="mb-2 font-semibold">{t('chat')}</p>
          {chatLink && (
            <a
              href={chatLink}
              target="_blank"
              rel="noopener noreferrer"
              className="mb-2 block rounded-md bg-brand px-3 py-2 text-center font-semibold text-white hover:bg-brand-dark"
              data-testid="chat-link"
            >
              {t('chatOnline')}
            </a>
          )}
          {tel && (
            <a href={`tel:${tel}`} className="block py-1 text-muted hover:text-brand">
              {tel}
            </a>
          )}
          {email && (
            <a href={`mailto:${email}`} className="block py-1 text-muted hover:text-brand">
              {email}
            </a>
          )}
        </div>
      </div>
      <HistoryPanel />
      {showTop && (
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className={`${widgetButton} border border-line bg-white text-ink hover:text-brand`}
          aria-label={t('scrollTop')}
          title={t('scrollTop')}
          data-testid="scroll-top"
        >
          <ArrowUp className="size-5 sm:size-[22px]" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
