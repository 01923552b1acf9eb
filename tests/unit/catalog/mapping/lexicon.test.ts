import { describe, expect, it } from 'vitest';
import { headerKey, matchHeader } from '@/lib/catalog/mapping';
import { LEXICON_CONFLICTS } from '@/lib/catalog/mapping/match-header';

describe('header lexicon', () => {
  it('never gives one spelling two fields', () => {
    expect(LEXICON_CONFLICTS).toEqual([]);
  });

  it.each([
    ['Part #', 'part no'],
    ['N° de pièce', 'no de piece'],
    ['BaseVehicleID', 'base vehicle id'],
    ['Year(s)', 'years'],
    ['Preis (€)', 'preis eur'],
    ['  Größe  ', 'grosse'],
    ['PART_NUMBER', 'part number'],
  ])('folds %j to %j', (header, key) => {
    expect(headerKey(header)).toBe(key);
  });

  it.each([
    ['Part Number', 'partNumber'],
    ['Artikelnummer', 'partNumber'],
    ['Teilenummer', 'partNumber'],
    ['Référence', 'partNumber'],
    ['N° de pièce', 'partNumber'],
    ['Número de pieza', 'partNumber'],
    ['Referencia', 'partNumber'],
    ['Codice articolo', 'partNumber'],
    ['PN', 'partNumber'],
    ['Marque', 'make'],
    ['Hersteller', 'make'],
    ['Marca', 'make'],
    ['Modello', 'model'],
    ['Baujahr', 'year'],
    ['Année', 'year'],
    ['Año', 'year'],
    ['Anno', 'year'],
    ['Von', 'yearFrom'],
    ['Bis', 'yearTo'],
    ['Einbauposition', 'position'],
    ['Position de montage', 'position'],
    ['Posición', 'position'],
    ['Posizione', 'position'],
    ['Menge', 'qty'],
    ['Quantité', 'qty'],
    ['Cantidad', 'qty'],
    ['Quantità', 'qty'],
    ['Bemerkung', 'notes'],
    ['Remarque', 'notes'],
    ['Nota', 'notes'],
    ['EAN', 'gtin'],
    ['UPC', 'gtin'],
    ['GTIN', 'gtin'],
    ['Gewicht', 'weight'],
    ['Poids', 'weight'],
    ['Peso', 'weight'],
    ['Länge', 'length'],
    ['Longueur', 'length'],
    ['Largo', 'length'],
    ['Longitud', 'length'],
    ['Lunghezza', 'length'],
    ['Preis', 'price'],
    ['Prix', 'price'],
    ['Precio', 'price'],
    ['Prezzo', 'price'],
    ['Währung', 'currency'],
    ['Devise', 'currency'],
    ['Moneda', 'currency'],
    ['Valuta', 'currency'],
    ['Ursprungsland', 'countryOfOrigin'],
    ["Pays d'origine", 'countryOfOrigin'],
    ['País de origen', 'countryOfOrigin'],
    ['Paese di origine', 'countryOfOrigin'],
    ['OE-Nummer', 'oeNumber'],
    ['Référence OE', 'oeNumber'],
    ['Número OE', 'oeNumber'],
    ['Codice OE', 'oeNumber'],
    ['Vergleichsnummer', 'oeNumber'],
    ['PartTypeID', 'partTypeId'],
    ['PositionID', 'positionId'],
  ])('maps %j to %s', (header, field) => {
    expect(matchHeader(header)?.field).toBe(field);
  });

  it('marks a weak, vague header with lower confidence', () => {
    expect(matchHeader('Von')?.confidence).toBeLessThan(matchHeader('Baujahr von')!.confidence);
  });

  it('returns null for a header it does not know', () => {
    expect(matchHeader('Lagerplatz')).toBeNull();
    expect(matchHeader('')).toBeNull();
  });
});
