import { describe, expect, it } from 'vitest';
import { detectLanguage, detectMapping } from '@/lib/catalog/mapping';
import { rows } from './sample-rows';

describe('catalog language detection', () => {
  it.each([
    ['en', ['Part Number', 'Make', 'Model', 'Year Range', 'Quantity', 'Remarks'], ['Front brake pads with hardware', 'Rear', 'Ceramic, for models without sport package']],
    ['de', ['Artikelnummer', 'Marke', 'Modell', 'Baujahr', 'Menge', 'Bemerkung'], ['Bremsbelagsatz vorne', 'Hinterachse', 'nur für Fahrzeuge mit elektrischer Parkbremse']],
    ['fr', ['Référence', 'Marque', 'Modèle', 'Année', 'Quantité', 'Remarque'], ['Jeu de plaquettes de frein avant', 'Arrière', 'Sauf modèles avec frein de stationnement électrique']],
    ['es', ['Número de pieza', 'Marca', 'Modelo', 'Año', 'Cantidad', 'Observaciones'], ['Juego de pastillas de freno delanteras', 'Trasero', 'Solo para modelos sin suspensión deportiva']],
    ['it', ['Codice articolo', 'Marca', 'Modello', 'Anno', 'Quantità', 'Osservazioni'], ['Kit pastiglie freno anteriori', 'Posteriore', 'Escluso modelli con sospensioni sportive']],
  ] as const)('recognises %s from headers and cell words', (language, header, cells) => {
    const guess = detectLanguage([...header], rows([...cells]));
    expect(guess.language).toBe(language);
    expect(guess.confidence).toBeGreaterThan(0.6);
    expect(guess.note).not.toMatch(/ambiguous/);
  });

  it.each([
    ['de', ['Bremsbelagsatz vorne, keramisch', 'nur für Fahrzeuge mit elektrischer Parkbremse', 'Stoßdämpfer hinten links']],
    ['fr', ['Jeu de plaquettes de frein avant', 'Amortisseur arrière gauche', 'Filtre à huile avec joint']],
    ['it', ['Pastiglie freno anteriori', 'Ammortizzatore posteriore sinistro', 'Filtro olio con guarnizione']],
  ] as const)('recognises %s from cell words alone when headers are codes', (language, cells) => {
    const header = ['SKU', 'EAN', 'BaseVehicleID', 'X'];
    const sample = rows(...cells.map((c, i) => [`BKM-${i}`, '4006633123457', '5911', c]));
    expect(detectLanguage(header, sample).language).toBe(language);
  });

  it('assumes English and says the evidence is missing when there is none', () => {
    const guess = detectLanguage(['GTIN', 'BaseVehicleID', 'PartTerminologyID'], rows(['4006633123457', '5911', '1684']));
    expect(guess.language).toBe('en');
    expect(guess.confidence).toBeLessThan(0.5);
    expect(guess.note).toMatch(/ambiguous.*English assumed/);
  });

  it('calls thin evidence ambiguous', () => {
    // "Marca" is Spanish and Italian alike.
    const guess = detectLanguage(['Marca', 'EAN'], []);
    expect(['es', 'it']).toContain(guess.language);
    expect(guess.note).toMatch(/ambiguous/);
    expect(guess.confidence).toBeLessThan(0.5);
  });

  it('puts the language and its reason into the mapping', () => {
    const mapping = detectMapping(['Teilenummer', 'Marke', 'Modell', 'Baujahr'], rows(['BKM-1', 'VW', 'Golf', '2013-2020']));
    expect(mapping.language).toBe('de');
    expect(mapping.languageNote).toMatch(/German/);
  });
});
