import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT, resolveSpecifier, SOURCE_FOLDERS, sourceFiles } from './import-graph';

/**
 * The entry-point rule (decision 0018, "Entry points"), shared by its test (entry-points.test.ts) and
 * the codemod that applies it (scripts/codemods/barrel-imports.ts):
 *
 * - A module is a top-level folder of lib/ or components/ (lib/http, lib/jobs, lib/catalog, lib/data,
 *   components/layout). Its entry points are the index.ts files in it — its own and its sub-folders'
 *   (lib/catalog/normalize, lib/http/upload, lib/data/<area>) — and the client-safe files listed in
 *   DECLARED_ENTRIES.
 * - From outside a module, import an entry point, never a file behind one: the nearest index.ts above
 *   the file. Where that index would lead back to the importer (an import loop), would grow a browser
 *   bundle (it is in one and lacks the name; it, or the name it would gain, brings a client
 *   component), or would make the importer load more than HEAVY modules it does not load today, the
 *   file is taken directly; the test works each out, so the exception cannot be claimed falsely.
 * - Inside a module, import files, never one of the module's own indexes (that is how loops start);
 *   an index may re-export a sub-folder's index.
 * - Code that ends up in a browser or proxy bundle (a 'use client' file, proxy.ts, next.config.ts,
 *   instrumentation*.ts and everything they import at run time) takes the files it needs: a barrel
 *   there would bundle the whole module.
 * - Tests, benches and scripts are outside the rule: they may reach a module's internals.
 */

/** Where the rule applies: the app's source and the root files Next loads. */
export const RULE_FOLDERS = [...SOURCE_FOLDERS, 'i18n'];
export const ROOT_FILES = ['proxy.ts', 'next.config.ts', 'instrumentation.ts', 'instrumentation-client.ts'];
/** Files bundled on their own (besides 'use client' files): what they import stays file by file. */
const BUNDLE_ROOTS = new Set(ROOT_FILES);
/** Where the users of an index are counted: everything that may import one. */
export const USER_FOLDERS = [...RULE_FOLDERS, 'tests', 'bench', 'scripts'];

/** Entry points that are files, not indexes, and why. */
export const DECLARED_ENTRIES: { pattern: RegExp; why: string }[] = [
  { pattern: /^lib\/data\/[^/]+\/types\.ts$/, why: "a data area's client-safe face (row shapes, constants, schemas)" },
  { pattern: /^lib\/actions\/result\.ts$/, why: "the actions' client-safe result shape and message keys" },
];

export type Binding = { imported: string; local: string; isType: boolean };

/** One static `import … from` / `export … from` (or `import '…'`) line of a file. */
export type ImportLine = {
  file: string;
  kind: 'import' | 'export';
  specifier: string;
  /** The repository file it names, or null (a package, JSON). */
  target: string | null;
  /** `import type` / `export type`. */
  typeOnly: boolean;
  /** The named bindings; null for a side-effect, namespace, default or `export *` line. */
  bindings: Binding[] | null;
  /** Loads nothing at run time (type-only line, or every binding a type). */
  erased: boolean;
  start: number;
  end: number;
};

export type Origin = { file: string; name: string; isType: boolean };

export type Parsed = {
  file: string;
  text: string;
  source: ts.SourceFile;
  lines: ImportLine[];
  useClient: boolean;
  /** Exported name → the file and name that define it, following re-exports. */
  exports: () => Map<string, Origin>;
  /** An index's exported name → the file it re-exports it from, one step (for own-index imports). */
  reexports: Map<string, { file: string; name: string }>;
  /** Statements that are neither re-exports nor `import 'server-only'` (logic, in an index). */
  logic: string[];
};

/** A module's index; pages/…/index.tsx is the Pages Router's page for a folder's own path, not a barrel. */
export const isIndex = (file: string) => /(^|\/)index\.tsx?$/.test(file) && !file.startsWith('pages/');
const dirOf = (file: string) => path.posix.dirname(file);
const within = (file: string, dir: string) => file.startsWith(dir + '/');

/** lib/http/upload/x.ts → lib/http; components/layout/site-header.tsx → components/layout. */
export function moduleOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : file;
}

