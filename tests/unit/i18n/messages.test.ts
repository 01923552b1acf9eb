import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { MESSAGE_AREAS } from '@/i18n/message-areas';
import { routing } from '@/i18n/routing';
import { argumentsOf } from './icu-arguments';

type Tree = { [key: string]: string | Tree };

function load(file: string): Tree {
  return JSON.parse(readFileSync(new URL(`../../../messages/${file}`, import.meta.url), 'utf8')) as Tree;
}

/** Every leaf as `a.b.c` → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const others = routing.locales.filter((l) => l !== 'en');

/** Every locale has every key English has, with the same ICU arguments, and nothing more. */
function checkParity(folder: string) {
  const english = leaves(load(`${folder}en.json`));

  it.each(others)('%s has every key English has, with the same arguments', (locale) => {
    const translated = leaves(load(`${folder}${locale}.json`));
    const missing = [...english.keys()].filter((k) => !translated.has(k));
    expect(missing, `missing in ${folder}${locale}.json`).toEqual([]);
    const argumentMismatch = [...english]
      .filter(([k, text]) => argumentsOf(text).join() !== argumentsOf(translated.get(k) ?? '').join())
      .map(([k]) => k);
    expect(argumentMismatch).toEqual([]);
  });

  // A text next-intl cannot parse (an unclosed `{`, `<folder or zip>` read as a tag) is shown as its
  // key: "settings.reference.none" instead of a sentence.
  it.each(routing.locales)('%s: every text is a valid ICU message', (locale) => {
    const broken = [...leaves(load(`${folder}${locale}.json`))].flatMap(([key, text]) => {
      try {
        parse(text);
        return [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it.each(others)('%s has no keys English lacks and no empty texts', (locale) => {
    const translated = leaves(load(`${folder}${locale}.json`));
    expect([...translated.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...translated].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
  });
}

describe.each(['', 'site/'])('messages/%s<locale>.json', (folder) => {
  checkParity(folder);

  it.each(routing.locales)('%s records its translation status', (locale) => {
    const meta = load(`${folder}${locale}.json`)._meta as Tree;
    expect(meta.locale).toBe(locale);
    expect(meta.translationStatus).toBe(locale === 'en' ? 'source' : 'machine-assisted, pending human review');
  });
});

describe.each(MESSAGE_AREAS)('messages/areas/%s/<locale>.json', (area) => {
  checkParity(`areas/${area}/`);
});

describe('message namespaces', () => {
  it('an area is not also a namespace of the shell or site files', () => {
    const taken = new Set([...Object.keys(load('en.json')), ...Object.keys(load('site/en.json'))]);
    expect(MESSAGE_AREAS.filter((area) => taken.has(area))).toEqual([]);
  });

  it('the site copy does not overwrite a shell namespace', () => {
    const shell = new Set(Object.keys(load('en.json')));
    const site = Object.keys(load('site/en.json')).filter((k) => k !== '_meta');
    expect(site.filter((k) => shell.has(k))).toEqual([]);
  });
});
