import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from '@/lib/http/upload';
import { conversionDownloadName, exportDownloadName } from '@/lib/data/exports/download-names';

/** What a 300-character upload name is stored as (the sanitiser keeps it at 255 bytes with its extension). */
const LONG_UPLOAD = sanitizeFileName(`${'brake-pads-front-axle-'.repeat(14)}2026.csv`);

describe('download names of deliverables derived from the upload name', () => {
  it('keep the deliverable’s name and extension after a 300-character upload name', () => {
    for (const output of ['aces.xml', 'pies.xml', 'report.html', 'flagged.csv', 'evidence.zip']) {
      const name = conversionDownloadName({ brand: 'BKMN', fileName: LONG_UPLOAD }, output);
      expect(name.length).toBeLessThanOrEqual(150);
      expect(name.endsWith(`-${output}`), name).toBe(true);
      expect(name.startsWith('partsmith-BKMN-brake-pads-front-axle-')).toBe(true);
    }
  });

  it('keep a batch deliverable’s folder and name after a very long brand', () => {
    const exp = { brand: 'B'.repeat(300), createdAt: new Date('2026-11-22T10:00:00Z') };
    const name = exportDownloadName(exp, 'files/01-brakes/aces.xml');
    expect(name.length).toBeLessThanOrEqual(150);
    expect(name.endsWith('-files-01-brakes-aces.xml')).toBe(true);
  });

  it('read as before for ordinary names', () => {
    expect(conversionDownloadName({ brand: 'BKMN', fileName: 'Bremsbeläge März.csv' }, 'aces.xml')).toBe('partsmith-BKMN-Bremsbelage_Marz-aces.xml');
    expect(exportDownloadName({ brand: 'BKMN', createdAt: new Date('2026-11-22T10:00:00Z') }, 'changes/aces-update.xml')).toBe(
      'partsmith-BKMN-2026-11-22-changes-aces-update.xml',
    );
  });

  it('stay ASCII, one segment, no quotes or line breaks, whatever the upload was called', () => {
    const name = conversionDownloadName({ brand: 'BK"MN', fileName: '..\\evil"\r\nSet-Cookie: x\u202E.csv' }, 'aces.xml');
    expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(name.endsWith('-aces.xml')).toBe(true);
  });
});