export const isDeclaredEntry = (file: string) => DECLARED_ENTRIES.some((e) => e.pattern.test(file));

const TYPE_DECLARATIONS = new Set([ts.SyntaxKind.InterfaceDeclaration, ts.SyntaxKind.TypeAliasDeclaration]);

function hasExportModifier(node: ts.Node): boolean {
  return (ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
}

/** The source files of the repository, parsed once each. */
export class Project {
  private cache = new Map<string, Parsed | null>();

  constructor(readonly root = ROOT) {}

  /** The rule's files: RULE_FOLDERS and the root files. */
  ruleFiles(): string[] {
    return [...RULE_FOLDERS.flatMap(sourceFiles), ...ROOT_FILES.filter((f) => existsSync(path.join(this.root, f)))];
  }

  /** Every file that may import an index: the rule's files, tests, benches, scripts. */
  userFiles(): string[] {
    const extra = USER_FOLDERS.filter((d) => !RULE_FOLDERS.includes(d) && existsSync(path.join(this.root, d)));
    return [...this.ruleFiles(), ...extra.flatMap(sourceFiles).filter((f) => !f.includes('node_modules/') && !f.includes('/.work/'))];
  }

  parse(file: string): Parsed | null {
    if (this.cache.has(file)) return this.cache.get(file)!;
    const full = path.join(this.root, file);
    if (!existsSync(full)) {
      this.cache.set(file, null);
      return null;
    }
    const text = readFileSync(full, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const lines: ImportLine[] = [];
    const logic: string[] = [];
    const reexports = new Map<string, { file: string; name: string }>();
    const localTypes = new Set<string>();
    const importedAs = new Map<string, { target: string | null; name: string }>();
    let useClient = false;
    source.statements.forEach((st, i) => {
      if (i === 0 && ts.isExpressionStatement(st) && ts.isStringLiteral(st.expression) && st.expression.text === 'use client')
        useClient = true;
      if (TYPE_DECLARATIONS.has(st.kind)) localTypes.add((st as ts.InterfaceDeclaration).name.text);
      if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
        const specifier = st.moduleSpecifier.text;
        const target = resolveSpecifier(file, specifier);
        const clause = st.importClause;
        let bindings: Binding[] | null = null;
        if (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
          bindings = clause.namedBindings.elements.map((e) => ({
            imported: (e.propertyName ?? e.name).text,
            local: e.name.text,
            isType: e.isTypeOnly,
          }));
          for (const b of bindings) importedAs.set(b.local, { target, name: b.imported });
        }
        const typeOnly = clause?.isTypeOnly ?? false;
        const erased = typeOnly || (bindings !== null && bindings.length > 0 && bindings.every((b) => b.isType));
        lines.push({ file, kind: 'import', specifier, target, typeOnly, bindings, erased, start: st.getStart(), end: st.end });
        if (specifier !== 'server-only') logic.push(text.slice(st.getStart(), st.end));
        return;
      }
      if (ts.isExportDeclaration(st) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
        const specifier = st.moduleSpecifier.text;
        const target = resolveSpecifier(file, specifier);
        let bindings: Binding[] | null = null;
        if (st.exportClause && ts.isNamedExports(st.exportClause)) {
          bindings = st.exportClause.elements.map((e) => ({
            imported: (e.propertyName ?? e.name).text,
            local: e.name.text,
            isType: e.isTypeOnly,
          }));
        }
        const erased = st.isTypeOnly || (bindings !== null && bindings.length > 0 && bindings.every((b) => b.isType));
        lines.push({ file, kind: 'export', specifier, target, typeOnly: st.isTypeOnly, bindings, erased, start: st.getStart(), end: st.end });
        if (target && bindings) for (const b of bindings) reexports.set(b.local, { file: target, name: b.imported });
        return;
      }
      logic.push(text.slice(st.getStart(), st.end));
    });
    // `export * from` lines, for the one-step map: each name the starred file exports.
    const stars = lines.filter((l) => l.kind === 'export' && !l.bindings && l.target);
    const exports = memo(() => {
      const out = new Map<string, Origin>();
      for (const st of source.statements) {
        if (ts.isExportDeclaration(st) && st.moduleSpecifier) {
          const line = lines.find((l) => l.start === st.getStart())!;
          if (!line.target) {
            if (line.bindings) for (const b of line.bindings) out.set(b.local, { file: line.specifier, name: b.imported, isType: b.isType || line.typeOnly });
            continue;
          }
          const from = this.parse(line.target)?.exports() ?? new Map<string, Origin>();
          if (!line.bindings) {
            if (st.exportClause && ts.isNamespaceExport(st.exportClause)) {
              out.set(st.exportClause.name.text, { file, name: st.exportClause.name.text, isType: false });
            } else {
              for (const [name, origin] of from) if (name !== 'default' && !out.has(name)) out.set(name, origin);
            }
            continue;
          }
          for (const b of line.bindings) {
            const origin = from.get(b.imported) ?? { file: line.target, name: b.imported, isType: false };
            out.set(b.local, { ...origin, isType: origin.isType || b.isType || line.typeOnly });
          }
          continue;
        }
        if (ts.isExportDeclaration(st) && st.exportClause && ts.isNamedExports(st.exportClause)) {
          for (const e of st.exportClause.elements) {
            const local = (e.propertyName ?? e.name).text;
            const imported = importedAs.get(local);
            const origin =
              imported?.target ? (this.parse(imported.target)?.exports().get(imported.name) ?? { file: imported.target, name: imported.name, isType: false })
              : { file, name: local, isType: localTypes.has(local) };
            out.set(e.name.text, { ...origin, isType: origin.isType || e.isTypeOnly || st.isTypeOnly });
          }
          continue;
        }
        if (ts.isExportAssignment(st)) {
          out.set('default', { file, name: 'default', isType: false });
          continue;
        }
        if (!hasExportModifier(st)) continue;
        const isDefault = (ts.getModifiers(st as ts.HasModifiers) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
        const isType = TYPE_DECLARATIONS.has(st.kind);
        if (ts.isVariableStatement(st)) {
          for (const d of st.declarationList.declarations) for (const name of boundNames(d.name)) out.set(name, { file, name, isType: false });
        } else if ('name' in st && st.name && ts.isIdentifier(st.name as ts.Node)) {
          const name = isDefault ? 'default' : (st.name as ts.Identifier).text;
          out.set(name, { file, name, isType });
        } else if (isDefault) out.set('default', { file, name: 'default', isType: false });
      }
      return out;
    });
    for (const star of stars) for (const name of this.parse(star.target!)?.exports().keys() ?? []) if (!reexports.has(name) && name !== 'default') reexports.set(name, { file: star.target!, name });
    const parsed: Parsed = { file, text, source, lines, useClient, exports, reexports, logic };
    this.cache.set(file, parsed);
    return parsed;
  }
}

function memo<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      made = true; // a re-export loop sees an empty map rather than recursing forever
      value = undefined;
      value = make();
    }
    return value as T;
  };
}

