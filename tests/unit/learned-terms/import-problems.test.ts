import { describe, expect, it } from 'vitest';
import { CATALOGUE, findingMessage } from '@/lib/catalog/messages';
import { loadDemoReference } from '@/lib/catalog';
import type { LearnedTerm } from '@/lib/catalog/normalize';
import { checkLearnedTerms } from '@/lib/data/reference';

const term = (line: number, field: string, value: string, referenceId: number, language: string | null = null): LearnedTerm =>
  ({ id: `csv:${line}`, field, term: value, referenceId, language }) as unknown as LearnedTerm;

async function problemsOf(terms: LearnedTerm[]) {
  const { reference } = await loadDemoReference();
  const checked = checkLearnedTerms(terms, reference);
  if (checked.ok) throw new Error('expected problems');
  return checked.problems;
}

describe('learned-term import problems in the reader’s language', () => {
  it('says an unknown reference ID in English as before, and in German from the same code and parameters', async () => {
    const [problem] = await problemsOf([term(3, 'make', 'Bremsen', 424242)]);
    expect(problem).toMatchObject({ line: 3, column: 'reference_id', code: 'REFERENCE_ID_UNKNOWN', messageId: 'learned.import.at' });
    expect(problem!.message).toMatch(/^Line 3, reference_id: 424242 is not a VCdb make \(MakeID\) in the reference this workspace converts against \(the bundled demo set, .+\)\. Check the ID/);
    expect(findingMessage(problem!, 'de')).toMatch(
      /^Zeile 3, reference_id: In den Referenzdaten, mit denen dieser Arbeitsbereich konvertiert \(der mitgelieferte Demo-Datensatz, .+\), ist 424242 keine ID für einen VCdb-Hersteller \(MakeID\)\. Prüfen Sie die ID/,
    );
  });

  it('renders each kind of problem in all five languages from ids the catalogue has', async () => {
    const problems = await problemsOf([
      term(2, 'maker', 'Pad', 1),
      term(3, 'partType', '%%', 1),
      term(4, 'qty', 'Pair', 1000),
      term(5, 'partType', 'Pad', 1, 'xx'),
    ]);
    expect(problems.map((p) => p.code)).toEqual(['FIELD_UNKNOWN', 'TERM_INVALID', 'REFERENCE_ID_UNKNOWN', 'LANGUAGE_UNKNOWN']);
    expect(problems[2]!.message).toBe('Line 4, reference_id: 1000 is not a quantity: give a whole number from 1 to 999.');
    expect(findingMessage(problems[0]!, 'fr')).toBe('Ligne 2, field : « maker » n’est pas un champ qui peut être appris. Écrivez l’un de partType, make, model, submodel, position, qty (exactement ainsi).');
    expect(findingMessage(problems[1]!, 'it')).toBe('Riga 3, term: il termine deve avere lettere o cifre e al massimo 500 caratteri.');
    expect(findingMessage(problems[2]!, 'es')).toBe('Línea 4, reference_id: 1000 no es una cantidad: indique un número entero de 1 a 999.');
    for (const p of problems) {
      expect(p.messageId! in CATALOGUE).toBe(true);
      for (const locale of ['de', 'fr', 'es', 'it'] as const) expect(findingMessage(p, locale)).not.toBe(p.message);
    }
  });

  it('names the earlier line of a conflicting term in the reader’s language', async () => {
    const { reference } = await loadDemoReference();
    const [first, second] = [...reference.makes.keys()];
    const [conflict] = await problemsOf([term(2, 'make', 'Fordd', first!), term(3, 'make', 'fordd', second!)]);
    expect(conflict).toMatchObject({ line: 3, code: 'TERM_CONFLICT' });
    expect(conflict!.message).toBe(`Line 3, term: make "fordd" is given ${second}, but Line 2 gives the same term ${first}; keep one of them.`);
    expect(findingMessage(conflict!, 'de')).toBe(`Zeile 3, term: make „fordd“ erhält ${second}, Zeile 2 gibt demselben Begriff aber ${first}; behalten Sie eine der beiden Angaben.`);
  });
});
