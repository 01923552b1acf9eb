import { describe, expect, it } from 'vitest';
import { detectMapping } from '@/lib/catalog/mapping';
import { fieldsByColumn, rows } from './sample-rows';

describe('header mapping in five languages', () => {
  it('maps an English catalog with abbreviations and units', () => {
    const header = ['Part #', 'Brand', 'Part Type', 'Vehicle Make', 'Model', 'Submodel', 'Engine', 'Start Year', 'End Year', 'Position', 'Qty', 'Fitment Notes', 'UPC', 'Product Description', 'Wt (lbs)', 'MSRP', 'Country of Origin', 'OEM Part Number'];
    const sample = rows(
      ['BKM-D1414', 'Brakeman', 'Disc Brake Pad Set', 'Ford', 'F-150', 'XLT', '5.0L V8', '2015', '2020', 'Front', '1', 'With hardware', '084213200136', 'Ceramic disc brake pad set, front axle', '3.9', '54.99', 'US', '9L3Z-2001-A'],
      ['BKM-D1363', 'Brakeman', 'Disc Brake Pad Set', 'Chevrolet', 'Silverado 1500', 'LT', '5.3L V8', '2014', '2018', 'Front', '1', '', '084213200266', 'Semi-metallic disc brake pad set, front', '4.1', '49.99', 'MX', '23118441'],
      ['BKM-OF3600', 'Brakeman', 'Engine Oil Filter', 'Toyota', 'Camry', 'LE', '2.5L L4', '2018', '2023', '', '1', '', '084213200396', 'Spin-on engine oil filter for 2.5L', '0.6', '8.49', 'US', '04152-YZZA1'],
    );
    const mapping = detectMapping(header, sample);
    expect(fieldsByColumn(mapping)).toEqual({
      'Part #': 'partNumber', Brand: 'brand', 'Part Type': 'partType', 'Vehicle Make': 'make', Model: 'model', Submodel: 'submodel',
      Engine: 'engine', 'Start Year': 'yearFrom', 'End Year': 'yearTo', Position: 'position', Qty: 'qty', 'Fitment Notes': 'notes',
      UPC: 'gtin', 'Product Description': 'description', 'Wt (lbs)': 'weight', MSRP: 'price', 'Country of Origin': 'countryOfOrigin',
      'OEM Part Number': 'oeNumber',
    });
    const weight = mapping.columns.find((c) => c.column === 'Wt (lbs)');
    expect(weight?.unit).toBe('lb');
    expect(mapping.columns.find((c) => c.column === 'Part #')?.note).toMatch(/English header "Part #" \(exact\)/);
    expect(mapping.columns.every((c) => c.confidence >= 0.9)).toBe(true);
  });

  it('maps a German catalog and tells the part maker from the vehicle maker by their values', () => {
    const header = ['Art.-Nr.', 'Hersteller', 'Fahrzeughersteller', 'Modell', 'Baujahr', 'Einbauposition', 'Anzahl', 'Hinweis', 'EAN-Code', 'Artikelbezeichnung', 'Gewicht in kg', 'Listenpreis', 'Währung', 'Ursprungsland', 'Vergleichsnummer', 'Motorcode', 'Ausführung'];
    const sample = rows(
      ['BKM-D1760', 'Brakeman', 'VW', 'Golf', '2013-2020', 'Vorderachse', '1', 'nicht für GTI', '4000001007035', 'Bremsbelagsatz vorne', '0,95', '38,90', 'EUR', 'DE', '5Q0698151B', 'CJZA', 'Trendline'],
      ['BKM-D1613', 'Brakeman', 'BMW', '3er', '2012-2018', 'Vorderachse', '1', '', '4000001007400', 'Bremsbelagsatz vorne', '1,10', '49,90', 'EUR', 'DE', '34116850568', 'N20B20', ''],
      ['BKM-D1795', 'Textar', 'Mercedes-Benz', 'C-Klasse', '2014-2021', 'Hinterachse', '1', '', '4000001007776', 'Bremsbelagsatz hinten', '0,88', '41,50', 'EUR', 'CZ', 'A0084206203', '', 'Avantgarde'],
    );
    const mapping = detectMapping(header, sample);
    expect(fieldsByColumn(mapping)).toEqual({
      'Art.-Nr.': 'partNumber', Hersteller: 'brand', Fahrzeughersteller: 'make', Modell: 'model', Baujahr: 'year',
      Einbauposition: 'position', Anzahl: 'qty', Hinweis: 'notes', 'EAN-Code': 'gtin', Artikelbezeichnung: 'description',
      'Gewicht in kg': 'weight', Listenpreis: 'price', Währung: 'currency', Ursprungsland: 'countryOfOrigin',
      Vergleichsnummer: 'oeNumber', Motorcode: 'engine', Ausführung: 'submodel',
    });
    expect(mapping.columns.find((c) => c.column === 'Hersteller')?.note).toMatch(/not vehicle makes.*part brand/);
    expect(mapping.columns.find((c) => c.column === 'Gewicht in kg')?.unit).toBe('kg');
    expect(mapping.columns.find((c) => c.column === 'Art.-Nr.')?.note).toMatch(/German header/);
  });

  it('maps a French catalog', () => {
    const header = ['N° de pièce', 'Marque pièce', 'Constructeur', 'Modèle', 'Année début', 'Année fin', 'Côté', 'Qté', 'Observations', 'Code-barres', 'Libellé', 'Poids net', 'Prix public', 'Devise', "Pays d'origine", 'Référence OE', 'Motorisation', 'Finition'];
    const sample = rows(
      ['BKM-D1820', 'Brakeman', 'Renault', 'Clio', '2012', '2019', 'Avant', '1', 'Sauf RS', '3000001012955', 'Jeu de plaquettes de frein avant', '0,82', '27,50', 'EUR', 'FR', '410602255R', '0.9 TCe', 'Intens'],
      ['BKM-D1835', 'Brakeman', 'Peugeot', '208', '2012', '2019', 'Arrière', '1', '', '3000001013327', 'Jeu de plaquettes de frein arrière', '0,64', '24,90', 'EUR', 'FR', '1611839880', '1.2 PureTech', 'Allure'],
      ['BKM-R33110', 'Brakeman', 'Renault', 'Clio', '2012', '2019', 'Avant', '2', '', '3000001013693', 'Disque de frein ventilé 258 mm', '4,30', '24,60', 'EUR', 'ES', '402064151R', '', ''],
    );
    expect(fieldsByColumn(detectMapping(header, sample))).toEqual({
      'N° de pièce': 'partNumber', 'Marque pièce': 'brand', Constructeur: 'make', Modèle: 'model', 'Année début': 'yearFrom',
      'Année fin': 'yearTo', Côté: 'position', Qté: 'qty', Observations: 'notes', 'Code-barres': 'gtin', Libellé: 'description',
      'Poids net': 'weight', 'Prix public': 'price', Devise: 'currency', "Pays d'origine": 'countryOfOrigin', 'Référence OE': 'oeNumber',
      Motorisation: 'engine', Finition: 'submodel',
    });
  });

  it('maps a Spanish catalog', () => {
    const header = ['Nº de pieza', 'Tipo de repuesto', 'Marca', 'Modelo', 'Año', 'Posición de montaje', 'Cantidad', 'Observaciones', 'Código EAN', 'Denominación', 'Peso bruto', 'PVP', 'Moneda', 'País de origen', 'Número OE', 'Cilindrada', 'Versión'];
    const sample = rows(
      ['BKM-SA1402', 'Amortiguador', 'Seat', 'Ibiza', '2008-2017', 'Delantero', '2', 'Solo suspensión estándar', '8400001018134', 'Amortiguador de gas delantero', '2,45', '42,90', 'EUR', 'ES', '6R0413031AJ', '1.4', 'Style'],
      ['BKM-SA1207', 'Amortiguador', 'Volkswagen', 'Golf', '2013-2020', 'Trasero', '2', '', '8400001018509', 'Amortiguador de gas trasero', '1,90', '39,90', 'EUR', 'ES', '5Q0513029', '1.6 TDI', ''],
      ['BKM-OF1180', 'Filtro de aceite', 'Renault', 'Clio', '2012-2019', '', '1', '', '8400001018875', 'Filtro de aceite roscado', '0,32', '7,20', 'EUR', 'PL', '152085757R', '0.9', ''],
    );
    expect(fieldsByColumn(detectMapping(header, sample))).toEqual({
      'Nº de pieza': 'partNumber', 'Tipo de repuesto': 'partType', Marca: 'make', Modelo: 'model', Año: 'year',
      'Posición de montaje': 'position', Cantidad: 'qty', Observaciones: 'notes', 'Código EAN': 'gtin', Denominación: 'description',
      'Peso bruto': 'weight', PVP: 'price', Moneda: 'currency', 'País de origen': 'countryOfOrigin', 'Número OE': 'oeNumber',
      Cilindrada: 'engine', Versión: 'submodel',
    });
  });

  it('maps an Italian catalog', () => {
    const header = ['Cod. articolo', 'Tipo di ricambio', 'Marca veicolo', 'Modello', 'Anno da', 'Anno a', 'Lato', 'Q.tà', 'Osservazioni', 'Codice a barre', 'Descrizione', 'Peso lordo', 'Prezzo di listino', 'Valuta', "Paese d'origine", 'Codice originale', 'Motorizzazione', 'Allestimento'];
    const sample = rows(
      ['BKM-SP6410', 'Candela di accensione', 'Fiat', 'Punto', '2012', '2018', '', '4', 'Motore 1.2 8V', '8000001023314', 'Candela al nichel', '0,05', '5,20', 'EUR', 'IT', '55249560', '1.2 8V', 'Lounge'],
      ['BKM-D1510', 'Kit pastiglie freno', 'Fiat', 'Punto', '2012', '2018', 'Anteriore', '1', '', '8000001023680', 'Pastiglie freno anteriori', '0,80', '23,90', 'EUR', 'IT', '77366263', '', ''],
      ['BKM-D1613', 'Kit pastiglie freno', 'BMW', 'Serie 3', '2012', '2018', 'Anteriore', '1', '', '8000001024052', 'Pastiglie freno anteriori', '1,10', '47,50', 'EUR', 'DE', '34116850568', '', 'Sport'],
    );
    expect(fieldsByColumn(detectMapping(header, sample))).toEqual({
      'Cod. articolo': 'partNumber', 'Tipo di ricambio': 'partType', 'Marca veicolo': 'make', Modello: 'model', 'Anno da': 'yearFrom',
      'Anno a': 'yearTo', Lato: 'position', 'Q.tà': 'qty', Osservazioni: 'notes', 'Codice a barre': 'gtin', Descrizione: 'description',
      'Peso lordo': 'weight', 'Prezzo di listino': 'price', Valuta: 'currency', "Paese d'origine": 'countryOfOrigin',
      'Codice originale': 'oeNumber', Motorizzazione: 'engine', Allestimento: 'submodel',
    });
  });

  it('ignores case, spacing, punctuation and accents, and reads camelCase and snake_case', () => {
    const header = ['PART_NUMBER', 'partType', 'MAKE ', 'modele', 'teile-nummer', 'NUMERO DE PIEZA', 'Qty.'];
    const fields = detectMapping(header, []).columns.map((c) => c.field);
    expect(fields.slice(0, 4)).toEqual(['partNumber', 'partType', 'make', 'model']);
    expect(fields[6]).toBe('qty');
  });

  it('recognises a misspelt header one letter off, with lower confidence', () => {
    const [column] = detectMapping(['Teilenumer'], []).columns;
    expect(column?.field).toBe('partNumber');
    expect(column?.note).toMatch(/one letter off "Teilenummer"/);
    expect(column?.confidence).toBeLessThan(0.8);
  });

  it('finds a known phrase inside a longer header', () => {
    const [column] = detectMapping(['Brakeman Part Number (current)'], []).columns;
    expect(column?.field).toBe('partNumber');
    expect(column?.note).toMatch(/contains "Part Number"/);
  });
});
