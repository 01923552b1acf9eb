/**
 * changes.csv is the change summary a person opens: in a German workspace its column names and
 * kinds of change are German (issue 16), while IDs, part numbers and ACES names stay as delivered
 * and changes.json — read by programs — is byte-identical in every language.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeKindWord, changesCsvHeader, diffAces, writeDelta, type AcesDiff } from '@/lib/catalog/diff';
import { MESSAGE_LOCALES } from '@/lib/catalog/messages';
import { fixture } from '../assess/standards';

const OLD = fixture('aces', 'diff', 'old.xml');
const NEW = fixture('aces', 'diff', 'new.xml');
const today = new Date('2026-02-01');
let dir = '';
let diff: AcesDiff;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'partsmith-changes-lang-'));
  diff = await diffAces(OLD, NEW);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const lines = async (file: string) => (await readFile(file, 'utf8')).trimEnd().split('\r\n');

describe('changes.csv in the workspace’s language', () => {
  it('writes German column names and kinds of change, with a BOM so Excel reads the umlauts', async () => {
    const en = await writeDelta(diff, path.join(dir, 'en'), {}, { today });
    const de = await writeDelta(diff, path.join(dir, 'de'), {}, { today, locale: 'de' });
    const [enHead, ...enRows] = await lines(en.changesCsv);
    const [deHead, ...deRows] = await lines(de.changesCsv);

    expect(enHead).toBe('change,vehicle,attributes,part_type,position,conditions,part,old_app_id,old_line,old_qty,old_mfr_label,new_app_id,new_line,new_qty,new_mfr_label');
    expect(deHead).toBe(
      '\uFEFFÄnderung,Fahrzeug,Attribute,Teiletyp,Position,Bedingungen,Teil,App-ID (vorher),Zeile (vorher),Menge (vorher),MfrLabel (vorher),App-ID (nachher),Zeile (nachher),Menge (nachher),MfrLabel (nachher)',
    );
    expect(enRows.map((r) => r.split(',')[0])).toEqual(['deleted', 'deleted', 'changed', 'changed', 'added', 'added']);
    expect(deRows.map((r) => r.split(',')[0])).toEqual(['gelöscht', 'gelöscht', 'geändert', 'geändert', 'hinzugefügt', 'hinzugefügt']);
    // Only the kind of change is translated: vehicles, IDs and part numbers are the delivery's.
    expect(deRows.map((r) => r.slice(r.indexOf(',')))).toEqual(enRows.map((r) => r.slice(r.indexOf(','))));
  });

  it('keeps changes.json the same in every language (its keys, kinds and summary are for programs)', async () => {
    const en = await readFile((await writeDelta(diff, path.join(dir, 'json-en'), {}, { today })).changesJson, 'utf8');
    for (const locale of MESSAGE_LOCALES) {
      const r = await writeDelta(diff, path.join(dir, `json-${locale}`), {}, { today, locale });
      expect(await readFile(r.changesJson, 'utf8')).toBe(en);
    }
    expect(JSON.parse(en).summary).toBe('2 added, 2 deleted, 2 changed');
  });

  it('has a distinct, non-English name for every column and kind in French, Spanish and Italian', () => {
    const english = changesCsvHeader('en');
    for (const locale of ['fr', 'es', 'it'] as const) {
      const header = changesCsvHeader(locale);
      expect(new Set(header).size).toBe(header.length);
      expect(header.filter((name, i) => name === english[i])).toEqual([]);
      for (const kind of ['added', 'deleted', 'changed'] as const) expect(changeKindWord(kind, locale)).not.toBe(kind);
    }
  });
});
