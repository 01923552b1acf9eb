/**
 * Part type and position of a row — from names (any of five languages) or IDs — and whether the PCdb
 * allows the pair. An invalid pair rejects the row; a position that is merely too vague for the part
 * type (`Lower` where the PCdb has `Front Lower`) is flagged with the candidates named.
 */

import type { MappedRow } from '@/lib/catalog/types';
import { orList, say } from '../messages';
import type { NormalizeContext } from './context';
import { flag, isIssue, lowestConfidence, quote, reject, skippedCheck, warn, type Issue } from './issues';
import type { PartPosition } from './resolved-part-position';
import type { PositionConcept } from './lexicon/position-words';
import { learnedPosition, learnedPartType } from './learned-readings';
import { conflictIn, readPosition } from './positions';
import { parseId } from './vehicle-ids';
import { plainId } from './id-decision-cache';
import { IdDecision, type IdNamer } from './id-decision';
import type { ReferenceSet } from '@/lib/catalog/reference';

/** ID-coded part type and position pairs kept (a PCdb has tens of thousands of valid pairs). */
const PART_POSITION_ID_KEYS_HELD = 100_000;

/** Part type IDs below this, with position IDs below POSITION_KEYS, make one small-integer key. */
const PART_TYPE_KEYS = 1 << 19;
const POSITION_KEYS = 2047;

/**
 * The key of an ID-coded row's part type and position — plain digits in PartTerminologyID and
 * PositionID (or none), no names — as one small integer, or -1. Two rows with one key have the same
 * cells, so they resolve alike: looking the key up hashes no string.
 */
function idKey(fields: MappedRow['fields']): number {
  if (fields.partType || fields.position || !fields.partTypeId) return -1;
  const partType = plainId(fields.partTypeId);
  if (partType < 0 || partType >= PART_TYPE_KEYS) return -1;
  const position = fields.positionId ? plainId(fields.positionId) : 0;
  if (position < 0 || position >= POSITION_KEYS) return -1;
  return partType * (POSITION_KEYS + 1) + position;
}

export function resolvePartPosition(fields: MappedRow['fields'], ctx: NormalizeContext, needsPartType: boolean): PartPosition {
  const key = needsPartType ? idKey(fields) : -1;
  if (key >= 0) {
    const cached = ctx.cache.partPositionIds.get(key);
    if (cached !== undefined) return cached;
    const resolved = settled(resolve(fields, ctx, needsPartType));
    if (ctx.cache.partPositionIds.size < PART_POSITION_ID_KEYS_HELD) ctx.cache.partPositionIds.set(key, resolved);
    return resolved;
  }
  // Keyed by the row's own cells: no joined key per row. A row without fitment (product data
  // only) needs no part type, which changes the outcome: it is told apart by a prefix.
  const a = fields.partType ?? '';
  const b = fields.position ?? '';
  const c = fields.partTypeId ?? '';
  const d = needsPartType ? (fields.positionId ?? '') : `\u0002${fields.positionId ?? ''}`;
  const cached = ctx.cache.partPosition.get(a, b, c, d);
  if (cached !== undefined) return cached;
  return ctx.cache.partPosition.set(a, b, c, d, settled(resolve(fields, ctx, needsPartType)));
}

/** A reading while it is made: issues are added as they are found. */
type Reading = Omit<PartPosition, 'issues' | 'lowest'> & { issues: Issue[] };

/** Shared by every reading without issues. */
const NO_ISSUES: readonly Issue[] = Object.freeze([]);

/**
 * A reading as the caches keep it and rows share it: with the lowest confidence of its decisions,
 * and no list of its own when it has no issues. A row then reads neither its decisions nor its
 * issues unless one holds it: each read is a cache miss on a catalog of many part type and
 * position pairs (bench:scale realistic, 22,500).
 */
function settled(reading: Reading): PartPosition {
  const { partTypeId, positionId, decisions, issues } = reading;
  // Every property in place, in one order: one shape for all the readings the rows share.
  return { partTypeId, positionId, decisions, issues: issues.length ? issues : NO_ISSUES, lowest: lowestConfidence(decisions) };
}

