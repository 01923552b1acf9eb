import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, MESSAGE_LOCALES, findingMessage, messageLocale, render, say } from '@/lib/catalog/messages';
import { CATALOGUE_DUPLICATES } from '@/lib/catalog/messages/catalogue';
import { CLI_TEXT_DUPLICATES, CLI_TEXT_TABLE } from '@/bin/texts';
import { normalizeYears } from '@/lib/catalog/normalize/years';
import { argumentsOf } from '../../i18n/icu-arguments';
import { UNTRANSLATED_CODES } from './untranslated-codes';

/** The code under `dir` that says messages: every .ts file but the text tables (a `messages/` or `texts/` folder). */
async function engineSources(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await engineSources(full)));
    else if (entry.name.endsWith('.ts') && !/[\\/](messages|texts)[\\/]/.test(full)) out.push(full);
  }
  return out;
}

/** The literal ids said by the code under `dir` (`say('…'`). */
async function saidIn(dir: string): Promise<Set<string>> {
  const said = new Set<string>();
  for (const file of await engineSources(path.resolve(dir))) {
    for (const m of (await readFile(file, 'utf8')).matchAll(/\bsay\(\s*'([^']+)'/g)) said.add(m[1]!);
  }
  return said;
}

describe('the engine’s message catalogue', () => {
  // The CLI's texts (bin/texts) are rendered with the engine's: the checks below read both.
  it('has every text in all five languages, each one a valid ICU message using the English text’s arguments', () => {
    expect(Object.keys(CLI_TEXT_TABLE).length).toBeGreaterThan(Object.keys(CATALOGUE).length);
    for (const [id, texts] of Object.entries(CLI_TEXT_TABLE)) {
      const english = argumentsOf(texts.en, 'en');
      for (const locale of MESSAGE_LOCALES) {
        const text = texts[locale];
        expect(text, `${id} ${locale}`).toBeTruthy();
        expect(argumentsOf(text, locale), `${id} ${locale}`).toEqual(english);
        // An ASCII apostrophe before a brace quotes it in ICU: the argument would be printed as is.
        expect(text, `${id} ${locale}`).not.toMatch(/'[{}#]/);
        // Short labels may be the same word ("Format", "demo"); a sentence may not.
        if (locale !== 'en' && texts.en.split(' ').length >= 4) expect(text, `${id} ${locale} is still English`).not.toBe(texts.en);
      }
    }
  });

  it('defines each id in one texts file only, the CLI’s included', () => {
    expect(CATALOGUE_DUPLICATES).toEqual([]);
    expect(CLI_TEXT_DUPLICATES).toEqual([]);
  });

  it('holds none of the CLI’s texts in the engine’s catalogue (they live in bin/texts)', () => {
    expect(Object.keys(CATALOGUE).filter((id) => /^(cli|workbook)\./.test(id))).toEqual([]);
    expect(Object.keys(CLI_TEXT_TABLE).filter((id) => /^(cli|workbook)\./.test(id)).length).toBeGreaterThan(200);
  });

  it('knows every literal id the engine says, and the CLI every id it says', async () => {
    const engine = await saidIn('lib/catalog');
    expect(engine.size).toBeGreaterThan(0);
    expect([...engine].filter((id) => !(id in CATALOGUE))).toEqual([]);
    const cli = await saidIn('bin');
    expect(cli.size).toBeGreaterThan(0);
    expect([...cli].filter((id) => !(id in CLI_TEXT_TABLE))).toEqual([]);
  });

  it('has a text for every finding code of the engine, but those still listed as untranslated (a list that only shrinks)', async () => {
    const codes = new Set<string>();
    for (const file of await engineSources(path.resolve('lib/catalog'))) {
      for (const m of (await readFile(file, 'utf8')).matchAll(/'([A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+)'/g)) codes.add(m[1]!);
    }
    // A code said in several wordings has its texts under `CODE.wording` (GTIN_INVALID.length, .package …).
    const ids = Object.keys(CATALOGUE);
    const hasText = (code: string) => code in CATALOGUE || ids.some((id) => id.startsWith(`${code}.`));
    const missing = [...codes].filter((code) => !hasText(code) && !UNTRANSLATED_CODES.has(code)).sort();
    expect(missing, 'codes without a text in lib/catalog/messages/texts').toEqual([]);
    const stale = [...UNTRANSLATED_CODES].filter((code) => hasText(code) || !codes.has(code)).sort();
    expect(stale, 'codes to take off UNTRANSLATED_CODES').toEqual([]);
  });
});

describe('rendering', () => {
  it('renders a finding in the reader’s language from its code and parameters, nested reasons included', () => {
    const finding = normalizeYears('2010-2014-2016');
    if (!('code' in finding)) throw new Error('expected a finding');
    expect(finding.code).toBe('YEAR_UNPARSEABLE');
    expect(finding.message).toBe("Year '2010-2014-2016' cannot be read ('2010-2014-2016' has more than two years in one span); write a year like 2015, a span like 2010-2014 or a list like 2010, 2012.");
    expect(findingMessage(finding, 'de')).toBe(
      "Baujahr '2010-2014-2016' ist nicht lesbar ('2010-2014-2016' enthält mehr als zwei Jahre in einer Spanne); schreiben Sie ein Jahr wie 2015, eine Spanne wie 2010-2014 oder eine Liste wie 2010, 2012.",
    );
    expect(findingMessage(finding, 'fr')).toMatch(/^L’année '2010-2014-2016' est illisible/);
  });

  it('keeps IDs and years as written and falls back to the stored English for findings without parameters', () => {
    expect(render(say('YEAR_OUT_OF_RANGE', { value: "'3015'", year: '3015', first: '1896', last: '2028' }), 'de')).toBe(
      "Baujahr '3015' ergibt 3015, außerhalb der Modelljahre 1896–2028.",
    );
    expect(findingMessage({ code: 'SOMETHING_OLD', message: 'As it was written.' }, 'it')).toBe('As it was written.');
  });

  it('never throws, even on a parameter left undefined at run time', () => {
    const said = { id: 'YEAR_OUT_OF_RANGE', params: { value: undefined, year: '3015', first: '1896', last: '2028' } } as unknown as Parameters<typeof render>[0];
    expect(render(said, 'de')).toBe("Baujahr  ergibt 3015, außerhalb der Modelljahre 1896–2028.");
  });

  it('picks the reader’s language from Accept-Language or a POSIX locale', () => {
    expect(messageLocale('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(messageLocale('ja,fr;q=0.5')).toBe('fr');
    expect(messageLocale('es_ES.UTF-8')).toBe('es');
    expect(messageLocale('it;q=0,en')).toBe('en');
    expect(messageLocale(undefined)).toBe('en');
  });
});
