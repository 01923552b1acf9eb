import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffAces, writeDelta } from '@/lib/catalog/diff';
import { fixture } from '../assess/standards';

const OLD = fixture('aces', 'diff', 'old.xml');
const today = new Date('2026-02-01');
let dir = '';
const exists = (p: string) => access(p).then(() => true, () => false);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'partsmith-no-update-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a change summary with nothing in it', () => {
  it('writes no UPDATE file and says "no changes"', async () => {
    const d = await diffAces(OLD, OLD);
    const out = path.join(dir, 'same');
    const r = await writeDelta(d, out, {}, { today });
    expect(r).toMatchObject({ updateXml: null, noChanges: true, adds: 0, deletes: 0 });
    expect(await exists(path.join(out, 'aces-update.xml'))).toBe(false);
    expect(r.findings.map((f) => f.code)).toEqual(['DELTA_NO_CHANGES']);
    const json = JSON.parse(await readFile(r.changesJson, 'utf8'));
    expect(json).toMatchObject({ summary: 'no changes', changes: [] });
    expect((await readFile(r.changesCsv, 'utf8')).trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('writes no UPDATE file when the only changes are apps an UPDATE cannot carry', async () => {
    // Only a Years/Make/Model app changes: listed in the JSON and CSV, nothing for the XML.
    const text = await readFile(OLD, 'utf8');
    const changed = text.replace(/(<Model id="668"\/>\s*<Qty>)\d+/, '$17');
    expect(changed).not.toBe(text);
    const d = await diffAces(OLD, { bytes: Buffer.from(changed), name: 'ymm-only.xml' });
    expect(d.counts.changed).toBeGreaterThan(0);
    const out = path.join(dir, 'ymm-only');
    const r = await writeDelta(d, out, {}, { today });
    expect(r).toMatchObject({ updateXml: null, noChanges: false, adds: 0, deletes: 0 });
    expect(await exists(path.join(out, 'aces-update.xml'))).toBe(false);
    expect(r.findings.map((f) => f.code)).toContain('DELTA_APP_NOT_WRITABLE');
    expect(JSON.parse(await readFile(r.changesJson, 'utf8')).summary).toMatch(/changed/);
  });
});