function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : boundNames(e.name)));
}

/** The import graph of the rule's files, types included (as the import-cycles test counts it). */
export function graphOf(project: Project, files: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const line of project.parse(file)?.lines ?? []) if (line.target) targets.add(line.target);
    graph.set(file, targets);
  }
  return graph;
}

/** Files that end up in a browser or proxy bundle: the bundle roots and what they load at run time. */
export function bundledFiles(project: Project, files: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = files.filter((f) => BUNDLE_ROOTS.has(f) || project.parse(f)?.useClient);
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const line of project.parse(file)?.lines ?? []) if (line.target && !line.erased) queue.push(line.target);
  }
  return seen;
}

/** The indexes of the folders that hold a file, nearest first. */
export function indexesAbove(file: string, barrels: Set<string>): string[] {
  const found: string[] = [];
  for (let dir = dirOf(file); dir !== '.'; dir = dirOf(dir)) {
    const index = barrels.has(dir + '/index.ts') ? dir + '/index.ts' : barrels.has(dir + '/index.tsx') ? dir + '/index.tsx' : null;
    if (index) found.push(index);
  }
  return found;
}

export type Verdict =
  | { kind: 'ok' }
  | { kind: 'bundled' } // outside a module's entry points, but in a bundle that takes files
  | { kind: 'own-index' } // an index of the importer's own module
  /**
   * Round an index. `kept` says why the file may stay direct: the index would lead back to the
   * importer ('loop'); it would grow a browser or proxy bundle ('bundle': the index is in one and
   * lacks the name, or the index, or the new export, brings a client component); or it would load
   * more than HEAVY modules the importer does not load today ('heavy': `@/lib/jobs` for the mailer).
   */
  | { kind: 'bypass'; entry: string; missing: string[]; kept: 'loop' | 'bundle' | 'heavy' | null };

