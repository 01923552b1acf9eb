import { getTranslations } from 'next-intl/server';
import type { WorkspaceSenderIdentity } from '@/lib/data/workspaces/types';

/** The form's label of each ACES Header element a missing sender field leaves to a placeholder. */
const LABEL_KEYS = { Company: 'company', SenderName: 'senderName', SenderPhone: 'phone' } as const;

/** The missing sender fields as the reader's language names them ("Company", "Contact name", …). */
export async function placeholderFieldNames(placeholders: WorkspaceSenderIdentity['placeholders']): Promise<string[]> {
  const t = await getTranslations('settings.sender');
  return placeholders.map((element) => t(LABEL_KEYS[element]));
}
