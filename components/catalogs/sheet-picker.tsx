'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
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
  const selectId = useId();
  const hintId = useId();
  const { sheets, wholeWorkbook } = answer;
  if (sheets.length < 2) return null;

  const rows = (s: (typeof sheets)[number]) =>
    s.more ? t('sheetRowsMore', { count: s.dataRows }) : t('sheetRows', { count: s.dataRows });

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="text-sm text-slate-600">
        {t('sheetPick')}
      </label>
      <select
        id={selectId}
        data-testid="sheet-picker"
        value={sheet ?? ''}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        className="min-h-11 max-w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
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
      <p id={hintId} className="max-w-prose text-xs text-slate-500">
        {t(wholeWorkbook ? 'sheetHintWhole' : 'sheetHint', { count: sheets.length })}
      </p>
    </div>
  );
}
