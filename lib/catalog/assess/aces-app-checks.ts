import type { ReadAcesApp } from '../readers';
import type { Finding } from '../types';
import { describeBrandCodeProblem } from '../validate';
import { NoteJudge } from './questionable-notes';

/** Remembers which ids were seen: a bit per id for the usual 1..n numbering, a Set for the rest. */
class IdSet {
  private bits = new Uint8Array(1 << 17);
  private readonly big = new Set<number>();
  private static readonly DENSE_MAX = 1 << 27;

  /** Adds an id; false when it was already there. */
  add(id: number): boolean {
    if (id >= IdSet.DENSE_MAX) {
      if (this.big.has(id)) return false;
      this.big.add(id);
      return true;
    }
    const byte = id >>> 3;
    if (byte >= this.bits.length) {
      const grown = new Uint8Array(Math.max(byte + 1, this.bits.length * 2));
      grown.set(this.bits);
      this.bits = grown;
    }
    const mask = 1 << (id & 7);
    const cur = this.bits[byte] ?? 0;
    if (cur & mask) return false;
    this.bits[byte] = cur | mask;
    return true;
  }
}

export interface AcesAppCheckOptions {
  file: string;
  /** The header's SubmissionType (upper-cased), once known. */
  submissionType: () => string | undefined;
  /** Today, for "years in the future" (default: now). */
  today?: Date;
}

/**
 * Checks of a single app that need no reference data and little memory: repeated App ids, year
 * ranges (reversed, or past next model year), questionable notes, delete actions in a FULL
 * submission, and brand codes on Part.
 */
export class AcesAppChecks {
  private readonly ids = new IdSet();
  private readonly notes = new NoteJudge();
  private readonly nextModelYear: number;
  private readonly badBrands = new Map<string, string | null>();
  partsHaveBrand = false;

  constructor(
    private readonly o: AcesAppCheckOptions,
    private readonly emit: (f: Finding) => void,
  ) {
    this.nextModelYear = (o.today ?? new Date()).getUTCFullYear() + 1;
  }

  private add(app: ReadAcesApp, code: string, severity: Finding['severity'], message: string): void {
    this.emit({
      code,
      severity,
      file: this.o.file,
      row: app.line,
      message: `App ${app.id} (line ${app.line}): ${message}`,
    });
  }

  check(app: ReadAcesApp): void {
    if (app.id > 0 && !this.ids.add(app.id))
      this.add(
        app,
        'ACES_APP_ID_DUPLICATE',
        'warning',
        `id ${app.id} was already used by an earlier app. Give every app its own id so a receiver's error report points at one app.`,
      );

    if (app.action === 'D' && this.o.submissionType() === 'FULL')
      this.add(
        app,
        'ACES_DELETE_IN_FULL',
        'warning',
        'action="D" in a FULL submission, which replaces everything anyway. Send deletes in an UPDATE file, or leave the app out.',
      );

    const y = app.years;
    if (y) {
      if (y.from > y.to)
        this.add(
          app,
          'ACES_YEARS_REVERSED',
          'error',
          `Years from ${y.from} to ${y.to} runs backwards. Swap the two years.`,
        );
      else if (y.to > this.nextModelYear)
        this.add(
          app,
          'ACES_YEARS_IN_FUTURE',
          'warning',
          `Years run to ${y.to}, but no model year after ${this.nextModelYear} exists yet. Check the range; end it at the last model year the part is known to fit.`,
        );
    }

    for (const note of app.notes ?? []) {
      const v = this.notes.judge(note);
      if (v)
        this.add(
          app,
          'ACES_NOTE_QUESTIONABLE',
          'warning',
          `note "${note.trim().slice(0, 80)}" looks like ${v.what}. Receivers cannot filter on note text; express it with ${v.where} instead.`,
        );
    }

    if (app.partBrand !== undefined || app.partSubBrand !== undefined) {
      this.partsHaveBrand = true;
      for (const code of [app.partBrand, app.partSubBrand]) {
        if (code === undefined) continue;
        let problem = this.badBrands.get(code);
        if (problem === undefined) {
          problem = describeBrandCodeProblem(code);
          this.badBrands.set(code, problem);
        }
        if (problem)
          this.add(
            app,
            'BRAND_CODE_INVALID',
            'error',
            `Part ${app.part} brand: ${problem}. Use the brand's code from the Auto Care brand table.`,
          );
      }
    }
  }
}
