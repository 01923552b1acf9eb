'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { fieldErrorOf, type ActionState, type FormAction } from '@/lib/actions/result';
import { useActionText } from '@/components/ui/use-action-text';
import { ApiKeySecret } from './api-key-secret';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';
import { Choice, FieldGroup } from '@/components/ui/field';
import type { AppMessages } from '@/i18n/messages';

export type CreatedKey = { name: string; prefix: string; secret: string };

/** The scopes the page has words for (one per API_KEY_SCOPES entry; tests/unit/i18n checks). */
type ApiKeyScopeKey = keyof AppMessages['settings']['apiKeys']['scope'];

/** Message key of a scope: `jobs:read` → `scope.jobs_read`. */
export const scopeKey = (scope: string) => `scope.${scope.replace(':', '_')}` as `scope.${ApiKeyScopeKey}`;

/**
 * Creates an API key with a name and scopes (owners). The secret lives only in this component's
 * state between the answer and "I have stored the key"; after that only the prefix is shown anywhere.
 */
export function ApiKeyCreateForm({ action, workspaceId, scopes }: { action: FormAction<CreatedKey>; workspaceId: string; scopes: readonly string[] }) {
  const t = useTranslations('settings.apiKeys');
  const text = useActionText();
  const [secret, setSecret] = useState<CreatedKey | null>(null);
  const [state, formAction, pending] = useActionState(async (previous: ActionState<CreatedKey>, form: FormData) => {
    const result = await action(previous, form);
    setSecret(result?.ok ? result.data : null);
    // The secret is kept above, not in the form's state, so dismissing it really forgets it.
    return result?.ok ? { ok: true as const, data: { ...result.data, secret: '' } } : result;
  }, null);
  const scopesError = fieldErrorOf(state, 'scopes');

  return (
    <div className="space-y-6">
      {secret && <ApiKeySecret name={secret.name} secret={secret.secret} onDismiss={() => setSecret(null)} />}
      <form action={formAction} noValidate className="space-y-4">
        <input type="hidden" name="workspaceId" value={workspaceId} />
        <TextField label={t('name')} name="name" required maxLength={100} hint={t('nameHint')} error={fieldErrorOf(state, 'name')} />
        <FieldGroup legend={t('scopes')} error={scopesError && text(scopesError)}>
          <ul className="space-y-1">
            {scopes.map((scope) => (
              <li key={scope}>
                <Choice
                  type="checkbox"
                  name="scopes"
                  value={scope}
                  defaultChecked
                  label={
                    <span>
                      <code className="font-mono text-ink">{scope}</code> — {t(scopeKey(scope))}
                    </span>
                  }
                />
              </li>
            ))}
          </ul>
        </FieldGroup>
        <FormAlert state={state} fields={['name', 'scopes']} />
        <button type="submit" disabled={pending} className="btn-primary min-h-11">
          {pending ? t('creating') : t('create')}
        </button>
      </form>
    </div>
  );
}
