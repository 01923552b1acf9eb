import { describe, expect, it } from 'vitest';
import { openCatalog } from '@/lib/catalog/ingest';
import { findingMessage, render } from '@/lib/catalog/messages';
import { verifyEvidenceBundle } from '@/lib/catalog/evidence';

/** The refusals a user meets first, in their language: one German rendering per texts file. */
describe('engine refusals in the reader’s language', () => {
  it('says a catalog file refused at upload in German, from its code and parameters (texts/ingest.ts)', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
    const result = await openCatalog({ bytes, name: 'katalog.pdf' });
    if (!('error' in result)) throw new Error('expected a refusal');
    expect(result.error.message).toBe(
      'katalog.pdf is a PDF document, which cannot be read as a catalog. Export the catalog from its source system as XLSX or CSV; PDF tables cannot be read reliably.',
    );
    expect(findingMessage(result.error, 'de')).toBe(
      'katalog.pdf ist ein PDF-Dokument und kann nicht als Katalog gelesen werden. Exportieren Sie den Katalog aus seinem Quellsystem als XLSX oder CSV; PDF-Tabellen lassen sich nicht zuverlässig lesen.',
    );
  });

  it('says a verification problem in German (texts/evidence.ts)', async () => {
    const result = await verifyEvidenceBundle(new Uint8Array(40), { trustedKeys: [] });
    const [problem] = result.problems;
    expect(problem).toMatchObject({ code: 'BUNDLE_UNREADABLE', message: 'The file is not a zip archive (no end-of-directory record).' });
    expect(render({ id: problem!.messageId ?? problem!.code, params: problem!.params }, 'de')).toBe(
      'Die Datei ist kein ZIP-Archiv (kein End-of-Directory-Eintrag).',
    );
  });
});
