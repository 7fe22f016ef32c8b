'use client';

import { useCallback, useEffect, useState } from 'react';

/** §5 / R5.31: the captcha id is a random UUID v4 (a fallback where randomUUID is missing: plain-http hosts). */
export function newCaptchaGuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A fresh captcha id per showing (made after mount, so server HTML stays the same for everyone).
 * `refresh` takes a new id and clears the typed code (§8: after a failed login or register).
 */
export function useCaptcha(setGuid: (guid: string) => void, clearCode: () => void) {
  const [guid, setLocalGuid] = useState('');
  const refresh = useCallback(() => {
    const next = newCaptchaGuid();
    setLocalGuid(next);
    setGuid(next);
    clearCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form's setters are stable for the life of the form
  }, []);
  useEffect(() => {
    const next = newCaptchaGuid();
    setLocalGuid(next);
    setGuid(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one id per mount, as above
  }, []);
  return { guid, refresh };
}
