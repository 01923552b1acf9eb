import type { Finding } from '@/lib/catalog';
import type { JobError } from '@/lib/workspace-data';

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

/** Bad input is the user's to fix: the engine's finding, as it said it. */
export function errorFromFinding(finding: Finding): JobError {
  return { code: finding.code, message: finding.message };
}

/**
 * Anything else (a crash, a storage or database failure) is ours: the message says what happened
 * and that it will be retried or was given up, without stack traces.
 */
export function errorFromCrash(error: unknown, run: JobRun): JobError {
  const what = error instanceof Error ? error.message : String(error);
  const next = isLastTry(run)
    ? 'It was tried the most times allowed; run it again, and tell your administrator if it fails again.'
    : 'It will be retried shortly.';
  return { code: 'JOB_CRASHED', message: `The job stopped unexpectedly (${what.slice(0, 500)}). ${next}` };
}

/** pg-boss gave up on a job whose worker never reported back (it died or outlived its lease). */
export function errorFromDeadLetter(output: unknown): JobError {
  const message = (output as { message?: unknown; value?: { message?: unknown } } | null)?.value?.message ?? (output as { message?: unknown } | null)?.message;
  return {
    code: 'JOB_FAILED',
    message: `The job did not finish after its retries${typeof message === 'string' ? ` (${message.slice(0, 300)})` : ''}. Run it again.`,
  };
}
