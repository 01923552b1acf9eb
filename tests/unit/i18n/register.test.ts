import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_TEXT_TABLE } from '@/bin/texts';

/**
 * Issue 16, register: the product addresses its reader one way per language, everywhere — the
 * site, the app's screens, the e-mails (under auth.mail and notices in messages/<locale>.json) and
 * the engine's texts. German "Sie", French "vous", Spanish "usted", Italian "voi" (as the site and
 * the engine already did). The markers below are forms that only the other registers use, chosen so
 * that correct text cannot match: Italian "verifica", "carica", "usa" are also nouns or third
 * persons and are left out; "sei" is also six, "dai" also a preposition, "leggi" and "premi" also
 * nouns. Command labels ("Scegli un file", "Salva") are the usual Italian UI imperative, which the
 * site's own buttons use too; an Italian "tu" imperative is a fault only in a sentence.
 */

type Source = { where: string; text: string };

const LOCALES = ['de', 'fr', 'es', 'it'] as const;
type Locale = (typeof LOCALES)[number];

function leaves(tree: unknown, prefix: string): Source[] {
  if (typeof tree === 'string') return [{ where: prefix, text: tree }];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

function jsonTexts(file: string): Source[] {
  return leaves(JSON.parse(readFileSync(file, 'utf8')), '').map(({ where, text }) => ({ where: `${path.relative(process.cwd(), file)} ${where}`, text }));
}

/** Every text the product shows in `locale`: shell, site, each area, the engine's catalogue and the CLI's texts. */
function productTexts(locale: Locale): Source[] {
  const areas = readdirSync(path.resolve('messages/areas'));
  const files = [`messages/${locale}.json`, `messages/site/${locale}.json`, ...areas.map((area) => `messages/areas/${area}/${locale}.json`)];
  const engine = Object.entries(CLI_TEXT_TABLE).map(([id, texts]) => ({ where: `engine ${id}`, text: texts[locale] }));
  return [...files.flatMap((file) => jsonTexts(path.resolve(file))), ...engine];
}

/**
 * Words only: ICU argument names (`{dir}`, `{count, plural,`), tags and command-line placeholders
 * (`<dir|zip>`, `<file.xml>`), `code` and a quoted label («Sostituisci», the name of a button) are
 * not the text's own address.
 */
function prose(text: string): string {
  return text
    .replace(/`[^`]*`/g, ' ')
    .replace(/«[^»]*»/g, ' ')
    .replace(/<\/?[\w.|:/-]+>/g, ' ')
    .replace(/\{\s*\w+\s*(,\s*\w+\s*,?)?/g, ' ')
    .replace(/[{}]/g, ' ');
}

/** A whole word (letters of any script count as word characters, so "en-têtes" holds no "tes"). */
function words(list: string[], flags = 'u'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_’'])(?:${list.join('|')})(?![\\p{L}\\p{N}_’'])`, flags);
}

/** A sentence, not a label: it ends with . ! ? or has one inside. */
const isSentence = (text: string) => /[.!?](\s|$)/u.test(text.trim());

type Rule = { name: string; test: (text: string) => string | undefined };

const matchIn = (pattern: RegExp, onlySentences = false): Rule['test'] => (text) => {
  if (onlySentences && !isSentence(text)) return undefined;
  return pattern.exec(prose(text))?.[0];
};

