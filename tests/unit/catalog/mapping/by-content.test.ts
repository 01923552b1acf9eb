import { describe, expect, it } from 'vitest';
import { detectMapping, mapRow } from '@/lib/catalog/mapping';
import { loadDemoReference } from '@/lib/catalog/reference';
import { fieldsByColumn, rows } from './sample-rows';

const { reference } = await loadDemoReference();

/** Issue 13: columns found by what they hold, as one decision over the whole sheet. */
describe('columns by content, against the reference in use', () => {
  it('reads a column under a header no lexicon knows as the part type when its values are part types of the reference', () => {
    const mapping = detectMapping(
      ['Artikelnummer', 'Warenbezeichnungsschlüssel', 'Marke', 'Modell', 'Baujahr'],
      rows(
        ['A1', 'Bremsbelagsatz', 'VW', 'Golf', '2015'],
        ['A2', 'Bremsscheibe', 'Audi', 'A4', '2016'],
        ['A3', 'Ölfilter', 'BMW', '3 Series', '2014'],
        ['A4', 'Disc Brake Pad Set', 'Ford', 'Focus', '2013'],
        ['A5', 'Stoßdämpfer', 'Ford', 'Focus', '2013'],
      ),
      { reference },
    );
    const column = mapping.columns[1]!;
    expect(column.field).toBe('partType');
    expect(column.confidence).toBeGreaterThanOrEqual(0.8);
    expect(column.note).toMatch(/header "Warenbezeichnungsschlüssel" not recognised; \d+% of values are part types of the reference in use/);
  });

  it('reads a column under an unknown header as the make from the reference’s makes', () => {
    const mapping = detectMapping(['P/N', 'Hersteller KFZ Gruppe', 'Modell', 'Jahr'], rows(['1', 'Ford', 'Focus', '2015'], ['2', 'Chevrolet', 'Camaro', '2016'], ['3', 'Toyota', 'Corolla', '2014']), { reference });
    expect(fieldsByColumn(mapping)).toMatchObject({ 'Hersteller KFZ Gruppe': 'make', Modell: 'model' });
  });

  it('prefers the header in the sheet’s own language: "Part" over the French "Reference" in an English sheet', () => {
    const mapping = detectMapping(
      ['Reference', 'Part', 'Part Type', 'Quantity', 'Notes'],
      rows(['7481593', '4745932', 'Brake Pads', '1', 'with hardware'], ['5585709', '7996580', 'Brake Pads', '2', 'with hardware']),
      { reference },
    );
    expect(fieldsByColumn(mapping)).toMatchObject({ Reference: 'appRef', Part: 'partNumber' });
    expect(mapping.columns[0]!.note).toMatch(/in an English sheet: the app's own reference/);
  });

  it.each([
    ['de', ['Baujahr von', 'Baujahr bis']],
    ['fr', ['Année début', 'Année fin']],
    ['es', ['Desde', 'Hasta']],
    ['it', ['Dal', 'Al']],
    ['en', ['Start', 'End']],
    ['unknown words', ['Col7', 'Col8']],
  ])('finds split from/to year columns (%s) by their values', (_language, [from, to]) => {
    const mapping = detectMapping(
      ['Part', from!, to!, 'Make', 'Model'],
      rows(
        ['P1', '2012', '2016', 'Ford', 'Focus'],
        ['P2', '2014', '2014', 'Ford', 'Focus'],
        ['P3', '2010', '2018', 'Ford', 'Focus'],
        ['P4', '2011', '2013', 'Ford', 'Focus'],
        ['P5', '2015', '2019', 'Ford', 'Focus'],
      ),
      { reference },
    );
    expect(mapping.columns[1]!.field).toBe('yearFrom');
    expect(mapping.columns[2]!.field).toBe('yearTo');
  });

  it('finds the pair when the end-year column stands left of the start-year column', () => {
    const mapping = detectMapping(
      ['Part', 'Col7', 'Make', 'Col9'],
      rows(['P1', '2016', 'Ford', '2012'], ['P2', '2014', 'Ford', '2014'], ['P3', '2018', 'Ford', '2010'], ['P4', '2013', 'Ford', '2011'], ['P5', '2019', 'Ford', '2015']),
      { reference },
    );
    expect(mapping.columns.map((c) => c.field)).toEqual(['partNumber', 'yearTo', 'make', 'yearFrom']);
  });

  it('does not pair two year columns whose order runs both ways', () => {
    const mapping = detectMapping(
      ['Year', 'Launch Year'],
      rows(['2012', '2016'], ['2016', '2014'], ['2010', '2018'], ['2019', '2013'], ['2015', '2019']),
      { reference },
    );
    expect(mapping.columns.map((c) => c.field)).not.toContain('yearTo');
  });

  it('maps a quantity column under a long or unknown header from its values, below the accept line', () => {
    const mapping = detectMapping(
      ['Part', 'Make', 'Model', 'Year', 'Verbaut'],
      rows(['P1', 'Ford', 'Focus', '2015', '2 Stk'], ['P2', 'Ford', 'Focus', '2015', '1 Stk'], ['P3', 'Ford', 'Focus', '2015', '4 Stk']),
      { reference },
    );
    const qty = mapping.columns[4]!;
    expect(qty.field).toBe('qty');
    expect(qty.note).toMatch(/small whole quantities with unit words/);
  });

  it('reads PDM-style VCdb attribute ID columns as attributes of the app', () => {
    const header = ['Qty', 'PartNum', 'PartTypeID', 'PositionID', 'BaseVehicleID', 'EngineBaseID', 'AspirationID', 'BedLengthID', 'EngineDesignationID', 'MfrBodyCodeID', 'EngineVinID', 'TransmissionElecControlledID', 'SubModelID'];
    const mapping = detectMapping(header, rows(['1', 'BP-1', '90101', '9102', '310001', '8101', '5', '', '', '', '', '', '7001']), { reference });
    expect(fieldsByColumn(mapping)).toMatchObject({
      PartTypeID: 'partTypeId',
      BaseVehicleID: 'baseVehicleId',
      EngineBaseID: 'engineBaseId',
      SubModelID: 'submodelId',
      AspirationID: 'flatAttributes',
      BedLengthID: 'flatAttributes',
      EngineDesignationID: 'flatAttributes',
      MfrBodyCodeID: 'flatAttributes',
    });
    expect(mapping.columns.find((c) => c.column === 'EngineVinID')?.attribute).toBe('EngineVIN');
    expect(mapping.columns.find((c) => c.column === 'TransmissionElecControlledID')?.attribute).toBe('TransElecControlled');
    const mapped = mapRow(mapping, { row: 2, values: ['1', 'BP-1', '90101', '9102', '310001', '8101', '5', '', '', '', '', '', '7001'] });
    expect(mapped.fields.flatAttributes).toBe('Aspiration:5');
  });

  it('reads headers in one language and values in another', () => {
    const mapping = detectMapping(
      ['Teilenummer', 'Teileart', 'Fahrzeugmarke', 'Modell', 'Baujahr', 'Einbauposition'],
      rows(
        ['X1', 'Plaquettes de frein', 'Renault', 'Clio', '2015', 'avant'],
        ['X2', 'Disque de frein', 'Peugeot', '208', '2016', 'arrière'],
        ['X3', 'Amortisseur', 'Citroën', 'C3', '2014', 'avant gauche'],
      ),
      { reference },
    );
    expect(mapping.columns.map((c) => c.field)).toEqual(['partNumber', 'partType', 'make', 'model', 'year', 'position']);
  });
});

describe('free-text headers over part-type values', () => {
  it('reads a "Bezeichnung" column of part types as the part type when no other column has them', () => {
    const mapping = detectMapping(
      ['Art.-Nr.', 'Bezeichnung', 'Marke', 'Modell', 'Baujahr'],
      rows(['A1', 'Bremsklötze', 'VW', 'Golf', '2015'], ['A2', 'Bremsscheibe', 'Audi', 'A4', '2016'], ['A3', 'Ölfilter', 'BMW', '3 Series', '2014'], ['A4', 'Bremsbeläge', 'Ford', 'Focus', '2013']),
      { reference },
    );
    expect(mapping.columns[1]!.field).toBe('partType');
    expect(mapping.columns[1]!.note).toMatch(/header "Bezeichnung" reads as Description, but \d+% of values are part types/);
  });

  it('keeps it as the description when another column holds the part types', () => {
    const mapping = detectMapping(
      ['Art.-Nr.', 'Teileart', 'Bezeichnung'],
      rows(['A1', 'Bremsklötze', 'Bremsklötze'], ['A2', 'Bremsscheibe', 'Bremsscheibe'], ['A3', 'Ölfilter', 'Ölfilter']),
      { reference },
    );
    expect(mapping.columns.map((c) => c.field)).toEqual(['partNumber', 'partType', 'description']);
  });
});

describe('headers the values contradict', () => {
  const many = (cells: string[]) => rows(...Array.from({ length: 12 }, (_, i) => cells.map((c) => c.replace('#', String(i)))));

  it('does not read a column of OE codes as the country of origin because its header says "origine"', () => {
    const mapping = detectMapping(['Réf.', 'Réf. origine', 'Pays'], many(['FR10#', 'JG2U-06#-TM', 'France']), { reference });
    expect(mapping.columns.map((c) => c.field)).toEqual(['partNumber', 'oeNumber', 'countryOfOrigin']);
  });

  it('leaves a column unused, saying why, when its header names a field none of its values fit', () => {
    const mapping = detectMapping(['Part Number', 'Country of Origin'], many(['P#', 'XK-#-77']), { reference });
    const column = mapping.columns[1]!;
    expect(column.field).toBeNull();
    expect(column.note).toMatch(/only 0% of values look like countries.*not used/);
  });

  it('reads a header naming two fields as the one its values fit: "Ref. fabricant" of part codes is the part number, not the brand', () => {
    const mapping = detectMapping(['Ref. fabricant', 'Marque', 'Modèle', 'Année'], many(['FR.588.3#', 'Toyota', 'RAV4', '2001']), { reference });
    expect(mapping.columns.map((c) => c.field)).toEqual(['partNumber', 'make', 'model', 'year']);
    expect(mapping.columns[0]!.note).toMatch(/so read as Part number/);
  });

  it('reads numbers under a position header as Position IDs only when the reference in use has them', () => {
    const known = [...reference.positions.keys()].slice(0, 12).map(String);
    const ids = detectMapping(['Part', 'Seite'], rows(...known.map((id, i) => [`P${i}`, id])), { reference });
    expect(ids.columns[1]!.field).toBe('positionId');
    // Page numbers of a printed catalog under "Seite" (German for side, and for page).
    const pages = detectMapping(['Art.-Nr.', 'Seite', 'Position'], many(['FE36#', '9#51', 'vorne links']), { reference });
    expect(pages.columns.map((c) => c.field)).toEqual(['partNumber', null, 'position']);
    expect(pages.columns[1]!.note).toMatch(/only 0% of them are Position IDs of the reference in use/);
  });

  it('reads opaque columns of year spans in any notation as the year', () => {
    const mapping = detectMapping(
      ['Part', 'Make', 'Model', 'Columna 6'],
      rows(['P1', 'Ford', 'Focus', 'de 2015 a 2020'], ['P2', 'Ford', 'Focus', '2012>2016'], ['P3', 'Ford', 'Focus', '2014 - 2018'], ['P4', 'Ford', 'Focus', '2016']),
      { reference },
    );
    expect(mapping.columns[3]!.field).toBe('year');
  });
});

describe('a joined vehicle column', () => {
  it('reads a cell of make, model and years as the model carrying make and years', () => {
    const mapping = detectMapping(
      ['Artikelnummer', 'Passend für', 'Teileart'],
      rows(['A1', 'VW Golf 2013-2017', 'Bremsscheibe'], ['A2', 'Ford Focus (2012-2015)', 'Bremsscheibe'], ['A3', 'Peugeot 308 2014-2016', 'Bremsbeläge'], ['A4', 'BMW 3 Series 2012-2018', 'Ölfilter']),
      { reference },
    );
    expect(mapping.columns[1]).toMatchObject({ field: 'model', carries: ['make', 'year'] });
    expect(mapping.columns[1]!.note).toMatch(/name a make and one of its models and years in one cell/);
  });

  it('keeps the make of "Ford Fiesta" cells under a header naming two fields ("Marque/Modèle")', () => {
    const mapping = detectMapping(
      ['Réf.', 'Marque/Modèle', 'Année', 'Type de pièce'],
      rows(['P1', 'Ford Fiesta', '2015', 'Filtre à huile'], ['P2', 'BMW 3 Series', '1994', 'Filtre à huile'], ['P3', 'Peugeot 308', '2016', 'Filtre à air'], ['P4', 'Ford Focus', '2013', 'Filtre à air']),
      { reference },
    );
    expect(mapping.columns[1]).toMatchObject({ field: 'model', carries: ['make'] });
  });
});
