import { describe, expect, it } from 'vitest';
import { MESSAGE_LOCALES, render, say } from '@/lib/catalog/messages';

/** Issue 16: an export that is not waiting for confirmation names its status in the reader's words. */
describe('refusal.exportNotWaiting', () => {
  it('says the status in the reader’s language, as the export pages name it', () => {
    const said = (status: string) => say('refusal.exportNotWaiting', { status });
    expect(render(said('queued'), 'de')).toBe('Dieser Export wartet nicht auf eine Bestätigung (Status: Wartet).');
    expect(render(said('running'), 'fr')).toBe('Cet export n’attend pas de confirmation (état : en cours).');
    expect(render(said('failed'), 'es')).toBe('Esta exportación no está esperando confirmación (estado: fallida).');
    expect(render(said('succeeded'), 'it')).toBe('Questa esportazione non è in attesa di conferma (stato: pubblicata).');
    expect(render(said('awaiting_confirmation'), 'en')).toBe('This export is not waiting for confirmation (it is awaiting confirmation).');
  });

  it('has a word of its own for every status an export request has, in every other language', () => {
    for (const status of ['queued', 'running', 'awaiting_confirmation', 'succeeded', 'failed', 'expired']) {
      for (const locale of MESSAGE_LOCALES.filter((l) => l !== 'en')) expect(render(say('refusal.exportNotWaiting', { status }), locale), `${status} ${locale}`).not.toContain(status);
    }
  });
});
