'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiKeyRevoke } from './api-key-revoke';
import type { FormAction } from '@/lib/actions/result';

export type ApiKeyView = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** The workspace's keys, revoked ones too, told apart by their prefix — the secret is never here. */
export function ApiKeysTable({ workspaceId, keys, revoke }: { workspaceId: string; keys: ApiKeyView[]; revoke: FormAction<{ revoked: boolean }> }) {
  const t = useTranslations('settings.apiKeys');
  const format = useFormatter();
  const [announcement, setAnnouncement] = useState('');
  const date = (value: Date) => format.dateTime(value, { dateStyle: 'medium', timeStyle: 'short' });
  if (keys.length === 0) return <p className="text-slate-600">{t('empty')}</p>;
  return (
    <div className="space-y-3">
      <p role="status" aria-live="polite" className={announcement ? 'rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900' : 'sr-only'}>
        {announcement}
      </p>
      <div className="relative overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full bg-white text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="p-3">{t('name')}</th>
              <th scope="col" className="p-3">{t('prefix')}</th>
              <th scope="col" className="p-3">{t('scopes')}</th>
              <th scope="col" className="p-3">{t('created')}</th>
              <th scope="col" className="p-3">{t('lastUsed')}</th>
              <th scope="col" className="p-3">{t('status')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {keys.map((key) => (
              <tr key={key.id} className="align-top">
                <td className="p-3 font-medium text-ink">{key.name}</td>
                <td className="p-3 font-mono whitespace-nowrap">{`psk_${key.prefix}_…`}</td>
                <td className="p-3">
                  <ul>
                    {key.scopes.map((scope) => (
                      <li key={scope} className="font-mono text-xs">
                        {scope}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="p-3 whitespace-nowrap">{date(key.createdAt)}</td>
                <td className="p-3 whitespace-nowrap">{key.lastUsedAt ? date(key.lastUsedAt) : t('never')}</td>
                <td className="p-3">
                  {key.revokedAt ? (
                    <span className="text-slate-600">{t('revokedOn', { date: date(key.revokedAt) })}</span>
                  ) : (
                    <div className="space-y-2">
                      <span className="text-green-800">{t('active')}</span>
                      <ApiKeyRevoke
                        workspaceId={workspaceId}
                        keyId={key.id}
                        name={key.name}
                        action={revoke}
                        onRevoked={() => setAnnouncement(t('revoked', { name: key.name }))}
                      />
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
