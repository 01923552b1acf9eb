'use client';

import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { Toaster } from './toaster';

/**
 * The toast area with one success toast in it. Pages load this lazily (next/dynamic) when they have
 * a toast to show, so the toaster is not part of every page's JavaScript.
 */
export function ToastNow({ message }: { message: string }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.success(message);
  }, [message]);
  return <Toaster />;
}
