'use client';

import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { isRequestTimeout, timedFetch } from '@/lib/http/timed-fetch';
import { Cell, ColumnHeader, Row, Table, TableBody, TableHead } from '@/components/ui/table';
import type { ReadBundleCheck } from '@/lib/verification/verify-bundle';
import { ConversionContext, type ContextLabels } from './conversion-context';
import { Alert } from '@/components/ui/alert';
import { controlClass, Field } from '@/components/ui/field';

export type VerifyLabels = Record<
  | 'drop' | 'choose' | 'trustLabel' | 'trustHint' | 'check' | 'checking' | 'intact' | 'intactText' | 'failed'
  | 'failedText' | 'files' | 'file' | 'expected' | 'actual' | 'status' | 'signature' | 'trusted' | 'untrusted'
  | 'trustedKeys' | 'context' | 'problems' | 'signatureStatus' | 'signer' | 'ignoredFolders' | 'signedStatement'
  | 'signedStatementHint' | 'timeout',
  string
> & { statuses: Record<string, string>; signatureStatuses: Record<string, string>; contextView: ContextLabels };

type Outcome = (ReadBundleCheck & { file: string }) | { error: { code: string; message: string } };

/** Uploading and checking a bundle of up to the upload limit: two minutes before it counts as a timeout. */
export const VERIFY_TIMEOUT_MS = 120_000;

const short = (hash: string | null) => (hash ? `${hash.slice(0, 12)}…${hash.slice(-6)}` : '—');

/**
 * Drop a bundle, see each file, its hash, the signature and the conversion context; tampering shown
 * plainly. Its problems and the context's words come in the page's `locale` (the route renders them);
 * the signed statement stays one click away, exactly as signed.
 */
export function BundleChecker({ labels, locale = 'en' }: { labels: VerifyLabels; locale?: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [trust, setTrust] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    const body = new FormData();
    body.set('bundle', file);
    if (trust.trim()) body.set('trust', trust);
    try {
      const response = await timedFetch(`/api/verify?locale=${encodeURIComponent(locale)}`, { method: 'POST', body, timeoutMs: VERIFY_TIMEOUT_MS });
      setOutcome((await response.json()) as Outcome);
    } catch (error) {
      setOutcome(
        isRequestTimeout(error)
          ? { error: { code: error.code, message: labels.timeout.replace('{n}', String(error.timeoutMs)) } }
          : { error: { code: 'NETWORK', message: (error as Error).message } },
      );
    } finally {
      setBusy(false);
    }
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    const dropped = event.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  }

  return (
    <div className="space-y-8">
      <form onSubmit={submit} className="space-y-4">
        <label
          htmlFor={inputId}
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop}
          className="flex min-h-32 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-6 text-center hover:border-brand-500"
        >
          <span className="font-medium text-ink">{file ? file.name : labels.drop}</span>
          <span className="mt-2 btn-secondary min-h-11">{labels.choose}</span>
          <input
            id={inputId}
            type="file"
            accept=".zip,application/zip"
            className="sr-only"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <Field label={labels.trustLabel} hint={labels.trustHint}>
          {(control) => (
            <textarea
              {...control}
              value={trust}
              onChange={(e) => setTrust(e.target.value)}
              rows={3}
              placeholder="-----BEGIN PUBLIC KEY-----"
              className={`${controlClass} font-mono text-xs`}
            />
          )}
        </Field>
        <button type="submit" disabled={!file || busy} className="btn-primary min-h-11">
          {busy ? labels.checking : labels.check}
        </button>
      </form>

      <div aria-live="polite">{outcome && <Result outcome={outcome} labels={labels} locale={locale} />}</div>
    </div>
  );
}

