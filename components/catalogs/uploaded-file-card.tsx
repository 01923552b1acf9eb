'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Choice, controlClass, Field } from '@/components/ui/field';
import { Link } from '@/i18n/navigation';
import { formatBytes } from '@/lib/catalog/messages/bytes';
import { SheetPicker } from './sheet-picker';
import type { AcceptedFile } from './upload-types';

export interface MappingOption {
  id: string;
  name: string;
  version: number;
}

export interface FileChoiceState {
  include: boolean;
  mappingId: string | null;
  /** A workbook sheet picked by hand; null = the default. */
  sheet: string | null;
}

interface Props {
  file: AcceptedFile;
  choice: FileChoiceState;
  /** The workspace's saved mappings (latest versions); the file's own suggestions come first. */
  savedMappings: MappingOption[];
  onChange: (choice: FileChoiceState) => void;
}

/** Delimiters by name rather than as an invisible character. */
const DELIMITER_KEYS: Record<string, 'comma' | 'semicolon' | 'tab' | 'pipe'> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };

/**
 * What the engine found in one received file — type, encoding, delimiter, sheet, the header — and
 * how it will be converted: included or not, detected or saved mapping, which sheet of a workbook
 * that has several. A file uploaded before
 * offers its earlier conversion first.
 */
export function UploadedFileCard({ file, choice, savedMappings, onChange }: Props) {
  const t = useTranslations('catalogs.received');
  const tStatus = useTranslations('catalogs.status');
  const locale = useLocale();
  const { answer } = file;
  const { info } = answer;
  const suggested = answer.suggestedMappings;
  const others = savedMappings.filter((m) => !suggested.some((s) => s.id === m.id));
  const earlier = !answer.created ? answer.latestConversion : null;
  const delimiterKey = info.delimiter ? DELIMITER_KEYS[info.delimiter] : undefined;

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5" data-testid="received-file">
      <h3 className="font-semibold break-all text-ink">{answer.upload.fileName}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">{t('format')}</dt>
          <dd className="font-medium text-ink" data-testid="detected-format">{info.format.toUpperCase()}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('size')}</dt>
          <dd className="font-medium text-ink">{formatBytes(answer.upload.bytes, locale)}</dd>
        </div>
        {info.encoding && (
          <div>
            <dt className="text-slate-500">{t('encoding')}</dt>
            <dd className="font-medium text-ink" data-testid="detected-encoding">{info.encoding.toUpperCase()}</dd>
          </div>
        )}
        {info.delimiter !== null && (
          <div>
            <dt className="text-slate-500">{t('delimiter')}</dt>
            <dd className="font-medium text-ink" data-testid="detected-delimiter">
              {delimiterKey ? t(`delimiters.${delimiterKey}`) : <code>{info.delimiter}</code>}
            </dd>
          </div>
        )}
        {info.sheet !== null && (
          <div>
            <dt className="text-slate-500">{t('sheet')}</dt>
            <dd className="font-medium text-ink">{info.sheet}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 text-sm text-slate-500">{t('header', { row: info.headerRow, count: answer.header.length })}</p>
      <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={t('headerLabel')}>
        {answer.header.map((column, i) => (
          <li key={`${i}-${column}`} className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-700">
            {column || t('emptyColumn')}
          </li>
        ))}
      </ul>

      {!answer.created && (
        <div className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm" data-testid="seen-before">
          <p className="font-medium text-ink">{t('seenBefore')}</p>
          {earlier ? (
            <div className="mt-3 flex flex-wrap gap-2">
              <Link href={`/catalogs/${earlier.id}`} className="btn-primary min-h-11">
                {t('openEarlier', { status: tStatus(earlier.status) })}
              </Link>
              {!choice.include && (
                <button type="button" className="btn-secondary min-h-11" onClick={() => onChange({ ...choice, include: true })}>
                  {t('startNew')}
                </button>
              )}
            </div>
          ) : (
            <p className="mt-1 text-slate-700">{t('seenBeforeNoConversion')}</p>
          )}
        </div>
      )}

      <div className="mt-4 flex flex-wrap items-end gap-4">
        <Choice type="checkbox" label={t('include')} checked={choice.include} onChange={(event) => onChange({ ...choice, include: event.target.checked })} />
        <Field label={t('mapping')}>
          {(control) => (
            <select
              {...control}
              value={choice.mappingId ?? 'auto'}
              onChange={(event) => onChange({ ...choice, mappingId: event.target.value === 'auto' ? null : event.target.value })}
              className={controlClass}
            >
              <option value="auto">{t('mappingDetected')}</option>
              {suggested.length > 0 && (
                <optgroup label={t('mappingSuggested')}>
                  {suggested.map((m) => (
                    <option key={m.id} value={m.id}>
                      {t('mappingName', { name: m.name, version: m.version })}
                    </option>
                  ))}
                </optgroup>
              )}
              {others.length > 0 && (
                <optgroup label={t('mappingOther')}>
                  {others.map((m) => (
                    <option key={m.id} value={m.id}>
                      {t('mappingName', { name: m.name, version: m.version })}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          )}
        </Field>
        <SheetPicker answer={answer} sheet={choice.sheet} onChange={(sheet) => onChange({ ...choice, sheet })} />
      </div>
    </li>
  );
}
