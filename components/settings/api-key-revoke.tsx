'use client';

import { useTranslations } from 'next-intl';
import { ConfirmedRemoval } from './confirmed-removal';
import type { FormAction } from '@/lib/actions/result';

interface Props {
  workspaceId: string;
  keyId: string;
  name: string;
  action: FormAction<{ revoked: boolean }>;
  onRevoked(): void;
}

/** Revoking is final, so it takes a second click that says what stops working. */
export function ApiKeyRevoke({ workspaceId, keyId, name, action, onRevoked }: Props) {
  const t = useTranslations('settings.apiKeys');
  return (
    <ConfirmedRemoval
      action={action}
      fields={{ workspaceId, keyId }}
      label={t('revoke')}
      accessibleLabel={t('revokeKey', { name })}
      question={t('confirmRevoke', { name })}
      confirm={t('confirm')}
      cancel={t('cancel')}
      onDone={onRevoked}
    />
  );
}
