'use client';

import { useLocaleState } from 'ra-core';
import { currentMember, setCurrentMember } from './auth-provider';
import { getDto, jsonBody } from './http';
import { markLanguageChosen } from './member-language';
import type { StaffMe } from '@/lib/validation/staff';

/** 中文 / English: kept in a cookie, and on the member's profile once signed in (PUT /api/admin/me). */
export function LanguageSwitch() {
  const [locale, setLocale] = useLocaleState();
  async function choose(language: 'zh' | 'en') {
    if (language === locale) return;
    markLanguageChosen();
    setLocale(language);
    const member = currentMember();
    if (member && member.language !== language) {
      try {
        setCurrentMember(await getDto<StaffMe>('/me', { method: 'PUT', body: jsonBody({ name: member.name || member.email, language }) }));
      } catch {
        // The cookie still keeps the choice on this browser.
      }
    }
  }
  return (
    <div className="a-lang" role="group" aria-label="Language / 语言">
      <button type="button" aria-pressed={locale === 'zh'} onClick={() => void choose('zh')} lang="zh-CN" data-testid="lang-zh">
        中文
      </button>
      <button type="button" aria-pressed={locale === 'en'} onClick={() => void choose('en')} lang="en" data-testid="lang-en">
        English
      </button>
    </div>
  );
}
