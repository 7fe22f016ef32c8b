'use client';

import { useNotificationContext, useTranslate } from 'ra-core';
import { useEffect } from 'react';
import { toast } from 'sonner';

/**
 * ra-core's notifications (saved, deleted, errors) shown as sonner toasts, one per effect run.
 * takeNotification() pops from the list this render saw and sets the rest as the new state, so a
 * second call in the same run returns the same notification again: looping over it toasted
 * forever and froze the tab after every save. Taking one changes `notifications`, which runs the
 * effect again for the next.
 */
export function NotificationBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const t = useTranslate();
  useEffect(() => {
    const next = takeNotification();
    if (!next) return;
    const text = typeof next.message === 'string' ? t(next.message, { _: next.message, ...(next.notificationOptions?.messageArgs as object) }) : next.message;
    const show = next.type === 'error' ? toast.error : next.type === 'warning' ? toast.warning : next.type === 'success' ? toast.success : toast;
    show(text as string);
  }, [notifications, takeNotification, t]);
  return null;
}
