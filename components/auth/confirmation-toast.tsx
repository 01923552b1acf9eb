'use client';

import { useEffect, useState, type ComponentType } from 'react';

type ToastNow = ComponentType<{ message: string }>;

/**
 * After an email-confirmation link: the spec's success toast (its text chosen on the server). The
 * toaster (sonner) is imported only when there is a toast to show, not with every sign-in page; a
 * plain dynamic import, as next/dynamic would add its own loader to the page.
 */
export function ConfirmationToast({ message }: { message: string | undefined }) {
  const [Toast, setToast] = useState<ToastNow | null>(null);
  useEffect(() => {
    if (!message) return;
    void import('@/components/layout/toast-now').then((m) => setToast(() => m.ToastNow));
  }, [message]);
  return message && Toast ? <Toast message={message} /> : null;
}
