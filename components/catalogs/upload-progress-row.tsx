'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatBytes } from '@/lib/catalog/messages/bytes';
import { uploadProblemText } from './upload-problem-text';
import type { UploadedFile } from './upload-types';
import { Alert } from '@/components/ui/alert';

/** One dropped file on its way: waiting, sending (bytes so far), checking (the server reads it), done. */
export type UploadEntry = {
  key: string;
  name: string;
  size: number;
  loaded: number;
  phase: 'waiting' | 'sending' | 'checking' | 'done';
  result?: UploadedFile;
};

/** A file's name, its progress bar, and at the end either "received" or what was wrong and what to do. */
export function UploadProgressRow({ entry }: { entry: UploadEntry }) {
  const t = useTranslations('catalogs.upload');
  const tProblem = useTranslations('catalogs.upload.problems');
  const locale = useLocale();
  const percent = entry.phase === 'done' || entry.phase === 'checking' ? 100 : entry.size > 0 ? Math.round((entry.loaded / entry.size) * 100) : 0;
  const result = entry.result;
  const refused = result?.status === 'refused';
  const status =
    entry.phase === 'done'
      ? refused
        ? t('phase.refused')
        : result?.status === 'uploaded' && !result.answer.created
          ? t('phase.seenBefore')
          : t('phase.received')
      : t(`phase.${entry.phase}`);

  return (
    <li className={`rounded-xl border p-4 ${refused ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'}`} data-testid="upload-row">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium break-all text-ink">{entry.name}</span>
        <span className="text-sm text-slate-600">
          {formatBytes(entry.size, locale)} · <span data-testid="upload-phase">{status}</span>
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progressLabel', { file: entry.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full transition-[width] ${refused ? 'bg-red-500' : entry.phase === 'done' ? 'bg-emerald-500' : 'bg-brand-500'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {result?.status === 'refused' && <ProblemNotice problem={uploadProblemText(tProblem, result.problem, entry.name, (b) => formatBytes(b, locale))} />}
    </li>
  );
}

function ProblemNotice({ problem }: { problem: ReturnType<typeof uploadProblemText> }) {
  return (
    <Alert tone="error" inline as="div" className="mt-3">
      <p className="font-semibold">{problem.headline}</p>
      <p className="mt-1">{problem.advice}</p>
      {problem.detail && <p className="mt-1 font-mono text-xs break-words text-red-800">{problem.detail}</p>}
    </Alert>
  );
}
