import { say, type Said } from '../messages';
import type { ReadAcesApp } from '../readers';
import type { Severity } from '../types';
import { brandCodeProblem } from '../validate';
import type { Emit } from './emit';
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
  private readonly badBrands = new Map<string, Said | null>();
  partsHaveBrand = false;

  constructor(
    private readonly o: AcesAppCheckOptions,
    private readonly emit: Emit,
  ) {
    this.nextModelYear = (o.today ?? new Date()).getUTCFullYear() + 1;
  }

  private add(app: ReadAcesApp, code: string, severity: Severity, message: () => Said): void {
    this.emit(code, severity, () => appSaid(app, message()), app.line);
  }

  check(app: ReadAcesApp): void {
    if (app.id > 0 && !this.ids.add(app.id))
      this.add(app, 'ACES_APP_ID_DUPLICATE', 'warning', () =>
        say('ACES_APP_ID_DUPLICATE', { id: String(app.id) }),
      );

    if (app.action === 'D' && this.o.submissionType() === 'FULL')
      this.add(app, 'ACES_DELETE_IN_FULL', 'warning', () => say('ACES_DELETE_IN_FULL'));

    const y = app.years;
    if (y) {
      if (y.from > y.to)
        this.add(app, 'ACES_YEARS_REVERSED', 'error', () =>
          say('ACES_YEARS_REVERSED', { from: String(y.from), to: String(y.to) }),
        );
      else if (y.to > this.nextModelYear)
        this.add(app, 'ACES_YEARS_IN_FUTURE', 'warning', () =>
          say('ACES_YEARS_IN_FUTURE', { to: String(y.to), next: String(this.nextModelYear) }),
        );
    }

    for (const note of app.notes ?? []) {
      const v = this.notes.judge(note);
      if (v)
        this.add(app, 'ACES_NOTE_QUESTIONABLE', 'warning', () =>
          say('ACES_NOTE_QUESTIONABLE', {
            // A copy of its own: the note is a slice of the piece of the file it was read from, and
            // a thousand listed findings kept twenty 1 MB pieces (20 MB) alive.
            note: (' ' + note.trim().slice(0, 80)).slice(1),
            what: v.said.what,
            where: v.said.where,
          }),
        );
    }

    if (app.partBrand !== undefined || app.partSubBrand !== undefined) {
      this.partsHaveBrand = true;
      for (const code of [app.partBrand, app.partSubBrand]) {
        if (code === undefined) continue;
        let problem = this.badBrands.get(code);
        if (problem === undefined) {
          problem = brandCodeProblem(code);
          this.badBrands.set(code, problem);
        }
        if (problem) {
          const why = problem;
          this.add(app, 'BRAND_CODE_INVALID', 'error', () =>
            say('BRAND_CODE_INVALID.part', { part: app.part, problem: why }),
          );
        }
      }
    }
  }
}

/** An app's finding: "App 12 (line 40): " and the code's text. */
export function appSaid(app: Pick<ReadAcesApp, 'id' | 'line'>, message: Said): Said {
  return say('finding.app', { app: String(app.id), line: String(app.line), message });
}
