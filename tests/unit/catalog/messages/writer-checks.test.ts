/**
 * The ACES and PIES writers' own checks — why an app or item was not written, which value was left
 * out of PIES — are texts of the catalogue (issue 16): a German, French, Spanish or Italian reader
 * gets the whole finding in their language, not a translated frame around an English reason, and
 * the English stays word for word what it was.
 */
import { describe, expect, it } from 'vitest';
import { parseAcesHeader, writeAces } from '@/lib/catalog/aces';
import { findingMessage, MESSAGE_LOCALES } from '@/lib/catalog/messages';
import { parsePiesHeader, writePies, type PiesHeaderInput } from '@/lib/catalog/pies';
import type { Finding, PiesItem } from '@/lib/catalog/types';
import { TEST_ACES_HEADER, testApp } from '../aces/aces-fixtures';
import { writeToString } from '../validate/xml-probe';

const piesHeader: PiesHeaderInput = {
  submissionType: 'FULL',
  blanketEffectiveDate: '2025-01-15',
  parentAaiaId: 'BBBB',
  currencyCode: 'USD',
  languageCode: 'en',
  technicalContact: 'Jane Doe',
  contactEmail: 'jane@example.com',
  pcdbVersionDate: '2024-12-27',
  transactionDate: '2025-01-15',
};

const misfit: PiesItem = {
  row: 2,
  partNumber: 'ABC123',
  brandAaiaId: 'BBBB',
  gtin: { qualifier: 'UP', value: '12' },
  descriptions: [],
  prices: [{ type: 'JBR', currency: 'USD', amount: 9.5, uom: 'PE', effectiveDate: '15.01.2025' }],
  countryOfOrigin: 'Germany',
  packages: [{ uom: 'EACH', quantityOfEaches: 1 }],
  interchange: [],
};

async function findings(): Promise<Finding[]> {
  const pies = await writeToString((out) =>
    writePies([misfit, { ...misfit, row: 3, partNumber: ' ', gtin: undefined, prices: [], countryOfOrigin: undefined, packages: [] }], piesHeader, out),
  );
  const aces = await writeToString((out) =>
    writeAces(
      [
        testApp({ id: 1, row: 7, asset: { name: 'front brake.jpg' } }),
        testApp({ id: 2, row: 8, attributes: [{ name: 'Colour', id: 1 }, { name: 'EngineBase', id: 811 }, { name: 'EngineBase', id: 812 }] }),
        testApp({ id: 3, row: 9, qty: 0 }),
      ],
      TEST_ACES_HEADER,
      out,
    ),
  );
  return [...pies.result.findings, ...aces.result.findings];
}

