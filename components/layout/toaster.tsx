'use client';

import { Toaster as SonnerToaster } from 'sonner';

/**
 * The toast area. sonner's own defaults already match the spec's width (356 px) and swipe threshold
 * (45 px); the rest is set here so the spec's numbers are visible in one place.
 */
export function Toaster() {
  return <SonnerToaster position="bottom-right" visibleToasts={3} duration={4000} gap={14} hotkey={['altKey', 'KeyT']} />;
}