/** How a part type ID is named in its decision's note, per reference (the namer is shared by every decision). */
const partTypeNamers = new WeakMap<ReferenceSet, IdNamer>();
function partTypeNamer(ref: ReferenceSet): IdNamer {
  let namer = partTypeNamers.get(ref);
  if (!namer) {
    namer = (id) => {
      const name = ref.partTypes.get(id)?.name;
      return name !== undefined
        ? { note: `part type ${id} (${name})`, said: say('note.partType.idNamed', { id: String(id), partType: name }) }
        : { note: `part type ${id}`, said: say('note.partType.id', { id: String(id) }) };
    };
    partTypeNamers.set(ref, namer);
  }
  return namer;
}

function resolve(fields: MappedRow['fields'], ctx: NormalizeContext, needsPartType: boolean): Reading {
  const ref = ctx.reference;
  const out: Reading = { decisions: [], issues: [] };
  const fail = (i: Issue): Reading => ({ decisions: out.decisions, issues: [...out.issues, i] });

  // Part type: an ID column, a number in the name column, or a name.
  let concepts: PositionConcept[] = [];
  let conceptWords = '';
  const idText = fields.partTypeId?.trim() || (/^\d{3,6}$/.test(fields.partType?.trim() ?? '') ? fields.partType!.trim() : '');
  const nameText = idText === fields.partType?.trim() ? '' : (fields.partType?.trim() ?? '');
  if (idText) {
    const id = parseId(idText, fields.partTypeId ? 'partTypeId' : 'partType', 'PartTerminologyID');
    if (isIssue(id)) return fail(id);
    if (!ref.capabilities.has('partTypes')) out.issues.push(skippedCheck('PartTerminologyIDs', say('skipped.partTypeIds')));
    else if (!ref.partTypes.has(id)) {
      return fail(reject('PART_TYPE_UNKNOWN', 'partTypeId', say('PART_TYPE_UNKNOWN', { id: String(id) })));
    }
    out.partTypeId = id;
    // Named on demand (IdDecision): the ID-coded pairs' cache holds tens of thousands of these.
    out.decisions.push(new IdDecision('partTypeId', idText, id, partTypeNamer(ref)));
  }
  if (nameText) {
    if (!ref.capabilities.has('partTypes')) {
      if (out.partTypeId === undefined) {
        return fail(flag('REFERENCE_TABLE_MISSING', 'partType', say('REFERENCE_TABLE_MISSING.partTypes', { value: quote(nameText) })));
      }
    } else {
      const match = learnedPartType(nameText, ctx) ?? ctx.partTypes.match(nameText);
      if (isIssue(match)) {
        if (out.partTypeId === undefined) return fail(match);
      } else if (out.partTypeId !== undefined && match.partTypeId !== out.partTypeId) {
        return fail(
          flag(
            'PART_TYPE_CONFLICT',
            'partType',
            say('PART_TYPE_CONFLICT', { value: quote(nameText), partType: String(ref.partTypes.get(match.partTypeId)?.name), id: String(out.partTypeId) }),
          ),
        );
      } else {
        out.partTypeId = match.partTypeId;
        out.decisions.push(match.decision);
        concepts = match.positionConcepts;
        conceptWords = match.positionWords;
      }
    }
  }
  if (out.partTypeId === undefined && needsPartType) {
    return fail(
      reject('PART_TYPE_MISSING', 'partType', say('PART_TYPE_MISSING')),
    );
  }

  // Position: an ID column, or words in the position column and in the part type text.
  let positionIdText = fields.positionId?.trim();
  const positionText = fields.position?.trim() ?? '';
  let fromWords = false;
  const learned = positionText && !positionIdText ? learnedPosition(positionText, ctx) : undefined;
  if (positionIdText && /^0+(?:\.0+)?$/.test(positionIdText)) {
    // Flat ACES templates write PositionID 0 for "no position"; words in a position column still count.
    if (!positionText) {
      out.decisions.push({
        field: 'positionId',
        source: positionIdText,
        value: null,
        confidence: 1,
        note: 'PositionID 0: no position (as flat ACES templates write it)',
        said: say('note.position.zero'),
      });
    }
    positionIdText = '';
  }
  if (positionIdText) {
    const id = parseId(positionIdText, 'positionId', 'PositionID');
    if (isIssue(id)) return fail(id);
    if (!ref.capabilities.has('positions')) out.issues.push(skippedCheck('PositionIDs', say('skipped.positionIds')));
    else if (!ref.positions.has(id)) return fail(reject('POSITION_UNKNOWN', 'positionId', say('POSITION_UNKNOWN', { id: String(id) })));
    if (!ctx.positions.noneIds.has(id)) out.positionId = id;
    const name = ctx.positions.name(id);
    out.decisions.push({ field: 'positionId', source: positionIdText, value: id, confidence: 1, note: `position ${name}`, said: say('note.position', { position: name }) });
  } else if (learned) {
    // The person decided what the position cell means; position words in the part type text are not asked.
    if (!ctx.positions.noneIds.has(learned.positionId)) out.positionId = learned.positionId;
    out.decisions.push(learned.decision);
  } else if (positionText || concepts.length) {
    const reading = positionText ? readPosition(positionText, { column: true }) : { concepts: [], unknown: [], none: false };
    // Only set, kit or pair words (`Satz`, `Kit`, `Paar`): they name no position.
    const silent = !!positionText && !reading.none && !reading.concepts.length && !reading.unknown.length;
    if (silent && !concepts.length) {
      out.decisions.push({
        field: 'position',
        source: positionText,
        value: null,
        confidence: 0.95,
        note: `position ${quote(positionText)} holds no position word (set, kit or pair words are not positions): no position taken`,
        said: say('note.position.silent', { value: quote(positionText) }),
      });
    }
    const source = [positionText, conceptWords].filter(Boolean).join(' + ');
    if (!ref.capabilities.has('positions')) {
      if (!reading.none) {
        return fail(flag('REFERENCE_TABLE_MISSING', 'position', say('REFERENCE_TABLE_MISSING.positions', { value: quote(source) })));
      }
    } else if (reading.unknown.length) {
      return fail(
        flag('POSITION_UNMATCHED', 'position', say('POSITION_UNMATCHED.words', { value: quote(positionText), words: quote(reading.unknown.join(' ')) })),
      );
    } else if ((!reading.none && !silent) || concepts.length) {
      const all = [...new Set([...reading.concepts, ...concepts])];
      const conflict = conflictIn(all);
      if (conflict) {
        return fail(
          flag('POSITION_AMBIGUOUS', 'position', say('POSITION_AMBIGUOUS', { value: quote(source), first: conflict[0].toLowerCase(), second: conflict[1].toLowerCase() })),
        );
      }
      const ids = ctx.positions.byConcepts(all);
      if (ids.length !== 1) {
        return fail(flag('POSITION_UNMATCHED', 'position', say('POSITION_UNMATCHED', { value: quote(source) })));
      }
      out.positionId = ids[0]!;
      fromWords = true;
      const name = ctx.positions.name(out.positionId);
      const exact = positionText === name && !conceptWords;
      out.decisions.push({
        field: 'position',
        source,
        value: out.positionId,
        confidence: exact ? 1 : conceptWords ? 0.93 : 0.95,
        note: exact ? `position ${name}` : `position ${quote(source)} → ${name}`,
        said: exact ? say('note.position', { position: name }) : say('note.position.read', { value: quote(source), position: name }),
      });
    }
  }

  // The pair.
  if (out.partTypeId !== undefined && out.positionId !== undefined) {
    if (!ref.capabilities.has('partPositions')) out.issues.push(skippedCheck('Part type / position pairs', say('skipped.partPositions')));
    else if (!ref.isPartPositionValid(out.partTypeId, out.positionId)) {
      const allowed = ref.positionsForPartType(out.partTypeId);
      const partName = ref.partTypes.get(out.partTypeId)?.name ?? String(out.partTypeId);
      const posName = ctx.positions.name(out.positionId);
      if (allowed.length === 0) {
        out.issues.push(warn('PART_POSITION_NOT_CHECKED', 'position', say('PART_POSITION_NOT_CHECKED', { partType: partName, position: posName })));
      } else {
        const narrower = fromWords ? ctx.positions.narrower(readPosition(posName).concepts, allowed) : [];
        if (narrower.length) {
          return fail(
            flag(
              'POSITION_UNDERSPECIFIED',
              'position',
              say('POSITION_UNDERSPECIFIED', { partType: partName, position: posName, positions: orList(narrower.map((id) => ctx.positions.name(id))) }),
            ),
          );
        }
        const names = allowed.filter((id) => !ctx.positions.noneIds.has(id)).map((id) => ctx.positions.name(id));
        return fail(
          reject(
            'PART_POSITION_INVALID',
            'position',
            names.length
              ? say('PART_POSITION_INVALID', { partType: partName, position: posName, valid: names.join(', ') })
              : say('PART_POSITION_INVALID.noPosition', { partType: partName, position: posName }),
          ),
        );
      }
    }
  }
  return out;
}
