'use client';

import { useTranslations } from 'next-intl';
import { ConfirmedRemoval } from './confirmed-removal';
import type { FormAction } from '@/lib/actions/result';

interface Props {
  workspaceId: string;
  termId: string;
  term: string;
  action: FormAction<{ term: string }>;
  onRemoved(): void;
}

/** Removing a term changes what later conversions do, so it takes a second click that says so. */
export function LearnedTermRemove({ workspaceId, termId, term, action, onRemoved }: Props) {
  const t = useTranslations('settings.learnedTerms');
  return (
    <ConfirmedRemoval
      action={action}
      fields={{ workspaceId, termId }}
      label={t('remove')}
      accessibleLabel={t('removeTerm', { term })}
      question={t('confirmRemove', { term })}
      confirm={t('confirm')}
      cancel={t('cancel')}
      onDone={onRemoved}
    />
  );
}
