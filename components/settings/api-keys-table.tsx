'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { ApiKeyRevoke } from './api-key-revoke';
import type { FormAction } from '@/lib/actions/result';
import { Alert } from '@/components/ui/alert';

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
export function ApiKeysTable({
  workspaceId,
  keys,
  revoke,
  labelledBy,
}: {
  workspaceId: string;
  keys: ApiKeyView[];
  revoke: FormAction<{ revoked: boolean }>;
  /** The id of the heading that names the table. */
  labelledBy: string;
}) {
  const t = useTranslations('settings.apiKeys');
  const format = useFormatter();
  const [announcement, setAnnouncement] = useState('');
  const date = (value: Date) => format.dateTime(value, { dateStyle: 'medium', timeStyle: 'short' });
  if (keys.length === 0) return <p className="text-slate-600">{t('empty')}</p>;
  return (
    <div className="space-y-3">
      <Alert tone="success" aria-live="polite">
        {announcement}
      </Alert>
      <Table labelledBy={labelledBy}>
        <TableHead>
          <ColumnHeader>{t('name')}</ColumnHeader>
          <ColumnHeader>{t('prefix')}</ColumnHeader>
          <ColumnHeader>{t('scopes')}</ColumnHeader>
          <ColumnHeader>{t('created')}</ColumnHeader>
          <ColumnHeader>{t('lastUsed')}</ColumnHeader>
          <ColumnHeader>{t('status')}</ColumnHeader>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <Row key={key.id} top>
              <RowHeader strong className="text-ink">{key.name}</RowHeader>
              <Cell className="font-mono whitespace-nowrap">{`psk_${key.prefix}_…`}</Cell>
              <Cell>
                <ul>
                  {key.scopes.map((scope) => (
                    <li key={scope} className="font-mono text-xs">
                      {scope}
                    </li>
                  ))}
                </ul>
              </Cell>
              <Cell className="whitespace-nowrap">{date(key.createdAt)}</Cell>
              <Cell className="whitespace-nowrap">{key.lastUsedAt ? date(key.lastUsedAt) : t('never')}</Cell>
              <Cell>
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
              </Cell>
            </Row>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
