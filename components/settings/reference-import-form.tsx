'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { usePoll } from '@/components/polling/use-poll';
import { useRouter } from '@/i18n/navigation';
import {
  postFile,
  referenceImportQueuedAnswerSchema,
  referenceImportStateAnswerSchema,
  type ReferenceImportProblem,
  type ReferenceImportState,
} from '@/lib/http/upload';
import { Alert } from '@/components/ui/alert';
import { controlClass, Field } from '@/components/ui/field';

type Phase =
  | { step: 'idle' }
  | { step: 'sending'; fileName: string; percent: number }
  | { step: 'following'; jobId: string; fileName: string }
  | { step: 'problem'; code: ReferenceImportProblem['code'] | 'network' | 'unexpected'; message?: string };

/**
 * Settings → Reference data → import (owners): sends the workspace's licensed Auto Care delivery
 * (a zip of the ASCII files) to `POST /api/reference/imports`, then follows the import job until it
 * has imported, skipped (the same delivery again) or refused the delivery, and refreshes the page so
 * the new release is listed.
 */
export function ReferenceImportForm({ workspaceId }: { workspaceId: string }) {
  const t = useTranslations('settings.reference.import');
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const busy = phase.step === 'sending' || phase.step === 'following';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('delivery');
    if (!(file instanceof File) || file.size === 0) return setPhase({ step: 'problem', code: 'invalid', message: t('noFile') });
    const source = String(form.get('source') ?? '').trim();
    const url = `/api/reference/imports?workspace=${encodeURIComponent(workspaceId)}${source ? `&source=${encodeURIComponent(source)}` : ''}`;
    setPhase({ step: 'sending', fileName: file.name, percent: 0 });
    const sent = await postFile(url, file, (loaded, total) =>
      setPhase({ step: 'sending', fileName: file.name, percent: total > 0 ? Math.round((loaded / total) * 100) : 0 }),
    );
    if (!sent) return setPhase({ step: 'problem', code: 'network' });
    const answer = parseJson(sent.text, referenceImportQueuedAnswerSchema);
    if (!answer) return setPhase({ step: 'problem', code: 'unexpected' });
    setPhase(answer.ok ? { step: 'following', jobId: answer.jobId, fileName: file.name } : { step: 'problem', code: answer.code, message: answer.message });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('title')} data-testid="reference-import-form">
      <Field label={t('file')} hint={t('fileHint')}>
        {(control) => <input {...control} name="delivery" type="file" accept=".zip,application/zip" required disabled={busy} className="block text-sm" />}
      </Field>
      <Field label={t('source')}>
        {(control) => (
          <input
            {...control}
            name="source"
            type="text"
            maxLength={200}
            disabled={busy}
            placeholder={t('sourcePlaceholder')}
            className={`${controlClass} max-w-xl`}
          />
        )}
      </Field>
      <button type="submit" disabled={busy} className="btn-primary min-h-11">
        {busy ? t('busy') : t('submit')}
      </button>
      <div aria-live="polite" data-testid="reference-import-status">
        {phase.step === 'sending' && (
          <Alert tone="info" inline>
            {t('sending', { file: phase.fileName, percent: phase.percent })}
          </Alert>
        )}
        {phase.step === 'following' && (
          <ImportProgress workspaceId={workspaceId} jobId={phase.jobId} fileName={phase.fileName} onProblem={() => setPhase({ step: 'problem', code: 'not_found' })} />
        )}
        {phase.step === 'problem' && (
          <Alert tone="error">
            {t(`problems.${phase.code}`)}
            {phase.message && phase.code === 'invalid' ? ` ${phase.message}` : ''}
          </Alert>
        )}
      </div>
    </form>
  );
}

const underway = (s: ReferenceImportState) => s.state !== 'done';
const readState = (body: unknown): ReferenceImportState | null => {
  const parsed = referenceImportStateAnswerSchema.safeParse(body);
  return parsed.success && parsed.data.ok ? parsed.data.status : null;
};

/** Follows the import job; once the release is in, the page is refreshed to list it. */
function ImportProgress({ workspaceId, jobId, fileName, onProblem }: { workspaceId: string; jobId: string; fileName: string; onProblem: () => void }) {
  const t = useTranslations('settings.reference.import');
  const locale = useLocale();
  const router = useRouter();
  const poll = usePoll<ReferenceImportState>({
    // The page's language, so a failed import says why in it.
    url: `/api/reference/imports/${encodeURIComponent(jobId)}?workspace=${encodeURIComponent(workspaceId)}&locale=${locale}`,
    initial: { state: 'queued', fileName },
    underway,
    read: readState,
    intervalMs: 1_500,
  });
  const status = poll.value;
  const settled = status.state === 'done' && status.status !== 'failed';
  useEffect(() => {
    if (settled) router.refresh();
  }, [settled, router]);
  useEffect(() => {
    if (poll.gone) onProblem();
  }, [poll.gone, onProblem]);

  if (status.state !== 'done') {
    return (
      <Alert tone="info" inline data-state={status.state}>
        {t(status.state, { file: fileName })}
      </Alert>
    );
  }
  if (status.status === 'failed') {
    return (
      <Alert tone="error" as="div" data-state="failed">
        <p>{t('failed', { file: fileName })}</p>
        <p className="mt-1 break-words font-mono text-xs">{status.message}</p>
      </Alert>
    );
  }
  const rows = Object.values(status.rows).reduce((a, b) => a + b, 0);
  return (
    <Alert tone="success" data-state={status.status} data-release={status.releaseId}>
      {t(status.status, { file: fileName, id: status.releaseId, rows })} {status.madeCurrent ? t('madeCurrent', { id: status.releaseId }) : t('chooseAbove')}
    </Alert>
  );
}

function parseJson<T>(text: string, schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
