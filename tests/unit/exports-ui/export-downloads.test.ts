import { describe, expect, it } from 'vitest';
import { exportFileHref } from '@/components/exports/export-links';
import { deliverableKind, downloadContentType, type Export, exportDeliverables, exportDownloadName, findExportFile, safeDownloadName } from '@/lib/data/exports';

const sha = (c: string) => c.repeat(64);

function anExport(files: { name: string; c: string; bytes?: number }[], overrides: Partial<Export> = {}): Export {
  return {
    id: '7d1f3c1e-3a2b-4c5d-8e9f-0a1b2c3d4e5f',
    workspaceId: 'w',
    requestId: 'r',
    conversionId: 'c',
    batchId: null,
    brand: 'BKMN',
    acesVersion: '4.2',
    piesVersion: '7.2',
    files: files.map((f) => ({ name: f.name, storageKey: sha(f.c), sha256: sha(f.c), bytes: f.bytes ?? 100 })),
    bundleKey: sha('e'),
    bundleSha256: sha('e'),
    bundleBytes: 4096,
    counts: {},
    decisions: {},
    signerFingerprint: null,
    previousExportId: null,
    checks: null,
    createdBy: null,
    createdAt: new Date('2026-11-22T10:15:00Z'),
    ...overrides,
  };
}

const CONVERSION_FILES = [
  { name: 'report.json', c: '1' },
  { name: 'pies.xml', c: '2' },
  { name: 'aces.xml', c: '3' },
  { name: 'flagged.csv', c: '4' },
  { name: 'report.html', c: '5' },
  { name: 'mapping.json', c: '6' },
  { name: 'review/decisions.json', c: '7' },
  { name: 'changes/changes.json', c: '8' },
  { name: 'changes/changes.csv', c: '9' },
  { name: 'changes/aces-update.xml', c: 'a' },
];

describe('download names', () => {
  it('name a deliverable after the brand, the day and the file, without its folder', () => {
    const exp = { brand: 'BKMN', createdAt: new Date('2026-11-22T23:59:00Z') };
    expect(exportDownloadName(exp, 'aces.xml')).toBe('partsmith-BKMN-2026-11-22-aces.xml');
    expect(exportDownloadName(exp, 'changes/aces-update.xml')).toBe('partsmith-BKMN-2026-11-22-changes-aces-update.xml');
    expect(exportDownloadName(exp, 'files/01-brakes/aces.xml')).toBe('partsmith-BKMN-2026-11-22-files-01-brakes-aces.xml');
  });

  it('cannot carry a header injection, a path or a quote into Content-Disposition', () => {
    for (const hostile of ['a"; filename*=UTF-8\'\'evil.exe', 'x\r\nSet-Cookie: s=1', '../../etc/passwd', '..\\..\\boot.ini', 'a\u0000b.xml', '“quoted”.xml']) {
      const name = safeDownloadName(hostile);
      expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
      expect(name).not.toContain('..' + '/');
    }
    expect(safeDownloadName('../../etc/passwd')).toBe('etc_passwd');
  });

  it('keep letters readable and fall back to a neutral name when nothing is left', () => {
    expect(safeDownloadName('Bremsbeläge Größe.csv')).toBe('Bremsbelage_Gro_e.csv');
    expect(safeDownloadName('…')).toBe('download');
    expect(safeDownloadName('x'.repeat(400))).toHaveLength(150);
  });
});

