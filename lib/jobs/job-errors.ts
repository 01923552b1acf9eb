import type { Finding } from '@/lib/catalog';
import { render, say, saidFields, type Said } from '@/lib/catalog/messages';
import type { JobError } from '@/lib/data/catalogs/files';

/** How a pg-boss job is going: its id and how many tries it has had and may have. */
export interface JobRun {
  jobId: string | null;
  retryCount: number;
  retryLimit: number;
}

/** A run outside pg-boss (tests, tools): one try, no retry. */
export const SINGLE_RUN: JobRun = { jobId: null, retryCount: 0, retryLimit: 0 };

/** Whether this try is the last one pg-boss will make. */
export function isLastTry(run: JobRun): boolean {
  return run.retryCount >= run.retryLimit;
}

/**
 * A job error said as a catalogue text (texts/jobs.ts): the English `message` for logs and the
 * parameters for readers of other languages (decision 0013).
 */
export function jobErrorOf(code: string, said: Said): JobError {
  return { code, message: render(said), ...saidFields(code, said) };
}

/** A job error said again inside another text (`job.inFile`), keeping its code. */
export function jobErrorSaid(error: JobError): Said | string {
  return error.params === undefined ? error.message : { id: error.messageId ?? error.code, params: error.params };
}

/** Bad input is the user's to fix: the engine's finding, as it said it (with its parameters). */
export function errorFromFinding(finding: Finding): JobError {
  return {
    code: finding.code,
    message: finding.message,
    ...(finding.params !== undefined ? { params: finding.params } : {}),
    ...(finding.messageId !== undefined ? { messageId: finding.messageId } : {}),
  };
}

/**
 * Anything else (a crash, a storage or database failure) is ours: the message says what happened
 * and that it will be retried or was given up, without stack traces.
 */
export function errorFromCrash(error: unknown, run: JobRun): JobError {
  const what = error instanceof Error ? error.message : String(error);
  return jobErrorOf('JOB_CRASHED', say('JOB_CRASHED', { what: what.slice(0, 500), next: say(isLastTry(run) ? 'job.triedMost' : 'job.willRetry') }));
}

/** pg-boss gave up on a job whose worker never reported back (it died or outlived its lease). */
export function errorFromDeadLetter(output: unknown): JobError {
  const message = (output as { message?: unknown; value?: { message?: unknown } } | null)?.value?.message ?? (output as { message?: unknown } | null)?.message;
  return typeof message === 'string'
    ? jobErrorOf('JOB_FAILED', say('job.failedWithDetail', { detail: message.slice(0, 300) }))
    : jobErrorOf('JOB_FAILED', say('JOB_FAILED'));
}