function reaches(graph: Map<string, Set<string>>, from: string[], goal: string, extra: [string, string][]): boolean {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const node = stack.pop()!;
    if (node === goal) return true;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const next of graph.get(node) ?? []) stack.push(next);
    for (const [a, b] of extra) if (a === node) stack.push(b);
  }
  return false;
}

/** Modules an index may load beyond what its importer loads already before it counts as heavy. */
export const HEAVY = 40;

/** What a file loads at run time (itself included): its imports, `import type` aside, transitively. */
function loads(project: Project, file: string): Set<string> {
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const line of project.parse(next)?.lines ?? []) if (line.target && !line.erased) stack.push(line.target);
  }
  return seen;
}

/** The modules the importer would load through the index that it does not load today. */
export function extraLoads(project: Project, importer: string, entry: string): string[] {
  const now = loads(project, importer);
  return [...loads(project, entry)].filter((file) => !now.has(file));
}

/** An entry's exported name for what `name` of `file` is, or null when the entry does not export it. */
export function nameIn(project: Project, entry: string, file: string, name: string): string | null {
  const origin = project.parse(file)?.exports().get(name) ?? { file, name, isType: false };
  const offered = project.parse(entry)?.exports() ?? new Map<string, Origin>();
  if (offered.get(name)?.file === origin.file && offered.get(name)?.name === origin.name) return name;
  for (const [exported, o] of offered) if (o.file === origin.file && o.name === origin.name) return exported;
  return null;
}

/** The rule's judgement of one import line of a rule file. */
export function judge(
  project: Project,
  line: ImportLine,
  context: { barrels: Set<string>; bundled: Set<string>; graph: Map<string, Set<string>> },
): Verdict {
  const { file, target } = line;
  if (!target || !context.graph.has(target)) return { kind: 'ok' };
  if (isIndex(target)) return within(file, dirOf(target)) ? { kind: 'own-index' } : { kind: 'ok' };
  if (isDeclaredEntry(target)) return { kind: 'ok' };
  const entry = indexesAbove(target, context.barrels).find((index) => !within(file, dirOf(index)));
  if (!entry) return { kind: 'ok' };
  if (context.bundled.has(file)) return { kind: 'bundled' };
  const missing = (line.bindings ?? []).filter((b) => nameIn(project, entry, target, b.imported) === null).map((b) => b.imported);
  // Through the entry, the importer would depend on all of it (and the entry on the file, if it must
  // start exporting it): a loop when the entry — or the file, for a new export — leads back.
  const extra: [string, string][] = missing.length ? [[entry, target]] : [];
  const loops = reaches(context.graph, [entry], file, extra) || (missing.length > 0 && reaches(context.graph, [target], entry, []));
  const more = line.erased ? [] : extraLoads(project, file, entry);
  // Next puts every client component a route's server code imports into the route's bundle, used or
  // not: an index must not bring one to an importer, nor gain one as a new export.
  const bundles =
    (missing.length > 0 && (context.bundled.has(entry) || project.parse(target)!.useClient)) ||
    more.some((f) => project.parse(f)?.useClient);
  const kept = loops ? 'loop' : bundles ? 'bundle' : more.length > HEAVY ? 'heavy' : null;
  return { kind: 'bypass', entry, missing, kept };
}

/** The barrels (index files) among `files`. */
export const barrelsOf = (files: string[]) => new Set(files.filter(isIndex));

/** The specifier an importer would write for a file or an index, in the style of `like`. */
export function specifierFor(importer: string, file: string, like: string): string {
  const bare = isIndex(file) ? dirOf(file) : file.replace(/\.tsx?$/, '');
  if (like.startsWith('@/')) return '@/' + bare;
  const rel = path.posix.relative(dirOf(importer), bare);
  return rel.startsWith('.') ? rel : './' + rel;
}