const RULES: Record<Locale, Rule[]> = {
  it: [
    {
      name: 'Lei (formal singular)',
      test: matchIn(
        words(
          [
            'scelga', 'carichi', 'inserisca', 'trascini', 'acceda', 'riprovi', 'ricarichi', 'digiti', 'corregga', 'chieda', 'divida',
            'decida', 'attenda', 'verifichi', 'apra', 'aggiunga', 'indichi', 'confermi', 'clicchi', 'prema', 'esegua', 'riavvii',
            'si rivolga', 'La preghiamo', 'Le chiediamo',
          ].flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1)]),
        ),
      ),
    },
    // "Suo", "Lei" capitalised inside a sentence address the reader; lower case they are third persons.
    { name: 'Lei (Suo/Sua/Lei inside a sentence)', test: matchIn(/(?<=[\p{Ll},;]\s)(Suo|Sua|Suoi|Sue|Lei)(?![\p{L}])/u) },
    {
      name: 'tu (pronouns, possessives, verbs)',
      test: matchIn(words(['tuo', 'tua', 'tuoi', 'tue', 'ti', 'te', 'puoi', 'devi', 'vuoi', 'hai', 'stai'].flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1)]))),
    },
    {
      name: 'tu (imperative in a sentence)',
      test: matchIn(
        words(
          [
            'scegli', 'inserisci', 'aggiungi', 'attendi', 'decidi', 'correggi', 'chiedi', 'rimuovi', 'apri', 'esci', 'accedi', 'chiudi',
            'richiedi', 'scrivi', 'rivedi', 'mantieni', 'togli', 'risolvi', 'esegui', 'riesegui', 'sostituisci', 'definisci', 'dividi',
            'riduci', 'ripeti', 'tieni', 'fai', 'vai', 'scegline', 'sceglila', 'sceglilo', 'tienine', 'esportala', 'esportalo',
            'controllalo', 'controllala', 'copiala', 'salvalo', 'dividilo', 'importalo', 'inizialo', 'riducilo', 'rimuovilo',
          ].flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1)]),
        ),
        true,
      ),
    },
  ],
  de: [
    {
      name: 'du/ihr',
      test: matchIn(
        words(['du', 'Du', 'dich', 'Dich', 'dir', 'Dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines', 'Dein', 'Deine', 'Deinen', 'Deinem', 'Deiner', 'euch', 'euer', 'eure', 'euren', 'eurem', 'eurer', 'kannst', 'musst', 'hast', 'bist', 'willst', 'solltest', 'könnt', 'müsst', 'habt', 'seid']),
      ),
    },
  ],
  fr: [{ name: 'tu', test: matchIn(words(['tu', 'Tu', 'toi', 'te', 'ton', 'Ton', 'ta', 'Ta', 'tes', 'Tes', 't’', "t'", 'peux', 'dois', 'veux'])) }],
  es: [
    {
      name: 'tú/vosotros',
      test: matchIn(words(['tú', 'Tú', 'tu', 'Tu', 'tus', 'Tus', 'te', 'Te', 'ti', 'contigo', 'puedes', 'debes', 'tienes', 'quieres', 'necesitas', 'vosotros', 'vuestro', 'vuestra', 'vuestros', 'vuestras'])),
    },
  ],
};

function offenders(locale: Locale, sources: Source[]): string[] {
  return sources.flatMap(({ where, text }) =>
    RULES[locale].flatMap((rule) => {
      const hit = rule.test(text);
      return hit ? [`${where}: ${rule.name} «${hit}» in «${text.slice(0, 120)}»`] : [];
    }),
  );
}

describe('one register per language', () => {
  it.each(LOCALES)('%s: no text addresses the reader in another register', (locale) => {
    const sources = productTexts(locale);
    expect(sources.length).toBeGreaterThan(3000);
    expect(offenders(locale, sources)).toEqual([]);
  });

  // The rules must catch the faults this issue found and leave correct text alone.
  const sample = (text: string) => [{ where: 'sample', text }];
  it.each([
    ['it', 'Scelga un catalogo di esempio.'],
    ['it', 'Il tuo ruolo qui è {role}.'],
    ['it', 'Troppe conversioni dalla sua connessione. Riprovi tra {seconds} secondi.'],
    ['it', 'Inserisci un nome da 1 a 100 caratteri.'],
    ['it', 'Non trovato in nessuna delle Sue aree di lavoro.'],
    ['it', 'Ora puoi accedere a tutte le funzioni.'],
    ['de', 'Lade deine Datei hoch.'],
    ['fr', 'Choisis ton fichier.'],
    ['es', 'Sube tu archivo.'],
    ['es', 'Si puedes, inténtalo de nuevo.'],
  ] as const)('%s flags «%s»', (locale, text) => {
    expect(offenders(locale, sample(text))).toHaveLength(1);
  });

  it.each([
    ['it', 'Scegli un file'],
    ['it', 'Verifica della sessione…'],
    ['it', 'Sei impegni che rispettiamo su ogni file.'],
    ['it', 'Il nostro team verifica a mano ogni nuovo account e vi scriverà quando il vostro sarà pronto.'],
    ['it', 'Proprietari e operatori possono caricare file; chiedete a un proprietario di cambiare il suo ruolo.'],
    ['it', 'I controlli sono stati superati dai file.'],
    ['de', 'Die Ordner {dir} enthalten ihr Inhaltsverzeichnis. Geben Sie Ihr Passwort ein.'],
    ['de', 'Aufruf: partsmith validate <file.xml> [--reference <dir|zip>] [--standards <dir>]'],
    ['fr', 'Vérifiez que le fichier a une ligne d’en-tête et des en-têtes en double.'],
    ['es', 'Suba su archivo; el té no cuenta.'],
  ] as const)('%s leaves «%s» alone', (locale, text) => {
    expect(offenders(locale, sample(text))).toEqual([]);
  });
});
