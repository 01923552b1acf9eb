import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, ROOT, SOURCE_FOLDERS, sourceFiles } from '../architecture/import-graph';
import { ALL_CLIENT_AREAS } from '@/i18n/area-texts';
import { MESSAGE_AREAS } from '@/i18n/message-areas';

/**
 * Each signed-in section sends its pages only its own client texts (i18n/area-texts.tsx, issue
 * 15.7). A client component that translates with a namespace its page's providers do not send
 * shows keys instead of texts, so: for every page under app/[locale]/(app), the namespaces of the
 * client components it reaches (`useTranslations('<namespace>…')` in a 'use client' module or
 * anything such a module imports) are among those its nearest section layout sends, or the frame's.
 * A page that names its texts by path (`<PageTexts paths={CLIENT_TEXTS}>`) is held to those paths,
 * for its client components' full namespaces and the message keys its server actions answer with.
 */
const APP = 'app/[locale]/(app)';
/** The frame's provider (app/[locale]/(app)/layout.tsx, i18n/client-messages.ts frameMessages). */
const FRAME = ['status', 'actions', 'errors', 'workspace'];
/** What every section's provider sends besides its areas (i18n/client-messages.ts clientMessages). */
const SHARED = ['cookies', 'language', 'errors', 'status', 'auth', 'toasts', 'app', 'actions', 'workspace'];

const graph = importGraph(SOURCE_FOLDERS);
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const isClient = (file: string) => /^\s*['"]use client['"]/.test(read(file));

/** Namespaces (in full: `catalogs.mapping.settings`) the client side of `entry` translates with. */
function clientTranslations(entry: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string, client: boolean) => {
    const key = `${file}:${client}`;
    if (seen.has(key)) return;
    seen.add(key);
    const inClient = client || isClient(file);
    if (inClient) for (const m of read(file).matchAll(/useTranslations\(\s*'([^']+)'/g)) found.add(m[1]!);
    for (const next of graph.get(file) ?? []) walk(next, inClient);
  };
  walk(entry, false);
  return found;
}

/** Top-level namespaces the client side of `entry` translates with. */
function clientNamespaces(entry: string): Set<string> {
  return new Set([...clientTranslations(entry)].map((ns) => ns.split('.')[0]!));
}

/** The paths a page sends with `<PageTexts paths={CLIENT_TEXTS}>`, from its source; null without. */
function pageTextPaths(page: string): string[] | null {
  const text = read(page);
  if (!text.includes('<PageTexts paths={CLIENT_TEXTS}>')) return null;
  const listed = /const CLIENT_TEXTS = \[([^\]]*)\]/.exec(text);
  return listed ? [...listed[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!) : [];
}

/** Message keys of the areas written in the server-action modules `page` imports ('use server'). */
function actionKeys(page: string): Set<string> {
  const keys = new Set<string>();
  const areaKey = new RegExp(`'((?:${MESSAGE_AREAS.join('|')})\\.[\\w.]+)'`, 'g');
  for (const file of graph.get(page) ?? []) {
    if (!/^\s*['"]use server['"]/.test(read(file))) continue;
    for (const m of read(file).matchAll(areaKey)) keys.add(m[1]!);
  }
  return keys;
}

const covered = (paths: readonly string[], key: string) => paths.some((p) => key === p || key.startsWith(`${p}.`));

/** The namespaces the nearest section layout above `page` sends (with the frame's), from its source. */
function sentTo(page: string): Set<string> {
  for (let dir = path.dirname(page); dir.startsWith(APP) && dir !== APP; dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx');
    let text: string;
    try {
      text = read(layout);
    } catch {
      continue;
    }
    if (text.includes('areas={ALL_CLIENT_AREAS}')) return new Set([...SHARED, ...ALL_CLIENT_AREAS]);
    const listed = /<AreaTexts areas=\{\[([^\]]*)\]\}/.exec(text);
    if (listed) return new Set([...SHARED, ...[...listed[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!)]);
  }
  return new Set(FRAME);
}

const pages = sourceFiles(APP).filter((file) => /\/(page|loading|error|not-found)\.tsx$/.test(file));

describe("signed-in pages' client texts", () => {
  it('finds the pages (the check is not empty)', () => {
    expect(pages).toContain(`${APP}/dashboard/page.tsx`);
    expect(pages).toContain(`${APP}/catalogs/[id]/page.tsx`);
    expect(clientNamespaces(`${APP}/catalogs/[id]/page.tsx`)).toEqual(new Set(['catalogs', 'exports']));
  });

  it("the frame's own client components use only the frame's namespaces (the monitoring panel's come with it)", () => {
    const used = clientNamespaces(`${APP}/layout.tsx`);
    expect([...used].filter((ns) => !FRAME.includes(ns) && ns !== 'monitoring')).toEqual([]);
  });

  it.each(pages)('%s: every namespace its client components use is sent to it', (page) => {
    const paths = pageTextPaths(page);
    if (paths) {
      expect([...clientTranslations(page)].filter((ns) => !covered([...FRAME, ...paths], ns))).toEqual([]);
      return;
    }
    const sent = sentTo(page);
    expect([...clientNamespaces(page)].filter((ns) => !sent.has(ns))).toEqual([]);
  });

  it("the conversion page's paths cover its client components and its actions' message keys", () => {
    const page = `${APP}/catalogs/[id]/page.tsx`;
    const paths = pageTextPaths(page);
    expect(paths).toContain('catalogs.mapping');
    const keys = actionKeys(page);
    expect(keys).toContain('catalogs.mapping.errors.stale');
    expect(keys).toContain('exports.start.errors.notReady');
    expect([...keys].filter((key) => !covered(paths!, key))).toEqual([]);
  });
});