describe('the writers’ own checks', () => {
  it('keep their English word for word', async () => {
    expect((await findings()).map((f) => f.message)).toEqual([
      'Part ABC123: left out of PIES: GTIN "12" (8 to 14 digits with qualifier EN or UP are required). Correct the source value to include it.',
      'Part ABC123: left out of PIES: price EffectiveDate "15.01.2025" (YYYY-MM-DD is required). Correct the source value to include it.',
      'Part ABC123: left out of PIES: country of origin "Germany" (a 2-letter ISO country code is required). Correct the source value to include it.',
      'Part ABC123: left out of PIES: package with unit "EACH" (PackageUOM is a 2-letter code such as EA). Correct the source value to include it.',
      'Item   was not written to PIES: the part number is empty. Fix the source row and convert again.',
      `App 1 was written without its asset reference: asset name "front brake.jpg" is not an ACES asset name (letters, digits, '.', '-', '_' or ':', no spaces, at most 45 characters). The fitment went out; fix the asset reference in the source and convert again.`,
      'App 2 was not written to ACES: "Colour" is not a VCdb attribute ACES can carry; two different EngineBase ids (811 and 812); split them into separate apps. Fix the source row and convert again.',
      'App 3 was not written to ACES: quantity 0 is not a positive whole number. Fix the source row and convert again.',
    ]);
  });

  it('say the whole finding in German, the standards’ names and the values as given', async () => {
    const german = (await findings()).map((f) => findingMessage(f, 'de'));
    expect(german).toEqual([
      'Teil ABC123: nicht in PIES übernommen: GTIN „12“ (8 bis 14 Ziffern mit Qualifier EN oder UP sind erforderlich). Korrigieren Sie den Quellwert, damit er übernommen wird.',
      'Teil ABC123: nicht in PIES übernommen: Preis-EffectiveDate „15.01.2025“ (JJJJ-MM-TT ist erforderlich). Korrigieren Sie den Quellwert, damit er übernommen wird.',
      'Teil ABC123: nicht in PIES übernommen: Ursprungsland „Germany“ (ein ISO-Ländercode aus 2 Buchstaben ist erforderlich). Korrigieren Sie den Quellwert, damit er übernommen wird.',
      'Teil ABC123: nicht in PIES übernommen: Verpackung mit Einheit „EACH“ (PackageUOM ist ein Code aus 2 Buchstaben wie EA). Korrigieren Sie den Quellwert, damit er übernommen wird.',
      'Das Item   wurde nicht in PIES geschrieben: die Teilenummer ist leer. Korrigieren Sie die Quellzeile und konvertieren Sie erneut.',
      'Die App 1 wurde ohne ihren Asset-Verweis geschrieben: der Asset-Name „front brake.jpg“ ist kein gültiger ACES-Asset-Name (Buchstaben, Ziffern, „.“, „-“, „_“ oder „:“, keine Leerzeichen, höchstens 45 Zeichen). Die Verwendung wurde ausgegeben; korrigieren Sie den Asset-Verweis in der Quelle und konvertieren Sie erneut.',
      'Die App 2 wurde nicht in ACES geschrieben: „Colour“ ist kein VCdb-Attribut, das ACES tragen kann; zwei verschiedene EngineBase-IDs (811 und 812); teilen Sie sie auf getrennte Apps auf. Korrigieren Sie die Quellzeile und konvertieren Sie erneut.',
      'Die App 3 wurde nicht in ACES geschrieben: die Menge 0 ist keine positive ganze Zahl. Korrigieren Sie die Quellzeile und konvertieren Sie erneut.',
    ]);
  });

  it('leave no English reason inside a French, Spanish or Italian finding', async () => {
    const list = await findings();
    const english = /\b(left out|is required|are required|is not|is empty|whole number|country of origin|asset name|the part number)\b/;
    for (const locale of MESSAGE_LOCALES.filter((l) => l !== 'en' && l !== 'de')) {
      for (const f of list) expect(findingMessage(f, locale)).not.toMatch(english);
    }
  });

  it('say a header the writer cannot use in the reader’s language, English as it was', () => {
    const aces = parseAcesHeader({ ...TEST_ACES_HEADER, senderName: ' ', approvedFor: ['usa'], brandAaiaId: 'AB12', transferDate: '15.01.2025' });
    const pies = parsePiesHeader({ ...piesHeader, currencyCode: 'dollars', parentDunsNumber: '12', technicalContact: 'x'.repeat(61), contactEmail: 'jane' });
    const list = [...(aces.ok ? [] : aces.findings), ...(pies.ok ? [] : pies.findings)];
    expect(list.map((f) => f.message)).toEqual([
      'ACES header field senderName must not be empty.',
      'ACES header field transferDate must be a date written as YYYY-MM-DD.',
      'ACES header field brandAaiaId a brand code is 4 capital letters A–Z; "AB12" is not.',
      'ACES header field approvedFor.0 must be a 2-letter ISO country code such as US.',
      'PIES header field parentDunsNumber Too small: expected string to have >=9 characters.',
      'PIES header field currencyCode must be a 3-letter ISO currency code such as USD.',
      'PIES header field technicalContact Too big: expected string to have <=60 characters.',
      'PIES header field contactEmail Invalid email address.',
    ]);
    expect(list.map((f) => findingMessage(f, 'de'))).toEqual([
      'ACES-Header, Feld senderName: darf nicht leer sein.',
      'ACES-Header, Feld transferDate: muss ein Datum im Format JJJJ-MM-TT sein.',
      'ACES-Header, Feld brandAaiaId: ein Markencode besteht aus 4 Großbuchstaben A–Z; "AB12" nicht.',
      'ACES-Header, Feld approvedFor.0: muss ein ISO-Ländercode aus 2 Buchstaben sein, z. B. US.',
      'PIES-Header, Feld parentDunsNumber: zu kurz: mindestens 9 Zeichen erforderlich.',
      'PIES-Header, Feld currencyCode: muss ein ISO-Währungscode aus 3 Buchstaben sein, z. B. USD.',
      'PIES-Header, Feld technicalContact: zu lang: höchstens 60 Zeichen erlaubt.',
      'PIES-Header, Feld contactEmail: keine gültige E-Mail-Adresse.',
    ]);
  });
});
