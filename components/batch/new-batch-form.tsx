'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatBytes } from '@/lib/catalog/messages/bytes';
import { useActionState, useCallback, useEffect, useId, useState } from 'react';
import { UploadDropZone } from '@/components/catalogs/upload-drop-zone';
import type { UploadedFile } from '@/components/catalogs/upload-types';
import { useRouter } from '@/i18n/navigation';
import { formErrorOf, type FormAction } from '@/lib/actions/result';
import { useActionText } from '@/components/ui/use-action-text';
import { THRESHOLD_PERCENT, thresholdPercent } from '@/components/catalogs/threshold-percent';
import { MAX_BATCH_FILES } from './batch-view';
import { Alert } from '@/components/ui/alert';

/** The fields that show their own error; any other (the files, the workspace) is the form's. */
const SHOWN_FIELDS = ['name', 'brand', 'mappingId', 'acceptThreshold'];

export type StartBatchAction = FormAction<{ batchId: string }>;

/** A saved mapping the batch can use (the latest version of each name). */
export interface MappingChoice {
  id: string;
  name: string;
  version: number;
}

interface BatchFile {
  uploadId: string;
  fileName: string;
  bytes: number;
  /** Saved mappings made for this file's header. */
  suggested: string[];
}

/** Accepted uploads become the batch's files, once each (dropping the same file twice keeps one). */
function addAccepted(files: BatchFile[], results: UploadedFile[]): BatchFile[] {
  const next = [...files];
  for (const r of results) {
    if (r.status !== 'uploaded' || next.some((f) => f.uploadId === r.answer.upload.id)) continue;
    next.push({
      uploadId: r.answer.upload.id,
      fileName: r.answer.upload.fileName,
      bytes: r.answer.upload.bytes,
      suggested: r.answer.suggestedMappings.map((m) => m.id),
    });
  }
  return next;
}

interface Props {
  workspaceId: string;
  /** The workspace's saved mappings (latest versions). */
  mappings: MappingChoice[];
  /** The engine's default accept threshold, filled in. */
  defaultThreshold: number;
  /** The workspace's per-file upload limit (the drop zone refuses larger files before sending). */
  limitBytes: number;
  action: StartBatchAction;
}

/**
 * The new-batch form: files uploaded with the shared drop zone, then one name, brand code, mapping
 * and threshold for all of them. The server action starts the batch; the page then follows it.
 */
