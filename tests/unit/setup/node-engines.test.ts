import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Node versions Partsmith says it runs on (package.json `engines`, README, `.ci/run`) are the
 * ones every installed package accepts, so `npm install` prints no EBADENGINE warning on them
 * (decision 0014). A dependency bump that asks for a newer Node fails here, not on a user's machine.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

type Version = [number, number, number];

function parseVersion(text: string): { version: Version; parts: number } {
  const parts = text.replace(/^v/, '').split('.').filter((p) => p !== '' && p !== 'x' && p !== '*');
  const [a = 0, b = 0, c = 0] = parts.map((p) => Number.parseInt(p, 10));
  return { version: [a, b, c], parts: parts.length };
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** One comparator of an npm range, as the lockfile's `engines.node` fields write them. */
function comparatorHolds(node: Version, comparator: string): boolean {
  if (comparator === '*' || comparator === '') return true;
  const match = /^(>=|<=|>|<|\^|~|=)?(.+)$/.exec(comparator);
  if (!match) throw new Error(`cannot read the engine range part "${comparator}"`);
  const [, operator = '', rest] = match;
  const { version, parts } = parseVersion(rest!);
  const order = compare(node, version);
  switch (operator) {
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '^':
      return order >= 0 && node[0] === version[0];
    case '~':
      return order >= 0 && node[0] === version[0] && (parts < 2 || node[1] === version[1]);
    default:
      // A bare (partial) version: "20" is 20.x.x, "20.19" is 20.19.x.
      return version.slice(0, parts).every((n, i) => node[i] === n);
  }
}

/** Whether `node` satisfies an npm range such as "^20.19.0 || >=22.12.0" or ">= 10". */
function satisfies(node: string, range: string): boolean {
  const version = parseVersion(node).version;
  return range.split('||').some((set) =>
    set
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => comparatorHolds(version, comparator)),
  );
}

/** Packages npm installs on this platform: optional builds for another os or cpu are skipped. */
function installedHere(entry: { os?: string[]; cpu?: string[] }): boolean {
  const fits = (list: string[] | undefined, value: string) =>
    !list || (list.some((v) => !v.startsWith('!')) ? list.includes(value) : !list.includes(`!${value}`));
  return fits(entry.os, process.platform) && fits(entry.cpu, process.arch);
}

const ENGINES = readJson('package.json').engines.node as string;
/** The oldest release of each major line the engines range admits. */
const OLDEST = ENGINES.split('||').map((set) => set.trim().replace(/^[\^>=~]+/, ''));

describe('Node versions stated and installed', () => {
  it('states the Node versions in package.json, the README and CI alike', () => {
    expect(ENGINES).toBe('^20.19.0 || >=22.13.0');
    expect(OLDEST).toEqual(['20.19.0', '22.13.0']);
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('Node 20.19');
    expect(fs.readFileSync(path.join(root, '.ci/run'), 'utf8')).toContain('20.19');
  });

  it('runs on a Node the engines range admits', () => {
    expect(satisfies(process.versions.node, ENGINES)).toBe(true);
  });

  it.each(OLDEST)('leaves no installed package asking for a newer Node than %s', (oldest) => {
    const lock = readJson('package-lock.json') as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && installedHere(entry))
      .flatMap(([name, entry]) => {
        const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
        return range && !satisfies(oldest, range) ? [`${name.replace(/^.*node_modules\//, '')}@${entry.version} (node ${range})`] : [];
      });
    expect(refusing).toEqual([]);
  });

  it('reads npm ranges as npm does', () => {
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('20.18.3', '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies('22.12.0', '^20.19.0 || ^22.13.0 || >=24')).toBe(false);
    expect(satisfies('20.19.0', '>=20.19.0 <22.0.0 || >=22.12.0 <23.0.0')).toBe(true);
    expect(satisfies('20.20.2', '>= 22')).toBe(false);
    expect(satisfies('20.20.2', '18 || 20 || >=22')).toBe(true);
    expect(satisfies('14.18.0', '>=16.0.0 || 14 >= 14.17')).toBe(true);
    expect(satisfies('20.0.0', '*')).toBe(true);
  });
});
