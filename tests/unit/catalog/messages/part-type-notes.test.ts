import { describe, expect, it } from 'vitest';
import { render, type MessageLocale, type Said } from '@/lib/catalog/messages';
import { PartTypeIndex } from '@/lib/catalog/normalize/part-types';
import { loadDemoReference } from '@/lib/catalog/reference';

const { reference } = await loadDemoReference();
const index = new PartTypeIndex(reference);

/** The matcher's own English phrasing (how a part type was read); none may be left in another language. */
const ENGLISH = /\b(PCdb alias|PCdb name|English name|German|French|Spanish|Italian|term|compound|words? aside|qualifiers|same words|read as|linked to|equally well|not in this|as )\b/;
const OTHERS: MessageLocale[] = ['de', 'fr', 'es', 'it'];

/** Texts that take each route of the matcher: name, alias, vocabulary term, compound, translated, set words, position words, typo, ambiguous. */
const TEXTS = [
  'Engine Oil Filter',
  'Oil Filter',
  'Bremsbeläge',
  'Scheibenbremsbelagsatz',
  'Pad Set, Disc Brake',
  'Bremsbeläge vorne',
  'filtro del aceitesatz',
  'Engine Oil Filtre',
  'Spannrolle',
  'galet tendeur',
];

function saidOf(text: string): Said {
  const m = index.match(text);
  return 'decision' in m ? m.decision.said! : m.said!;
}

describe('part type notes in the reader’s language (issue 16)', () => {
  it('keeps the English note as the rendering of the stored text', () => {
    for (const text of TEXTS) {
      const m = index.match(text);
      if ('decision' in m) expect(render(m.decision.said!, 'en'), text).toBe(m.decision.note);
      else expect(render(m.said!, 'en'), text).toBe(m.message);
    }
  });

  it('says how a value was read with no English left in German, French, Spanish or Italian', () => {
    for (const locale of OTHERS) {
      for (const text of TEXTS) {
        const rendered = render(saidOf(text), locale);
        // Quoted source values, PCdb names and vocabulary terms stay as written: check the rest.
        const own = rendered.replace(/'[^']*'/g, '').replace(/Engine Oil Filter|Disc Brake Pad Set|[A-Z][a-z]+(?: [A-Z][a-z]+)*(?=[ ;),]|$)/g, '');
        expect(own, `${locale} ${text}: ${rendered}`).not.toMatch(ENGLISH);
        expect(rendered, `${locale} ${text}`).not.toMatch(/how\.partType|note\.partType|list\./);
      }
    }
  });

  it('formats the score per locale and names the catalog language of a term', () => {
    const de = render(saidOf('Bremsbeläge'), 'de');
    expect(de).toMatch(/deutscher Begriff 'Bremsbeläge'/);
    expect(de).toMatch(/; 0,\d+\)$/);
    expect(render(saidOf('filtro del aceitesatz'), 'fr')).toMatch(/\(mot composé espagnol 'aceitesatz' → aceite \+ satz, mots de jeu \(jeu, kit\) mis de côté, en tant que terme espagnol 'filtro de aceite' ; 0,84\)/);
  });
});
