import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { WorkspaceSenderIdentity } from '@/lib/data/workspaces/types';
import { placeholderFieldNames } from './sender-placeholders';

/**
 * On the export screens: the workspace's sender identity is incomplete, so the next export's
 * headers will carry placeholders (the report's HEADER_SENDER_PLACEHOLDER warning) — said before
 * exporting, with the way to fix it. Renders nothing once the identity is complete. `sender`: the
 * workspace's identity (or null), read by the page as the user; `canManage`: the reader may change it.
 */
export async function SenderPlaceholderNotice({ sender, canManage }: { sender: WorkspaceSenderIdentity | null; canManage: boolean }) {
  if (!sender || sender.placeholders.length === 0) return null;
  const t = await getTranslations('settings.sender');
  const format = await getFormatter();
  const fields = format.list(await placeholderFieldNames(sender.placeholders), { type: 'conjunction' });
  return (
    <aside aria-labelledby="sender-notice-heading" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950" data-testid="sender-placeholder-notice">
      <h3 id="sender-notice-heading" className="font-semibold">
        {t('noticeTitle')}
      </h3>
      <p className="mt-1">{t('noticeText', { fields })}</p>
      <p className="mt-2">
        {canManage ? (
          <Link href="/settings/sender" className="font-medium text-brand-700 underline underline-offset-2">
            {t('noticeLink')}
          </Link>
        ) : (
          t('noticeWho')
        )}
      </p>
    </aside>
  );
}
