/**
 * A row's model years: from the year columns, else from years written in the model cell (both given:
 * they must agree). The span is then checked against the years the model was sold: years it was not
 * sold are dropped with a warning naming them, none left rejects the row; an open-ended span reaches
 * the model's last reference year.
 */

import type { MappedRow } from '@/lib/catalog/types';
import type { VehicleLine } from '@/lib/catalog/reference';
import { say } from '../messages';
import type { NormalizeContext } from './context';
import { flag, isIssue, quote, reject, warn, type FieldDecision, type Issue } from './issues';
import { parseYearColumns, parseYears, yearList, type YearSpec } from './years';

export interface RowYears {
  spec: YearSpec;
  hasColumns: boolean;
  /** The years as written in the model cell, when they came from there. */
  fromCell?: string;
  /** The year text as the row gives it, for the decision's source. */
  source: string;
}

/**
 * The row's year span. Issues: `MODEL_TEXT_EXTRA` when the model cell's years differ from the year
 * column, `YEAR_MISSING`, or the year text's own.
 */
export function readRowYears(fields: MappedRow['fields'], cellYears: string | undefined, modelSource: string, vehicleName: string, ctx: NormalizeContext): RowYears | Issue {
  const yearOptions = { currentYear: ctx.currentYear };
  const hasColumns = !!(fields.yearFrom?.trim() || fields.yearTo?.trim());
  const yearText = fields.year?.trim() ?? '';
  if (cellYears && (yearText || hasColumns)) {
    const inCell = parseYears(cellYears, yearOptions);
    const given = hasColumns ? parseYearColumns(fields.yearFrom, fields.yearTo, yearOptions) : parseYears(yearText, yearOptions);
    const same = !isIssue(inCell) && !isIssue(given) && inCell.openFrom === given.openFrom && inCell.years.join() === given.years.join();
    if (!same) {
      return flag('MODEL_TEXT_EXTRA', 'model', say('MODEL_TEXT_EXTRA.years', { model: quote(modelSource), years: quote(cellYears) }));
    }
  }
  const fromCell = !yearText && !hasColumns && cellYears ? cellYears : undefined;
  if (!yearText && !hasColumns && !fromCell) {
    return reject('YEAR_MISSING', 'year', say('YEAR_MISSING', { vehicle: vehicleName }));
  }
  const spec = hasColumns ? parseYearColumns(fields.yearFrom, fields.yearTo, yearOptions) : parseYears(fromCell ?? yearText, yearOptions);
  if (isIssue(spec)) return spec;
  const source = hasColumns ? `${fields.yearFrom ?? ''}–${fields.yearTo ?? ''}` : (fromCell ?? yearText);
  return fromCell ? { spec, hasColumns, fromCell, source } : { spec, hasColumns, source };
}

/** The years of the span the model was sold in, as a year decision, with a warning for those it was not. */
export function soldYears(
  rowYears: RowYears,
  line: VehicleLine,
  vehicleName: string,
  ctx: NormalizeContext,
): { sold: number[]; decision: FieldDecision; partial?: Issue } | Issue {
  const { spec, fromCell, hasColumns } = rowYears;
  let years = spec.years;
  let yearNote = fromCell ? `${spec.note} (read from the model cell)` : spec.note;
  let yearSaid = fromCell ? say('note.year.fromCell', { note: spec.said }) : spec.said;
  let yearConfidence = spec.confidence;
  let yearCode = spec.code;
  if (spec.openFrom !== undefined) {
    years = [];
    for (let y = spec.openFrom; y <= line.lastYear; y++) years.push(y);
    // A model the reference ends before last year: "from 2012 on" cannot reach past that end.
    const bounded = line.lastYear < ctx.currentYear - 1;
    yearNote = bounded
      ? `${yearNote}, through ${line.lastYear}: the reference ends ${vehicleName} there`
      : `${yearNote}, read as through ${line.lastYear} (the model's last year in the reference)`;
    yearSaid = say(bounded ? 'note.year.referenceEnds' : 'note.year.throughLast', { note: yearSaid, last: String(line.lastYear), vehicle: vehicleName });
    if (bounded && spec.code === 'YEAR_OPEN_ENDED') {
      yearConfidence = 0.95;
      yearCode = undefined;
    }
  }
  const sold = years.filter((y) => line.years.has(y));
  const notSold = years.filter((y) => !line.years.has(y));
  if (sold.length === 0) {
    const where = { vehicle: vehicleName, sold: yearList([...line.years.keys()]) };
    return reject(
      'MODEL_NOT_SOLD_IN_YEAR',
      'year',
      years.length
        ? say('MODEL_NOT_SOLD_IN_YEAR', { ...where, years: yearList(years) })
        : say('MODEL_NOT_SOLD_IN_YEAR.from', { ...where, from: String(spec.openFrom) }),
    );
  }
  return {
    sold,
    decision: {
      field: hasColumns ? 'yearFrom' : 'year',
      source: rowYears.source,
      value: sold,
      confidence: yearConfidence,
      note: yearNote,
      said: yearSaid,
      ...(yearCode ? { code: yearCode } : {}),
    },
    partial: notSold.length
      ? warn('MODEL_YEARS_PARTIAL', 'year', say('MODEL_YEARS_PARTIAL', { vehicle: vehicleName, notSold: yearList(notSold), sold: yearList(sold) }))
      : undefined,
  };
}
