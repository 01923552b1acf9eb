'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { suggestWorkspaceSlug } from '@/lib/data/workspaces/types';
import { fieldErrorOf, type FormAction } from '@/lib/actions/result';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

/**
 * Starts a team workspace owned by the user. The slug follows the name until the user edits it;
 * on success the server makes the workspace current and moves to its settings.
 */
export function CreateWorkspaceForm({ action }: { action: FormAction<never> }) {
  const t = useTranslations('settings.workspace');
  const [state, formAction, pending] = useActionState(action, null);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState<string | null>(null);
  return (
    <form action={formAction} noValidate className="space-y-4">
      <TextField
        label={t('newName')}
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={100}
        error={fieldErrorOf(state, 'name')}
      />
      <TextField
        label={t('newSlug')}
        name="slug"
        value={slug ?? suggestWorkspaceSlug(name)}
        onChange={(e) => setSlug(e.target.value)}
        required
        maxLength={63}
        autoCapitalize="none"
        spellCheck={false}
        hint={t('slugHint')}
        error={fieldErrorOf(state, 'slug')}
      />
      <FormAlert state={state} fields={['name', 'slug']} />
      <button type="submit" disabled={pending} className="btn-primary min-h-11">
        {pending ? t('creating') : t('create')}
      </button>
    </form>
  );
}