function Result({ outcome, labels, locale }: { outcome: Outcome; labels: VerifyLabels; locale: string }) {
  if ('error' in outcome) {
    return (
      <Alert tone="error">
        {outcome.error.message}
      </Alert>
    );
  }
  const predicate = outcome.predicate && typeof outcome.predicate === 'object' ? (outcome.predicate as Record<string, unknown>) : null;
  // An older route's answer (a page open across a deploy) has no readable context: the JSON still shows.
  const context = outcome.context ?? null;
  return (
    <section className="space-y-6" aria-label={outcome.file}>
      <div
        role="status"
        data-verified={outcome.ok}
        className={`rounded-xl border p-5 ${outcome.ok ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'}`}
      >
        <h2 className="text-xl font-bold">{outcome.ok ? labels.intact : labels.failed}</h2>
        <p className="mt-1 text-sm">{outcome.ok ? labels.intactText : labels.failedText}</p>
      </div>

      {outcome.ignoredFolders.length > 0 && (
        <p data-testid="ignored-folders" className="text-sm text-slate-600">
          {labels.ignoredFolders.replace('{count}', String(outcome.ignoredFolders.length)).replace('{names}', outcome.ignoredFolders.join(', '))}
        </p>
      )}

      {outcome.problems.length > 0 && (
        <div>
          <h3 className="font-semibold text-ink">{labels.problems}</h3>
          <ul className="mt-2 list-disc space-y-1 break-words pl-5 text-sm text-red-900">
            {outcome.problems.map((p, i) => (
              <li key={i}>
                <code className="font-semibold">{p.code}</code> — {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div>
        <h3 className="font-semibold text-ink">{labels.signature}</h3>
        <ul className="mt-2 space-y-1 text-sm">
          <li>{labels.signatureStatus.replace('{status}', labels.signatureStatuses[outcome.signature.status] ?? outcome.signature.status)}</li>
          {/* Fingerprints are one long word (problems quote them too): broken anywhere, so a phone’s width holds them. */}
          <li className="break-all font-mono text-xs">{labels.signer.replace('{fingerprint}', outcome.signature.signerFingerprint ?? '—')}</li>
          <li className={outcome.signature.trusted ? 'text-green-800' : 'text-red-800'}>
            {outcome.signature.trusted ? labels.trusted : labels.untrusted}
          </li>
          <li className="break-all text-xs text-slate-500">
            {labels.trustedKeys}: {outcome.trustedFingerprints.join(', ')}
          </li>
        </ul>
      </div>

      <div>
        <h3 className="font-semibold text-ink">{labels.files}</h3>
        <Table label={labels.files} frame="bare" className="mt-2">
          <TableHead>
            <ColumnHeader>{labels.file}</ColumnHeader>
            <ColumnHeader>{labels.expected}</ColumnHeader>
            <ColumnHeader>{labels.actual}</ColumnHeader>
            <ColumnHeader>{labels.status}</ColumnHeader>
          </TableHead>
          <TableBody>
            {outcome.files.map((f) => (
              <Row key={f.name} data-status={f.status}>
                <Cell className="font-mono text-xs">{f.name}</Cell>
                <Cell className="font-mono text-xs" title={f.expectedSha256 ?? ''}>
                  {short(f.expectedSha256)}
                </Cell>
                <Cell className="font-mono text-xs" title={f.actualSha256 ?? ''}>
                  {short(f.actualSha256)}
                </Cell>
                <Cell className={`font-semibold ${f.status === 'ok' ? 'text-green-800' : 'text-red-800'}`}>{labels.statuses[f.status] ?? f.status}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      </div>

      {predicate && (
        <div>
          <h3 className="font-semibold text-ink">{labels.context}</h3>
          {context && <ConversionContext context={context} labels={labels.contextView} locale={locale} />}
          {/* What the signature covers, as signed: its notes are the run's English record with their text ids. */}
          <details className="mt-4 rounded-lg border border-slate-200 p-3" data-signed-statement>
            <summary className="cursor-pointer text-sm font-medium text-ink">{labels.signedStatement}</summary>
            <p className="mt-2 text-xs text-slate-600">{labels.signedStatementHint}</p>
            <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-100 p-4 text-xs">{JSON.stringify(predicate, null, 2)}</pre>
          </details>
        </div>
      )}
    </section>
  );
}
