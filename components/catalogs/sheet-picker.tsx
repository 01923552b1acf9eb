'use client';

import { useTranslations } from 'next-intl';
import { controlClass, Field } from '@/components/ui/field';
import type { UploadAccepted } from '@/lib/http/upload';

interface Props {
  answer: Pick<UploadAccepted, 'sheets' | 'wholeWorkbook' | 'info'>;
  /** null: the default (the engine's own choice). */
  sheet: string | null;
  onChange: (sheet: string | null) => void;
}

/**
 * The sheet of a multi-sheet workbook to convert. The first choice is the default, named for what
 * it reads (the first sheet with data, or a PIES workbook as a whole); sheets without data rows are
 * listed but cannot be picked, since the converter would find nothing there.
 */
export function SheetPicker({ answer, sheet, onChange }: Props) {
  const t = useTranslations('catalogs.received');
  const { sheets, wholeWorkbook } = answer;
  if (sheets.length < 2) return null;

  const rows = (s: (typeof sheets)[number]) =>
    s.more ? t('sheetRowsMore', { count: s.dataRows }) : t('sheetRows', { count: s.dataRows });

  return (
    <Field className="max-w-prose" label={t('sheetPick')} hint={t(wholeWorkbook ? 'sheetHintWhole' : 'sheetHint', { count: sheets.length })}>
      {(control) => (
        <select
          {...control}
          data-testid="sheet-picker"
          value={sheet ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          className={controlClass}
        >
          <option value="">
            {wholeWorkbook ? t('sheetDefaultWhole') : t('sheetDefault', { sheet: answer.info.sheet ?? '' })}
          </option>
          {sheets.map((s) => (
            <option key={s.name} value={s.name} disabled={s.dataRows === 0}>
              {t('sheetOption', { name: s.name, rows: rows(s) })}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
