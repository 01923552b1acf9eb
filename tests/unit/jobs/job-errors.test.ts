import { describe, expect, it } from 'vitest';
import { errorFromCrash, errorFromDeadLetter, jobErrorOf, jobErrorSaid } from '@/lib/jobs/job-errors';
import { say } from '@/lib/catalog/messages';
import { jobErrorFrom, jobErrorIn } from '@/lib/data/catalogs';

const LAST_TRY = { jobId: 'j', retryCount: 2, retryLimit: 2 };
const EARLY_TRY = { jobId: 'j', retryCount: 0, retryLimit: 2 };

/** As the job stores it (jsonb) and the page reads it back. */
const stored = (value: unknown) => jobErrorFrom(JSON.parse(JSON.stringify(value)));

describe('job errors in the reader’s language', () => {
  it('keeps the English message for logs and renders the same error in German and Italian', () => {
    const error = errorFromCrash(new Error('disk full'), LAST_TRY);
    expect(error.code).toBe('JOB_CRASHED');
    expect(error.message).toBe('The job stopped unexpectedly (disk full). It was tried the most times allowed; run it again, and tell your administrator if it fails again.');
    expect(jobErrorIn(stored(error), 'de')!.message).toBe(
      'Der Auftrag wurde unerwartet abgebrochen (Meldung des Systems: disk full). Er wurde so oft versucht wie erlaubt; starten Sie ihn erneut und informieren Sie Ihre Administration, wenn er wieder fehlschlägt.',
    );
    expect(jobErrorIn(stored(errorFromCrash('timeout', EARLY_TRY)), 'it')!.message).toBe('Il lavoro si è interrotto inaspettatamente (messaggio del sistema: timeout). Verrà ritentato a breve.');
  });

  it('says a dead letter with and without the worker’s last words', () => {
    expect(errorFromDeadLetter({ value: { message: 'lease expired' } }).message).toBe('The job did not finish after its retries (lease expired). Run it again.');
    expect(jobErrorIn(errorFromDeadLetter(null), 'fr').message).toBe('La tâche ne s’est pas terminée malgré ses nouvelles tentatives. Relancez-la.');
  });

  it('renders a refusal with its file name, and one wrapped in a batch file’s name, keeping the inner code', () => {
    const missing = jobErrorOf('UPLOAD_MISSING', say('UPLOAD_MISSING', { file: 'bremsen.csv' }));
    expect(missing.message).toBe('The stored copy of bremsen.csv is missing. Upload the file again.');
    const inBatch = jobErrorOf(missing.code, say('job.inFile', { file: 'a.csv', reason: jobErrorSaid(missing) }));
    expect(inBatch).toMatchObject({ code: 'UPLOAD_MISSING', messageId: 'job.inFile', message: 'a.csv: The stored copy of bremsen.csv is missing. Upload the file again.' });
    expect(jobErrorIn(stored(inBatch), 'es')!.message).toBe('a.csv: Falta la copia guardada de bremsen.csv. Suba el archivo de nuevo.');
  });

  it('formats counts per locale and keeps names as written', () => {
    const error = jobErrorOf('BATCH_NOT_READY', say('BATCH_NOT_READY', { unfinished: 2, total: 3, files: 'a.csv, b.csv' }));
    expect(error.message).toBe('2 of 3 files have not converted yet (a.csv, b.csv). Export once every file has finished.');
    expect(jobErrorIn(error, 'de').message).toBe('2 von 3 Dateien sind noch nicht konvertiert (a.csv, b.csv). Exportieren Sie, sobald jede Datei fertig ist.');
  });

  it('shows the stored English of an error saved before errors had parameters, and drops parameters it cannot read', () => {
    expect(jobErrorIn(stored({ code: 'JOB_CRASHED', message: 'disk full' }), 'de')).toEqual({ code: 'JOB_CRASHED', message: 'disk full' });
    expect(stored({ code: 'X', message: 'm', params: { a: true } })).toEqual({ code: 'X', message: 'm' });
    expect(stored({ message: 'no code' })).toBeNull();
    expect(jobErrorIn(null, 'fr')).toBeNull();
  });
});
