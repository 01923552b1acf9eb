/**
 * Rewrites imports to the entry-point rule (decision 0018, "Entry points"; the rule itself and its
 * test are tests/unit/architecture/entry-points{,.test}.ts):
 *
 * - an import of a file behind an index, from outside that index's folder, goes through the index —
 *   unless that would close an import loop or make the importer load a heavy index (then it stays); where the index lacks the name, the
 *   index gets an `export { name } from './file'` (`type` for a type) — unless that would close a
 *   loop, or the index is in a browser or proxy bundle (the new export would put the file there);
 * - an import of an index from inside its own folder names the files the index re-exports from.
 *
 * Imports of one specifier are merged (value lines with value lines, `import type` with `import type`);
 * `import type` and `type` bindings stay as they were. Files in a browser or proxy bundle are left
 * alone. Idempotent: a second run finds nothing to do. Run from the repository root:
 *
 *   npx tsx scripts/codemods/barrel-imports.ts          # rewrite, then print what it did
 *   npx tsx scripts/codemods/barrel-imports.ts --check  # print what it would do; exit 1 if anything
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  barrelsOf,
  bundledFiles,
  graphOf,
  judge,
  nameIn,
  Project,
  specifierFor,
  type Binding,
  type ImportLine,
} from '../../tests/unit/architecture/entry-points';
import { resolveSpecifier } from '../../tests/unit/architecture/import-graph';

const PRINT_WIDTH = 110;

type Line = { kind: 'import' | 'export'; specifier: string; typeOnly: boolean; bindings: Binding[] };
/** A file's planned edits: statements replaced (by start offset) and statements added at the end. */
type Plan = { replace: Map<number, { end: number; lines: Line[] }>; append: Line[] };

const check = process.argv.includes('--check');
const log: string[] = [];
const changedFiles = new Set<string>();

function render(written: Line): string {
  // An added export whose names are all types is written `export type { … }`.
  const allTypes = written.kind === 'export' && written.bindings.every((b) => b.isType);
  const line = allTypes ? { ...written, typeOnly: true } : written;
  const names = line.bindings.map((b) => (b.isType && !line.typeOnly ? 'type ' : '') + (b.imported === b.local ? b.local : `${b.imported} as ${b.local}`));
  const head = `${line.kind}${line.typeOnly ? ' type' : ''} `;
  const tail = ` from '${line.specifier}';`;
  const flat = `${head}{ ${names.join(', ')} }${tail}`;
  return flat.length <= PRINT_WIDTH ? flat : `${head}{\n${names.map((n) => `  ${n},`).join('\n')}\n}${tail}`;
}

const sameBinding = (a: Binding, b: Binding) => a.imported === b.imported && a.local === b.local;

function planFor(plans: Map<string, Plan>, file: string): Plan {
  if (!plans.has(file)) plans.set(file, { replace: new Map(), append: [] });
  return plans.get(file)!;
}

/** A line of the file (planned, or as written and not being rewritten) that `next` can merge into. */
function twinOf(project: Project, file: string, plan: Plan, next: Line): Line | null {
  const target = resolveSpecifier(file, next.specifier);
  const alike = (l: { kind: string; specifier: string; typeOnly: boolean }) =>
    l.kind === next.kind && l.typeOnly === next.typeOnly && (l.specifier === next.specifier || (target !== null && resolveSpecifier(file, l.specifier) === target));
  for (const entry of plan.replace.values()) for (const l of entry.lines) if (alike(l)) return l;
  for (const l of plan.append) if (alike(l)) return l;
  for (const l of project.parse(file)!.lines) {
    if (plan.replace.has(l.start) || !l.bindings || !alike(l)) continue;
    const twin: Line = { kind: l.kind, specifier: l.specifier, typeOnly: l.typeOnly, bindings: [...l.bindings] };
    plan.replace.set(l.start, { end: l.end, lines: [twin] });
    return twin;
  }
  return null;
}

function mergeInto(twin: Line, bindings: Binding[]) {
  for (const b of bindings) if (!twin.bindings.some((x) => sameBinding(x, b))) twin.bindings.push(b);
}

/** Replaces `line` of a file by `lines`, each merged into a line of the same specifier and kind if there is one. */
function rewrite(project: Project, plans: Map<string, Plan>, file: string, line: ImportLine, lines: Line[]) {
  const plan = planFor(plans, file);
  const entry = { end: line.end, lines: [] as Line[] };
  plan.replace.set(line.start, entry); // first, so the line itself is no twin
  for (const next of lines) {
    const twin = twinOf(project, file, plan, next);
    if (twin) mergeInto(twin, next.bindings);
    else entry.lines.push(next);
  }
}

