import { describe, expect, it } from 'vitest';
import { refusalIn } from '@/lib/actions/refusals';
import { render, say } from '@/lib/catalog/messages';

const purged = { code: 'invalid', said: say('job.uploadPurged.rerun', { file: 'bremsen.csv' }) };

describe('a refusal as an action answer', () => {
  it('says a refusal by its code in the shared words, or in the action’s own', () => {
    expect(refusalIn({ code: 'conflict' }, {}, 'de')).toEqual({ ok: false, error: { key: 'actions.refused.conflict', code: 'conflict' } });
    expect(refusalIn({ code: 'not_allowed' }, { not_allowed: 'catalogs.reference.who' }, 'de')).toEqual({ ok: false, error: { key: 'catalogs.reference.who', code: 'not_allowed' } });
  });

  it('gives the reason the engine said, in the page’s language, instead of the shared words', () => {
    const reason = render(purged.said, 'de');
    expect(reason).toContain('bremsen.csv wurde nach Ablauf der Aufbewahrungsfrist gelöscht');
    expect(refusalIn(purged, { not_allowed: 'catalogs.reference.who' }, 'de')).toEqual({ ok: false, error: { key: 'actions.refused.said', values: { reason }, code: 'invalid' } });
  });

  it('keeps the action’s own words for the code over the engine’s reason', () => {
    expect(refusalIn(purged, { invalid: 'settings.errors.importEmpty' }, 'de')).toEqual({ ok: false, error: { key: 'settings.errors.importEmpty', code: 'invalid' } });
  });
});
