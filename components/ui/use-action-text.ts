'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { ActionMessage } from '@/lib/actions/result';
import { actionText, type KeyTranslator } from './action-text';

/**
 * The one way a client component says a server action's answer: any result's error or field
 * error, by its message key and values (lib/actions/result.ts). Keys are full paths, so one
 * translator serves every area.
 */
export function useActionText(): (message: ActionMessage | null | undefined) => string {
  const t = useTranslations() as unknown as KeyTranslator;
  return useCallback((message) => actionText(t, message), [t]);
}