describe('an export’s deliverables', () => {
  it('lists every file and the evidence bundle, deliverables first and the bundle last', () => {
    const list = exportDeliverables(anExport(CONVERSION_FILES));
    expect(list.map((d) => d.name)).toEqual([
      'aces.xml',
      'pies.xml',
      'flagged.csv',
      'changes/aces-update.xml',
      'changes/changes.csv',
      'changes/changes.json',
      'report.html',
      'report.json',
      'review/decisions.json',
      'mapping.json',
      'evidence.zip',
    ]);
    const bundle = list.at(-1)!;
    expect(bundle).toMatchObject({ kind: 'bundle', storageKey: sha('e'), sha256: sha('e'), bytes: 4096, contentType: 'application/zip' });
    expect(bundle.downloadName).toBe('partsmith-BKMN-2026-11-22-evidence.zip');
  });

  it('serves each kind with its own content type', () => {
    expect(downloadContentType('aces.xml')).toBe('application/xml; charset=utf-8');
    expect(downloadContentType('changes/changes.csv')).toBe('text/csv; charset=utf-8');
    expect(downloadContentType('report.json')).toBe('application/json; charset=utf-8');
    expect(downloadContentType('report.html')).toBe('text/html; charset=utf-8');
    expect(downloadContentType('rows.xlsx')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(downloadContentType('evidence.zip')).toBe('application/zip');
    expect(downloadContentType('notes')).toBe('application/octet-stream');
  });

  it('finds only files the export lists — never a path made up in the URL', () => {
    const exp = anExport(CONVERSION_FILES);
    expect(findExportFile(exp, 'changes/aces-update.xml')).toMatchObject({ kind: 'update', storageKey: sha('a') });
    expect(findExportFile(exp, 'evidence.zip')).toMatchObject({ kind: 'bundle', storageKey: sha('e') });
    for (const name of ['', 'ACES.XML', './aces.xml', '../aces.xml', 'changes/../aces.xml', sha('3'), 'source.csv']) {
      expect(findExportFile(exp, name)).toBeNull();
    }
  });

  it('groups a batch export’s files by source file and labels them by their own name', () => {
    const exp = anExport(
      [
        { name: 'files/02-rotors/aces.xml', c: '1' },
        { name: 'batch.json', c: '2' },
        { name: 'files/01-pads/flagged.csv', c: '3' },
        { name: 'files/01-pads/aces.xml', c: '4' },
        { name: 'files/01-pads/review/decisions.json', c: '5' },
      ],
      { conversionId: null, batchId: 'b' },
    );
    expect(exportDeliverables(exp).map((d) => [d.folder, d.name, d.kind])).toEqual([
      [null, 'batch.json', 'batch'],
      [null, 'evidence.zip', 'bundle'],
      ['files/01-pads', 'files/01-pads/aces.xml', 'aces'],
      ['files/01-pads', 'files/01-pads/flagged.csv', 'delimited'],
      ['files/01-pads', 'files/01-pads/review/decisions.json', 'decisions'],
      ['files/02-rotors', 'files/02-rotors/aces.xml', 'aces'],
    ]);
    expect(deliverableKind('files/03-x/rows.tsv')).toBe('delimited');
  });

  it('lists apps.csv and items.csv right after the XML they repeat, and the checks with the evidence', () => {
    const exp = anExport([
      { name: 'checks/export-checks.json', c: '1' },
      { name: 'items.csv', c: '2' },
      { name: 'flagged.csv', c: '3' },
      { name: 'apps.csv', c: '4' },
      { name: 'aces.xml', c: '5' },
      { name: 'pies.xml', c: '6' },
    ]);
    expect(exportDeliverables(exp).map((d) => [d.name, d.kind, d.contentType])).toEqual([
      ['aces.xml', 'aces', 'application/xml; charset=utf-8'],
      ['pies.xml', 'pies', 'application/xml; charset=utf-8'],
      ['apps.csv', 'appsCsv', 'text/csv; charset=utf-8'],
      ['items.csv', 'itemsCsv', 'text/csv; charset=utf-8'],
      ['flagged.csv', 'delimited', 'text/csv; charset=utf-8'],
      ['checks/export-checks.json', 'checks', 'application/json; charset=utf-8'],
      ['evidence.zip', 'bundle', 'application/zip'],
    ]);
  });

  it('links downloads with the file name as one encoded path segment', () => {
    expect(exportFileHref('e1', 'changes/aces-update.xml')).toBe('/api/exports/e1/files/changes%2Faces-update.xml');
    expect(exportFileHref('e1', 'evidence.zip')).toBe('/api/exports/e1/files/evidence.zip');
  });
});