export function NewBatchForm({ workspaceId, mappings, defaultThreshold, limitBytes, action }: Props) {
  const t = useTranslations('batch');
  const locale = useLocale();
  const router = useRouter();
  const text = useActionText();
  const [state, formAction, pending] = useActionState(action, null);
  const [files, setFiles] = useState<BatchFile[]>([]);
  const ids = { name: useId(), brand: useId(), mapping: useId(), threshold: useId(), files: useId() };
  const batchId = state?.ok ? state.data.batchId : null;
  const fieldErrors = state && !state.ok ? (state.fieldErrors ?? {}) : {};
  const suggested = new Set(files.flatMap((f) => f.suggested));

  useEffect(() => {
    if (batchId) router.push(`/batch/${batchId}`);
  }, [batchId, router]);

  const onUploaded = useCallback((results: UploadedFile[]) => setFiles((current) => addAccepted(current, results)), []);

  /** The error under a field, as its description. */
  const fieldError = (field: string, id: string) => {
    const error = fieldErrors[field];
    if (!error) return null;
    return (
      <p id={`${id}-error`} className="text-sm text-red-700">
        {text(error)}
      </p>
    );
  };
  const formError = formErrorOf(state, SHOWN_FIELDS);
  const described = (field: string, id: string) =>
    ({ 'aria-invalid': fieldErrors[field] ? true : undefined, 'aria-describedby': `${id}-hint${fieldErrors[field] ? ` ${id}-error` : ''}` }) as const;

  return (
    <div className="space-y-8">
      <section aria-labelledby={ids.files} className="space-y-4">
        <h2 id={ids.files} className="text-lg font-semibold text-ink">
          {t('new.filesHeading')}
        </h2>
        <UploadDropZone workspaceId={workspaceId} multiple limitBytes={limitBytes} onUploaded={onUploaded} />
        {files.length === 0 ? (
          <p className="text-sm text-slate-600">{t('new.filesEmpty')}</p>
        ) : (
          <>
            <p className="text-sm font-medium text-ink">{t('new.filesCount', { count: files.length })}</p>
            <ul aria-label={t('new.filesList')} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {files.map((f) => (
                <li key={f.uploadId} className="flex items-center justify-between gap-3 px-4 py-2">
                  <span className="font-medium text-ink">
                    {f.fileName} <span className="text-sm font-normal text-slate-600">({formatBytes(f.bytes, locale)})</span>
                  </span>
                  <button
                    type="button"
                    onClick={() => setFiles((current) => current.filter((x) => x.uploadId !== f.uploadId))}
                    className="btn-secondary min-h-11"
                    aria-label={t('new.remove', { name: f.fileName })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <form action={formAction} aria-labelledby={`${ids.files}-settings`} className="space-y-5 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id={`${ids.files}-settings`} className="text-lg font-semibold text-ink">
          {t('new.settingsHeading')}
        </h2>
        <input type="hidden" name="workspaceId" value={workspaceId} />
        {files.map((f) => (
          <input key={f.uploadId} type="hidden" name="uploadIds" value={f.uploadId} />
        ))}

        <div className="flex flex-col gap-1">
          <label htmlFor={ids.name} className="font-medium text-ink">
            {t('new.name')}
          </label>
          <input id={ids.name} name="name" required maxLength={100} className="min-h-11 rounded-lg border border-slate-300 px-3" {...described('name', ids.name)} />
          <p id={`${ids.name}-hint`} className="text-sm text-slate-600">
            {t('new.nameHint')}
          </p>
          {fieldError('name', ids.name)}
        </div>

        <div className="flex flex-col gap-1">
          <label htmlFor={ids.brand} className="font-medium text-ink">
            {t('new.brand')}
          </label>
          <input
            id={ids.brand}
            name="brand"
            required
            minLength={4}
            maxLength={4}
            autoCapitalize="characters"
            spellCheck={false}
            className="min-h-11 w-32 rounded-lg border border-slate-300 px-3 font-mono uppercase"
            {...described('brand', ids.brand)}
          />
          <p id={`${ids.brand}-hint`} className="text-sm text-slate-600">
            {t('new.brandHint')}
          </p>
          {fieldError('brand', ids.brand)}
        </div>

        <div className="flex flex-col gap-1">
          <label htmlFor={ids.mapping} className="font-medium text-ink">
            {t('new.mapping')}
          </label>
          <select id={ids.mapping} name="mappingId" defaultValue="" className="min-h-11 rounded-lg border border-slate-300 bg-white px-3" {...described('mappingId', ids.mapping)}>
            <option value="">{t('new.mappingDetected')}</option>
            {mappings.map((m) => (
              <option key={m.id} value={m.id}>
                {suggested.has(m.id) ? t('new.mappingSuggested', { name: m.name, version: m.version }) : t('new.mappingSaved', { name: m.name, version: m.version })}
              </option>
            ))}
          </select>
          <p id={`${ids.mapping}-hint`} className="text-sm text-slate-600">
            {t('new.mappingHint')}
          </p>
          {fieldError('mappingId', ids.mapping)}
        </div>

        <div className="flex flex-col gap-1">
          <label htmlFor={ids.threshold} className="font-medium text-ink">
            {t('new.threshold')}
          </label>
          <span className="flex items-center gap-2">
            <input
              id={ids.threshold}
              name="acceptThreshold"
              type="number"
              inputMode="numeric"
              min={THRESHOLD_PERCENT.min}
              max={THRESHOLD_PERCENT.max}
              step={1}
              defaultValue={thresholdPercent(defaultThreshold)}
              className="min-h-11 w-24 rounded-lg border border-slate-300 px-3"
              {...described('acceptThreshold', ids.threshold)}
            />
            <span aria-hidden="true">%</span>
          </span>
          <p id={`${ids.threshold}-hint`} className="text-sm text-slate-600">
            {t('new.thresholdHint')}
          </p>
          {fieldError('acceptThreshold', ids.threshold)}
        </div>

        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={pending || batchId !== null || files.length === 0 || files.length > MAX_BATCH_FILES} className="btn-primary min-h-11">
            {pending || batchId ? t('new.submitting') : t('new.submit')}
          </button>
          {files.length === 0 && <p className="text-sm text-slate-600">{t('new.needFiles')}</p>}
        </div>
        <div aria-live="polite">
          {formError && (
            <Alert tone="error" inline>
              {text(formError)}
            </Alert>
          )}
        </div>
      </form>
    </div>
  );
}
