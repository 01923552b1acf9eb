import { describe, expect, it } from 'vitest';
import { detectMapping, inferSettings, settingsOf, toMappingRecord } from '@/lib/catalog/mapping';
import { chooseMapping, normalizeSettings } from '@/lib/catalog/convert/mapping-stage';
import { rows } from './sample-rows';

/** Issue 13 point 2: no silent defaults — every assumption inferred, stated with its basis, changeable. */
describe('catalog settings', () => {
  const fitment = (extra: string[], cells: string[][]) => {
    const header = ['Part Number', 'Make', 'Model', 'Year', ...extra];
    const sample = rows(...cells.map((c, i) => [`P${i}`, 'Ford', 'Focus', '2015', ...c]));
    return { header, sample, mapping: detectMapping(header, sample) };
  };

  it('states Qty 1 for a fitment catalog without a quantity column, and nothing once one is mapped', () => {
    const none = fitment([], [[], [], []]);
    expect(inferSettings(none.mapping, none.sample)).toEqual([{ setting: 'defaultQty', value: 1, basis: expect.stringMatching(/no quantity column/), said: { id: 'note.map.basis.qty' }, by: 'inferred' }]);
    const withQty = fitment(['Qty'], [['1'], ['2'], ['4']]);
    expect(inferSettings(withQty.mapping, withQty.sample)).toEqual([]);
  });

  it('infers the decimal mark from numbers that show it, and says which', () => {
    const { mapping, sample } = fitment(['Qty', 'Gewicht (kg)'], [['1', '0,95'], ['1', '1,250'], ['2', '12,5']]);
    const mark = inferSettings(mapping, sample).find((a) => a.setting === 'decimalMark');
    expect(mark).toMatchObject({ value: ',', by: 'inferred', basis: expect.stringMatching(/decimal comma \(e\.g\. "0,95"/) });
  });

  it('assumes the decimal mark from the language only when a number is ambiguous and none shows it', () => {
    const header = ['Artikelnummer', 'Marke', 'Modell', 'Baujahr', 'Menge', 'Gewicht (kg)'];
    const sample = rows(['A1', 'VW', 'Golf', '2015', '1', '1,250'], ['A2', 'VW', 'Golf', '2016', '1', '2,500'], ['A3', 'VW', 'Golf', '2016', '1', '3']);
    const mark = inferSettings(detectMapping(header, sample), sample).find((a) => a.setting === 'decimalMark');
    expect(mark?.value).toBe(',');
    expect(mark?.basis).toMatch(/could be thousands or decimals; a German catalog: decimal comma assumed/);
  });

  it.each([
    ['de', ['Artikelnummer', 'Preis'], 'EUR'],
    ['fr', ['Référence', 'Prix'], 'EUR'],
    ['en', ['Part Number', 'Price'], 'USD'],
  ])('assumes the currency of bare prices from the language (%s), with the basis', (_lang, header, code) => {
    const sample = rows(['A1', '12,50'], ['A2', '9,99'], ['A3', '15,00']);
    const currency = inferSettings(detectMapping(header!, sample), sample).find((a) => a.setting === 'currency');
    expect(currency).toMatchObject({ value: code, by: 'inferred', basis: expect.stringMatching(/3 of 3 sampled prices carry no currency/) });
  });

  it('needs no currency when the header or the cells carry one', () => {
    const inHeader = rows(['A1', '12,50'], ['A2', '9,99']);
    expect(inferSettings(detectMapping(['Artikelnummer', 'Preis (EUR)'], inHeader), inHeader).find((a) => a.setting === 'currency')).toBeUndefined();
    const inCells = rows(['A1', '12,50 €'], ['A2', '€ 9,99']);
    expect(inferSettings(detectMapping(['Artikelnummer', 'Preis'], inCells), inCells).find((a) => a.setting === 'currency')).toBeUndefined();
  });

  it('reads bare weights by their range and the language: grams in the hundreds, else the home unit', () => {
    const grams = rows(['A1', '850'], ['A2', '1200'], ['A3', '640']);
    expect(settingsOf(inferSettings(detectMapping(['Artikelnummer', 'Gewicht'], grams), grams)).weightUnit).toBe('g');
    const kilos = rows(['A1', '0,85'], ['A2', '1,2'], ['A3', '0,64']);
    expect(settingsOf(inferSettings(detectMapping(['Artikelnummer', 'Gewicht'], kilos), kilos)).weightUnit).toBe('kg');
    const pounds = rows(['A1', '1.85'], ['A2', '2.2'], ['A3', '0.64']);
    expect(settingsOf(inferSettings(detectMapping(['Part Number', 'Weight'], pounds), pounds)).weightUnit).toBe('lb');
  });

  it('lets settings on the mapping win, stated as set there', () => {
    const { mapping, sample } = fitment(['Price'], [['12.50'], ['9.99']]);
    const stated = inferSettings(mapping, sample, { currency: 'CAD', defaultQty: 2 });
    expect(stated).toEqual(
      expect.arrayContaining([
        { setting: 'currency', value: 'CAD', basis: 'set on the mapping', said: { id: 'note.map.basis.set' }, by: 'mapping' },
        { setting: 'defaultQty', value: 2, basis: 'set on the mapping', said: { id: 'note.map.basis.set' }, by: 'mapping' },
      ]),
    );
  });

  it('turns each assumption into a finding and into the normalizer’s settings; a header unit still wins for its column', () => {
    const header = ['Artikelnummer', 'Marke', 'Modell', 'Baujahr', 'Preis', 'Gewicht (g)', 'Länge'];
    const sample = rows(['A1', 'VW', 'Golf', '2015', '12,50', '850', '120'], ['A2', 'VW', 'Golf', '2016', '9,99', '700', '95']);
    const { mapping, findings } = chooseMapping(header, sample);
    expect(findings.map((f) => f.code).sort()).toEqual(['CURRENCY_ASSUMED', 'DECIMAL_MARK_ASSUMED', 'LENGTH_UNIT_ASSUMED', 'QTY_DEFAULT_ASSUMED']);
    expect(findings.every((f) => f.severity === 'warning' && /If that is wrong, change it in the mapping's settings/.test(f.message))).toBe(true);
    const settings = normalizeSettings(mapping);
    expect(settings).toMatchObject({ currency: 'EUR', decimalMark: ',', units: { weight: 'g', length: 'mm' } });
    // The inferred Qty 1 is the engine's own fallback, not a default a person set for every part type.
    expect(settings.defaultQty).toBeUndefined();
  });

  it('records only the settings a person gave with the mapping; inferred ones are inferred again', () => {
    const header = ['Part Number', 'Make', 'Model', 'Year', 'Price'];
    const sample = rows(['P1', 'Ford', 'Focus', '2015', '12.50']);
    const inferred = chooseMapping(header, sample).mapping;
    expect(toMappingRecord(inferred).settings).toBeUndefined();
    const given = chooseMapping(header, sample, { ...toMappingRecord(inferred), settings: { currency: 'CAD' } }).mapping;
    expect(toMappingRecord(given).settings).toEqual({ currency: 'CAD' });
    expect(given.assumptions?.find((a) => a.setting === 'defaultQty')?.by).toBe('inferred');
  });
});
