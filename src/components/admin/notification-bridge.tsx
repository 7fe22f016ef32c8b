'use client';

import { useNotificationContext, useTranslate } from 'ra-core';
import { useEffect } from 'react';
import { toast } from 'sonner';

/** ra-core's notifications (saved, deleted, errors) shown as sonner toasts. */
export function NotificationBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const t = useTranslate();
  useEffect(() => {
    let next = takeNotification();
    while (next) {
      const text = typeof next.message === 'string' ? t(next.message, { _: next.message, ...(next.notificationOptions?.messageArgs as object) }) : next.message;
      const show = next.type === 'error' ? toast.error : next.type === 'warning' ? toast.warning : next.type === 'success' ? toast.success : toast;
      show(text as string);
      next = takeNotification();
    }
  }, [notifications, takeNotification, t]);
  return null;
}
