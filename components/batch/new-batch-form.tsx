'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatBytes } from '@/lib/catalog/messages/bytes';
import { useActionState, useCallback, useEffect, useId, useState } from 'react';
import { UploadDropZone } from '@/components/catalogs/upload-drop-zone';
import type { UploadedFile } from '@/components/catalogs/upload-types';
import { useRouter } from '@/i18n/navigation';
import { formErrorOf, type FormAction } from '@/lib/actions/result';
import { useActionText } from '@/components/ui/use-action-text';
import { ThresholdField } from '@/components/catalogs/threshold-field';
import { MAX_BATCH_FILES } from './batch-view';
import { Alert } from '@/components/ui/alert';
import { controlClass, Field } from '@/components/ui/field';

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
  const filesId = useId();
  const batchId = state?.ok ? state.data.batchId : null;
  const fieldErrors = state && !state.ok ? (state.fieldErrors ?? {}) : {};
  const suggested = new Set(files.flatMap((f) => f.suggested));

  useEffect(() => {
    if (batchId) router.push(`/batch/${batchId}`);
  }, [batchId, router]);

  const onUploaded = useCallback((results: UploadedFile[]) => setFiles((current) => addAccepted(current, results)), []);

  /** A field's error, in the reader's language. */
  const fieldError = (field: string) => {
    const error = fieldErrors[field];
    return error ? text(error) : undefined;
  };
  const formError = formErrorOf(state, SHOWN_FIELDS);

  return (
    <div className="space-y-8">
      <section aria-labelledby={filesId} className="space-y-4">
        <h2 id={filesId} className="text-lg font-semibold text-ink">
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

      <form action={formAction} aria-labelledby={`${filesId}-settings`} className="space-y-5 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id={`${filesId}-settings`} className="text-lg font-semibold text-ink">
          {t('new.settingsHeading')}
        </h2>
        <input type="hidden" name="workspaceId" value={workspaceId} />
        {files.map((f) => (
          <input key={f.uploadId} type="hidden" name="uploadIds" value={f.uploadId} />
        ))}

        <Field label={t('new.name')} hint={t('new.nameHint')} error={fieldError('name')}>
          {(control) => <input {...control} name="name" required maxLength={100} className={controlClass} />}
        </Field>

        <Field label={t('new.brand')} hint={t('new.brandHint')} error={fieldError('brand')}>
          {(control) => (
            <input
              {...control}
              name="brand"
              required
              minLength={4}
              maxLength={4}
              autoCapitalize="characters"
              spellCheck={false}
              className={`${controlClass} max-w-32 font-mono uppercase`}
            />
          )}
        </Field>

        <Field label={t('new.mapping')} hint={t('new.mappingHint')} error={fieldError('mappingId')}>
          {(control) => (
            <select {...control} name="mappingId" defaultValue="" className={controlClass}>
              <option value="">{t('new.mappingDetected')}</option>
              {mappings.map((m) => (
                <option key={m.id} value={m.id}>
                  {suggested.has(m.id) ? t('new.mappingSuggested', { name: m.name, version: m.version }) : t('new.mappingSaved', { name: m.name, version: m.version })}
                </option>
              ))}
            </select>
          )}
        </Field>

        <ThresholdField label={t('new.threshold')} hint={t('new.thresholdHint')} error={fieldError('acceptThreshold')} defaultThreshold={defaultThreshold} />

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
