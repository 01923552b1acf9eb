import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** The files a conversion leaves in its output folder. */
export const OUTPUT_FILES = {
  aces: 'aces.xml',
  pies: 'pies.xml',
  reportJson: 'report.json',
  reportHtml: 'report.html',
  flagged: 'flagged.csv',
  mapping: 'mapping.json',
  evidence: 'evidence.zip',
} as const;
export type OutputName = keyof typeof OUTPUT_FILES;
export type OutputPaths = Record<OutputName, string>;
/** The deliverables a run may leave out because they would be empty (issue 13). */
export type OptionalOutput = 'aces' | 'pies';
/** What a run wrote: every output, except aces.xml or pies.xml when there was nothing to put in them. */
export type WrittenPaths = Omit<OutputPaths, OptionalOutput> & Partial<Pick<OutputPaths, OptionalOutput>>;

/**
 * Everything is written under temporary names in the output folder (same file system, so the
 * final rename is atomic) and renamed only once the whole run succeeded: a crash leaves no
 * half-written aces.xml that looks complete, and the previous run's files stay untouched until then.
 */
export class OutputFiles {
  readonly final: OutputPaths;
  readonly temp: OutputPaths;
  /** Deflated copies of the deliverables, made while they are written, for the bundle; never kept. */
  readonly deflated: { aces: string; pies: string };
  /** Deliverables dropped before the commit because they were empty. */
  private readonly omitted = new Set<OptionalOutput>();
  /** Working files of the run (e.g. spilled item runs): never delivered, removed however the run ends. */
  private readonly scratchFiles: string[] = [];
  private readonly tag: string;

  private constructor(readonly dir: string) {
    const tag = (this.tag = `${process.pid}-${randomBytes(4).toString('hex')}`);
    const final = {} as OutputPaths;
    const temp = {} as OutputPaths;
    for (const [key, name] of Object.entries(OUTPUT_FILES) as [OutputName, string][]) {
      final[key] = path.join(dir, name);
      temp[key] = path.join(dir, `.${name}.${tag}.partial`);
    }
    this.final = final;
    this.temp = temp;
    this.deflated = {
      aces: path.join(dir, `.${OUTPUT_FILES.aces}.deflate.${tag}.partial`),
      pies: path.join(dir, `.${OUTPUT_FILES.pies}.deflate.${tag}.partial`),
    };
  }

  static async create(dir: string): Promise<OutputFiles> {
    const abs = path.resolve(dir);
    await mkdir(abs, { recursive: true });
    return new OutputFiles(abs);
  }

  /**
   * Drops a deliverable that turned out empty (no apps, no items): an empty document is either
   * invalid (PIES requires an Item) or says nothing, and is never delivered. A file of that name
   * left by an earlier run in the folder goes too, so the folder never shows a stale one.
   */
  async omit(key: OptionalOutput): Promise<void> {
    this.omitted.add(key);
    await Promise.all([rm(this.temp[key], { force: true }), rm(this.deflated[key], { force: true })]);
  }

  /** A new working file's path in the folder (same file system as the deliverables), removed at the end. */
  scratch(name: string): string {
    const file = path.join(this.dir, `.${name}.${this.tag}.${this.scratchFiles.length}.partial`);
    this.scratchFiles.push(file);
    return file;
  }

  isWritten(key: OptionalOutput): boolean {
    return !this.omitted.has(key);
  }

  /** The final paths of what the run wrote. */
  written(): WrittenPaths {
    const paths: Partial<OutputPaths> = { ...this.final };
    for (const key of this.omitted) delete paths[key];
    return paths as WrittenPaths;
  }

  /** Moves every file to its final name; the bundle last, since it vouches for the others. */
  async commit(): Promise<void> {
    const order = (Object.keys(OUTPUT_FILES) as OutputName[]).filter((k) => k !== 'evidence');
    for (const key of [...order, 'evidence' as const]) {
      if ((key === 'aces' || key === 'pies') && this.omitted.has(key)) await rm(this.final[key], { force: true });
      else await rename(this.temp[key], this.final[key]);
    }
    await this.removeScratch();
  }

  /** Removes whatever temporary files exist (after a failure). */
  async discard(): Promise<void> {
    await Promise.all(Object.values(this.temp).map((p) => rm(p, { force: true })));
    await this.removeScratch();
  }

  private async removeScratch(): Promise<void> {
    await Promise.all([...Object.values(this.deflated), ...this.scratchFiles].map((p) => rm(p, { force: true })));
  }
}
