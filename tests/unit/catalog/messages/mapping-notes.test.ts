import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { chooseMapping, mappingIncomplete } from '@/lib/catalog/convert/mapping-stage';
import { findingMessage, render, type MessageLocale } from '@/lib/catalog/messages';
import { FIELD_TEXTS } from '@/lib/catalog/messages/texts/fields';
import { loadDemoReference } from '@/lib/catalog/reference';
import { CANONICAL_FIELDS } from '@/lib/catalog/types';
import { rows } from '../mapping/sample-rows';

const { reference } = await loadDemoReference();

/** English words of the notes' own phrasing; none may be left in another language's rendering. */
const ENGLISH = /\b(values?|header|reference in use|not used|assumed|read as|reads as|check this|looks? like|sampled|catalog's|would be|better match)\b/i;
const OTHERS: MessageLocale[] = ['de', 'fr', 'es', 'it'];

/** A German catalog that gives the detector something to say about every column and setting. */
function germanCatalog() {
  const header = ['Artikelnummer', 'Warenbezeichnungsschlüssel', 'Marke', 'Modell', 'Baujahr von', 'Baujahr bis', 'Preis', 'Gewicht', 'Seite', 'Feld9'];
  const sample = rows(
    ['A1', 'Bremsbelagsatz', 'VW', 'Golf', '2012', '2015', '12,50', '1,2', '251', '0815'],
    ['A2', 'Bremsscheibe', 'Audi', 'A4', '2014', '2016', '34,00', '2,5', '265', '0816'],
    ['A3', 'Ölfilter', 'BMW', '3 Series', '2011', '2014', '8,90', '0,4', '251', '0817'],
    ['A4', 'Bremsscheibe', 'Ford', 'Focus', '2010', '2013', '31,00', '2,4', '270', '0818'],
    ['A5', 'Stoßdämpfer', 'Ford', 'Focus', '2012', '2013', '55,10', '3,1', '271', '0819'],
    ['A6', 'Ölfilter', 'Opel', 'Astra', '2009', '2012', '7,90', '0,4', '272', '0820'],
  );
  return chooseMapping(header, sample, undefined, { reference });
}

/** Issue 16 point 1: mapping notes, the language guess and assumptions are texts in five languages. */
describe('mapping notes in the reader’s language', () => {
  const { mapping, findings } = germanCatalog();

  it('keeps every note, the language guess and every assumption as a text whose English is the stored note', () => {
    for (const c of mapping.columns) {
      expect(c.said, c.column).toBeDefined();
      expect(render(c.said!, 'en')).toBe(c.note);
    }
    expect(render(mapping.languageSaid!, 'en')).toBe(mapping.languageNote);
    expect(mapping.assumptions?.length).toBeGreaterThan(0);
    for (const a of mapping.assumptions ?? []) expect(render(a.said!, 'en')).toBe(a.basis);
  });

  it('renders them with no English phrasing left in German, French, Spanish or Italian', () => {
    const said = [...mapping.columns.map((c) => c.said!), mapping.languageSaid!, ...(mapping.assumptions ?? []).map((a) => a.said!)];
    for (const locale of OTHERS) {
      for (const s of said) {
        const text = render(s, locale);
        expect(text, `${locale}: ${text}`).not.toMatch(ENGLISH);
        expect(text, `${locale}: ${text}`).not.toMatch(/note\.map|field\./);
      }
    }
    const seite = mapping.columns.find((c) => c.column === 'Seite')!;
    expect(render(seite.said!, 'de')).toMatch(/^Spaltenkopf „Seite“ \(Deutsch, exakt\); die Werte sind Zahlen \(z\. B\. "251", "265"\), aber nur 0\s% davon sind Position-IDs der verwendeten Referenz; nicht verwendet$/);
  });

  it('says the assumptions and the stop before converting in the reader’s language', () => {
    const assumed = findings.filter((f) => f.code.endsWith('_ASSUMED'));
    expect(assumed.map((f) => f.code).sort()).toEqual(['CURRENCY_ASSUMED', 'DECIMAL_MARK_ASSUMED', 'QTY_DEFAULT_ASSUMED', 'WEIGHT_UNIT_ASSUMED']);
    const currency = assumed.find((f) => f.code === 'CURRENCY_ASSUMED')!;
    expect(findingMessage(currency, 'de')).toMatch(/^Angenommene Währung EUR: 6 von 6 geprüften Preisen haben keine Währung .*ein deutscher Katalog: EUR angenommen\./);

    const stop = mappingIncomplete({ ...mapping, columns: mapping.columns.map((c) => (c.field === 'partNumber' ? { ...c, field: null } : c)) }, 'katalog.csv')!;
    expect(stop.message).toMatch(/^Nothing was converted: no column is mapped to Part number \(every application and item needs a part number\)/);
    expect(findingMessage(stop, 'de')).toMatch(/^Nichts wurde konvertiert: Keiner Spalte ist Artikelnummer zugeordnet \(jede Anwendung und jeder Artikel braucht eine Artikelnummer\).*Nicht verwendete Spalten: „Artikelnummer“/);
    for (const locale of OTHERS) expect(findingMessage(stop, locale)).not.toMatch(ENGLISH);
  });
});

describe('field labels', () => {
  it('names every canonical field in the engine’s texts with the same words as the app’s screens', async () => {
    for (const locale of ['en', 'de', 'fr', 'es', 'it'] as const) {
      const app = JSON.parse(await readFile(`messages/${locale}.json`, 'utf8')).preview.fields as Record<string, string>;
      for (const field of CANONICAL_FIELDS) {
        const text = (FIELD_TEXTS as Record<string, Record<string, string>>)[`field.${field}`];
        expect(text?.[locale], `${locale} ${field}`).toBe(app[field]);
      }
    }
  });
});
