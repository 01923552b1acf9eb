import { getFormatter, getTranslations } from 'next-intl/server';
import type { AccessDenial } from '@/lib/data/workspaces/types';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { dateTimeLabel } from '../formatting';
import { EmptyState, Panel } from '../panel';
import { knownKey } from '@/i18n/message-keys';

const KNOWN_ACTIONS: ReadonlySet<string> = new Set(['read', 'upload', 'convert', 'export', 'review', 'manage'] as const);

/** Members refused an action their role does not allow (`access.denied` audit entries). */
export async function DenialsPanel({ denials, actors }: { denials: AccessDenial[]; actors: Record<string, string> }) {
  const t = await getTranslations('insights.security.denials');
  const tApp = await getTranslations('app');
  const tCommon = await getTranslations('insights.common');
  const format = await getFormatter();
  const when = dateTimeLabel(format);
  const actionLabel = (action: string) => {
    const key = `actions.${action}`;
    return KNOWN_ACTIONS.has(action) && knownKey(t, key) ? t(key) : action;
  };
  return (
    <Panel id="denials-heading" title={t('title')}>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      {denials.length === 0 ? (
        <div className="mt-3">
          <EmptyState>
            <p>{t('empty')}</p>
          </EmptyState>
        </div>
      ) : (
        <Table labelledBy="denials-heading" frame="bare" className="mt-3">
          <TableHead>
            <ColumnHeader>{t('who')}</ColumnHeader>
            <ColumnHeader>{t('attempted')}</ColumnHeader>
            <ColumnHeader>{t('role')}</ColumnHeader>
            <ColumnHeader>{t('when')}</ColumnHeader>
          </TableHead>
          <TableBody>
            {denials.map((d) => (
              <Row key={d.id}>
                <RowHeader>{d.actorId ? (actors[d.actorId] ?? d.actorId.slice(0, 8)) : tCommon('none')}</RowHeader>
                <Cell>{actionLabel(d.action)}</Cell>
                <Cell>{d.role ? tApp(`roles.${d.role}`) : tCommon('none')}</Cell>
                <Cell className="whitespace-nowrap text-slate-600">{when(d.createdAt)}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
}