/** One pass: plan every rewrite the rule asks for, write them, and say whether anything changed. */
function pass(): boolean {
  const project = new Project();
  const files = project.ruleFiles();
  const graph = graphOf(project, files);
  const context = { barrels: barrelsOf(files), bundled: bundledFiles(project, files), graph };
  const plans = new Map<string, Plan>();
  let changed = 0;
  /** index → names to add, by the file they come from. */
  const exportsToAdd = new Map<string, Map<string, Binding[]>>();

  for (const file of files.sort()) {
    for (const line of project.parse(file)!.lines) {
      if (!line.bindings || !line.target) continue;
      const verdict = judge(project, line, context);
      if (verdict.kind === 'own-index') {
        // Name the files the index re-exports from (through sub-folder indexes of the same folder).
        const index = project.parse(line.target)!;
        const lines: Line[] = [];
        const stay: Binding[] = [];
        for (const b of line.bindings) {
          let hop = index.reexports.get(b.imported);
          while (hop && /(^|\/)index\.tsx?$/.test(hop.file) && file.startsWith(path.posix.dirname(hop.file) + '/'))
            hop = project.parse(hop.file)!.reexports.get(hop.name);
          if (!hop) {
            stay.push(b);
            continue;
          }
          const specifier = specifierFor(file, hop.file, line.specifier);
          const into = lines.find((l) => l.specifier === specifier) ?? lines[lines.push({ kind: line.kind, specifier, typeOnly: line.typeOnly, bindings: [] }) - 1]!;
          into.bindings.push({ imported: hop.name, local: b.local, isType: b.isType });
        }
        if (stay.length) lines.unshift({ kind: line.kind, specifier: line.specifier, typeOnly: line.typeOnly, bindings: stay });
        rewrite(project, plans, file, line, lines);
        log.push(`${file}: '${line.specifier}' (own index) → ${lines.map((l) => `'${l.specifier}'`).join(', ')}`);
        continue;
      }
      if (verdict.kind !== 'bypass' || verdict.kept) continue;
      const { entry } = verdict;
      const via: Binding[] = [];
      const stay: Binding[] = [];
      const adding = exportsToAdd.get(entry) ?? new Map<string, Binding[]>();
      const offered = project.parse(entry)!.exports();
      for (const b of line.bindings) {
        const name = nameIn(project, entry, line.target, b.imported);
        if (name !== null) {
          via.push({ imported: name, local: b.local, isType: b.isType });
          continue;
        }
        // The index must start exporting it — unless it already exports something else by that name.
        const planned = [...adding.values()].flat().find((x) => x.local === b.imported);
        const fromHere = adding.get(line.target)?.some((x) => x.local === b.imported);
        if (offered.has(b.imported) || (planned && !fromHere)) {
          stay.push(b);
          continue;
        }
        const origin = project.parse(line.target)!.exports().get(b.imported);
        if (!fromHere) {
          const list = adding.get(line.target) ?? [];
          list.push({ imported: b.imported, local: b.imported, isType: origin?.isType ?? false });
          adding.set(line.target, list);
        }
        via.push({ imported: b.imported, local: b.local, isType: b.isType });
      }
      if (!via.length) continue;
      if (adding.size) exportsToAdd.set(entry, adding);
      const specifier = specifierFor(file, entry, line.specifier);
      const lines: Line[] = [{ kind: line.kind, specifier, typeOnly: line.typeOnly, bindings: via }];
      if (stay.length) lines.push({ kind: line.kind, specifier: line.specifier, typeOnly: line.typeOnly, bindings: stay });
      rewrite(project, plans, file, line, lines);
      // Keep the graph current so later loop checks see this edge (and the index's new export).
      graph.get(file)!.add(entry);
      if (adding.has(line.target)) graph.get(entry)!.add(line.target);
      log.push(`${file}: '${line.specifier}' → '${specifier}'${stay.length ? ` (kept: ${stay.map((b) => b.imported).join(', ')})` : ''}`);
    }
  }

  for (const [entry, byFile] of exportsToAdd) {
    for (const [from, bindings] of byFile) {
      const specifier = specifierFor(entry, from, './');
      const plan = planFor(plans, entry);
      const next: Line = { kind: 'export', specifier, typeOnly: false, bindings };
      const twin = twinOf(project, entry, plan, next);
      if (twin) mergeInto(twin, bindings);
      else plan.append.push(next);
      log.push(`${entry}: + export { ${bindings.map((b) => (b.isType ? 'type ' : '') + b.local).join(', ')} } from '${specifier}'`);
    }
  }

  for (const [file, plan] of plans) {
    const text = project.parse(file)!.text;
    let out = text;
    for (const [start, { end, lines }] of [...plan.replace].sort((a, b) => b[0] - a[0])) {
      if (lines.length) out = out.slice(0, start) + lines.map(render).join('\n') + out.slice(end);
      else out = out.slice(0, start) + out.slice(end).replace(/^[ \t]*\r?\n/, '');
    }
    if (plan.append.length) out = out.replace(/\n*$/, '\n') + plan.append.map(render).join('\n') + '\n';
    if (out === text) continue;
    changed += 1;
    changedFiles.add(file);
    if (!check) writeFileSync(path.join(project.root, file), out);
  }
  return changed > 0 && !check;
}

// Each pass may open new work (an index that now exports a name lets another line through it), so
// run to a fixed point; a handful of passes is plenty.
let passes = 0;
while (passes < 6 && pass()) passes += 1;
console.log(log.join('\n'));
console.log(`${check ? 'would change' : 'changed'} ${changedFiles.size} files`);
if (check && changedFiles.size) process.exit(1);
