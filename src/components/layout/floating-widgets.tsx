'use client';

import { ArrowUp, MessageCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** §2 floating widgets: the chat/contact hover panel and scroll-to-top (R2.34, R2.81). */
export function FloatingWidgets({ chatLink, email, tel }: { chatLink: string; email: string; tel: string }) {
  const t = useTranslations('widgets');
  const [showTop, setShowTop] = useState(false);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > 400);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <div className="fixed right-3 bottom-6 z-40 flex flex-col items-end gap-2">
      <div className="group relative" data-testid="chat-panel">
        <button type="button" className="grid size-12 place-items-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-dark" aria-label={t('chat')}>
          <MessageCircle size={22} aria-hidden="true" />
        </button>
        <div className="invisible absolute right-14 bottom-0 w-64 rounded-lg border border-line bg-white p-4 text-sm opacity-0 shadow-xl transition group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100">
          <p className="mb-2 font-semibold">{t('chat')}</p>
          {chatLink && (
            <a href={chatLink} target="_blank" rel="noopener noreferrer" className="mb-2 block rounded-md bg-brand px-3 py-2 text-center font-semibold text-white hover:bg-brand-dark">
              {t('chatOnline')}
            </a>
          )}
          {tel && <a href={`tel:${tel}`} className="block py-1 text-muted hover:text-brand">{tel}</a>}
          {email && <a href={`mailto:${email}`} className="block py-1 text-muted hover:text-brand">{email}</a>}
        </div>
      </div>
      {showTop && (
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className="grid size-12 place-items-center rounded-full border border-line bg-white text-ink shadow-lg hover:text-brand"
          aria-label={t('scrollTop')}
          data-testid="scroll-top"
        >
          <ArrowUp size={22} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
