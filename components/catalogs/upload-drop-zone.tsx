'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type DragEvent } from 'react';
import { formatBytes } from '@/lib/catalog/messages/bytes';
import { sendUpload, type SendOutcome } from './send-upload';
import { UploadProgressRow, type UploadEntry } from './upload-progress-row';
import type { UploadedFile } from './upload-types';

interface Props {
  workspaceId: string;
  multiple?: boolean;
  onUploaded: (results: UploadedFile[]) => void;
  /** The workspace's per-file limit: a larger file is refused here, before a byte is sent. */
  limitBytes?: number;
  /** Replaces the request (tests). */
  send?: typeof sendUpload;
}

/**
 * Drop catalogs here (or choose them with an ordinary file input, for keyboards and screen
 * readers). Each file is sent on its own, one after another, with a progress bar; when all files
 * of a drop are done, `onUploaded` gets what became of each.
 */
export function UploadDropZone({ workspaceId, multiple = true, onUploaded, limitBytes, send = sendUpload }: Props) {
  const t = useTranslations('catalogs.upload');
  const locale = useLocale();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const [over, setOver] = useState(false);
  const [entries, setEntries] = useState<UploadEntry[]>([]);

  const update = (key: string, patch: Partial<UploadEntry>) =>
    setEntries((all) => all.map((e) => (e.key === key ? ({ ...e, ...patch } as UploadEntry) : e)));

  async function uploadOne(key: string, file: File): Promise<UploadedFile> {
    const base = { key, name: file.name, size: file.size };
    let outcome: SendOutcome;
    if (limitBytes !== undefined && file.size > limitBytes) {
      outcome = { ok: false, problem: { code: 'too_large', message: 'over the limit', limitBytes } };
    } else {
      update(key, { phase: 'sending' });
      outcome = await send(file, workspaceId, (loaded, total) => update(key, { loaded, phase: loaded >= total ? 'checking' : 'sending' }));
    }
    const result: UploadedFile = outcome.ok ? { ...base, status: 'uploaded', answer: outcome.answer } : { ...base, status: 'refused', problem: outcome.problem };
    update(key, { phase: 'done', result });
    return result;
  }

  async function take(list: FileList | null) {
    const files = Array.from(list ?? []).slice(0, multiple ? undefined : 1);
    // Clearing the input lets the same file be chosen again (after fixing it, or to see the reuse offer).
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    const batch = files.map((file) => ({ key: `upload-${nextKey.current++}`, file }));
    setEntries((all) => [...batch.map(({ key, file }): UploadEntry => ({ key, name: file.name, size: file.size, loaded: 0, phase: 'waiting' })), ...all]);
    const results: UploadedFile[] = [];
    for (const { key, file } of batch) results.push(await uploadOne(key, file));
    onUploaded(results);
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files);
  };

  return (
    <div>
      <div
        data-testid="upload-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed p-8 text-center ${over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white'}`}
      >
        <p className="text-slate-700">{multiple ? t('dropHintMany') : t('dropHintOne')}</p>
        <label htmlFor={inputId} className="btn-secondary mt-4 min-h-11 cursor-pointer">
          {multiple ? t('chooseMany') : t('chooseOne')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple={multiple}
          aria-describedby={hintId}
          accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => void take(event.target.files)}
          className="sr-only"
        />
        <p id={hintId} className="mt-3 text-sm text-slate-500">
          {limitBytes !== undefined ? t('limitHint', { limit: formatBytes(limitBytes, locale) }) : t('typesHint')}
        </p>
      </div>
      {entries.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label={t('listLabel')}>
          {entries.map((entry) => (
            <UploadProgressRow key={entry.key} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}
