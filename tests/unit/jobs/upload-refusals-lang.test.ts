import { describe, expect, it } from 'vitest';
import { findingMessage, render } from '@/lib/catalog/messages';
import { fromRefusal, problemFields } from '@/lib/api/errors';
import { cutOff, overQuota, tooLargeForWorkspace } from '@/lib/jobs/upload-refusals';

/**
 * Issue 16: an upload refused by its size says so in the reader's language, its sizes written the
 * reader's way at render time (formatBytes) — the English stored beside it word for word as before.
 */
const MB = 1024 * 1024;

describe('an upload refused by its size', () => {
  it('over the limit per file: the limit in the reader’s units, the English as it was', () => {
    const refusal = tooLargeForWorkspace('katalog.csv', 10 * MB);
    expect(refusal.message).toBe("katalog.csv is larger than this workspace's limit of 10 MB per file. Split the catalog, or ask an owner to raise the limit in Settings.");
    expect(refusal.finding).toMatchObject({ code: 'UPLOAD_TOO_LARGE', file: 'katalog.csv', params: { limit: { bytes: 10 * MB } } });
    expect(render(refusal.said!, 'de')).toBe(
      'katalog.csv ist größer als das Limit dieses Arbeitsbereichs von 10 MB pro Datei. Teilen Sie den Katalog auf, oder bitten Sie einen Inhaber, das Limit in den Einstellungen zu erhöhen.',
    );
    // French writes megabytes as "Mo", with a narrow no-break space and a decimal comma.
    expect(render(tooLargeForWorkspace('c.csv', 1.5 * MB).said!, 'fr')).toContain('la limite de cet espace de travail, 1,5\u202fMo par fichier');
  });

  it('over the quota: what is kept and what may be kept, and the file’s own size when it was declared', () => {
    const usage = { usedBytes: 900 * MB, quotaBytes: 1024 * MB };
    const declared = overQuota('gross.csv', usage, 200 * MB);
    expect(declared.message).toBe(
      'This workspace keeps 900 MB of uploads (uploads in progress included) and may keep 1 GB; gross.csv (200 MB) does not fit. Nothing was stored. Ask an owner to raise the quota or shorten the retention period.',
    );
    expect(findingMessage(declared.finding!, 'es')).toBe(
      'Este espacio de trabajo conserva 900 MB de subidas (incluidas las que están en curso) y puede conservar 1 GB; gross.csv (200 MB) no cabe. No se ha guardado nada. Pida a un propietario que aumente la cuota o acorte el periodo de conservación.',
    );
    const undeclared = overQuota('gross.csv', { usedBytes: 1536 * MB, quotaBytes: 2048 * MB }, undefined);
    expect(render(undeclared.said!, 'de')).toMatch(/^Dieser Arbeitsbereich bewahrt 1,5\sGB an Uploads auf .* und darf 2\sGB aufbewahren; für gross\.csv ist kein Platz mehr\./);
  });

  it('longer than its request declared: the exact count, grouped the reader’s way', () => {
    const refusal = cutOff('lügner.csv', { boundBy: 'declared_size', maxBytes: 12_345, quota: null });
    expect(refusal.message).toBe('lügner.csv sent more than the 12,345 bytes its request declared (Content-Length), so it was cut off and nothing was stored. Send the file again, unchanged.');
    expect(render(refusal.said!, 'it')).toBe(
      'lügner.csv ha inviato più dei 12.345 byte dichiarati dalla sua richiesta (Content-Length), quindi è stato interrotto e non è stato salvato nulla. Inviate di nuovo il file, senza modifiche.',
    );
  });

  it('answers the API in the caller’s language, its finding too, the codes unchanged', () => {
    const body = problemFields(fromRefusal(tooLargeForWorkspace('katalog.csv', 200 * MB)), 'de');
    expect(body.code).toBe('upload_too_large');
    expect(body.message).toMatch(/^katalog\.csv ist größer als das Limit dieses Arbeitsbereichs von 200 MB pro Datei\./);
    expect(body.finding).toMatchObject({ code: 'UPLOAD_TOO_LARGE', message: body.message, params: { limit: { bytes: 200 * MB } } });
    expect(problemFields(fromRefusal(tooLargeForWorkspace('katalog.csv', 200 * MB)), 'en').finding!.message).toMatch(/^katalog\.csv is larger than/);
  });
});

describe('the API’s own refusals around Postgres’s words', () => {
  it('end the database’s sentence before saying how keys act (German)', () => {
    const body = problemFields(fromRefusal({ ok: false, code: 'not_allowed', message: 'permission denied for table conversions' }), 'de');
    expect(body.code).toBe('not_allowed');
    expect(body.message).toBe(
      'Das ist Ihnen nicht erlaubt (Meldung der Datenbank: permission denied for table conversions). API-Schlüssel handeln mit der Rolle des Inhabers, der sie erstellt hat.',
    );
  });
});
