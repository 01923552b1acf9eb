import { say, type Said } from '../messages';
import type { AcesApp } from '../types';
import type { XmlStreamWriter } from '../xml';
import { appAssetXml } from './app-asset';
import { orderAcesAttributes } from './attributes';
import type { AcesVocabulary } from './vocabulary';

const isId = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
/** ACES part numbers are xs:token of at most 45 characters (after whitespace collapsing). */
const PART_MAX = 45;

/**
 * Why an app cannot be written as a schema-valid App, or null when it can. Normalization should
 * have rejected such apps already; this is the writer's last line so a bad record costs one
 * app, not the whole file.
 */
export function acesAppProblem(app: AcesApp): Said | null {
  if (!isId(app.id)) return say('writer.app.appId', { value: String(app.id) });
  if (app.action !== undefined && app.action !== 'A' && app.action !== 'D')
    return say('writer.app.action', { value: String(app.action) });
  if (!isId(app.baseVehicleId))
    return say('writer.app.elementId', { element: 'BaseVehicle', value: String(app.baseVehicleId) });
  if (!isId(app.partTypeId)) return say('writer.app.partTypeId', { value: String(app.partTypeId) });
  if (app.positionId !== undefined && !isId(app.positionId))
    return say('writer.app.positionId', { value: String(app.positionId) });
  if (!isId(app.qty)) return say('writer.app.qty', { value: String(app.qty) });
  if (app.subModelId !== undefined && !isId(app.subModelId))
    return say('writer.app.elementId', { element: 'SubModel', value: String(app.subModelId) });
  if (app.engineBaseId !== undefined && !isId(app.engineBaseId))
    return say('writer.app.elementId', { element: 'EngineBase', value: String(app.engineBaseId) });
  for (const a of app.attributes ?? [])
    if (!isId(a.id)) return say('writer.app.elementId', { element: a.name, value: String(a.id) });
  for (const q of app.quals ?? [])
    if (!isId(q.id)) return say('writer.app.qualifierId', { value: String(q.id) });
  if (typeof app.part !== 'string') return say('writer.partEmpty');
  // Collapsing whitespace only shortens: a short part needs no regex, only a blank check.
  if (app.part.length <= PART_MAX) return app.part.trim() === '' ? say('writer.partEmpty') : null;
  const part = app.part.trim().replace(/\s+/g, ' ');
  if (part.length === 0) return say('writer.partEmpty');
  if (part.length > PART_MAX) return say('writer.partTooLong', { part, max: String(PART_MAX) });
  return null;
}

/**
 * Appends one `<App>` with children in schema order: vehicle, VCdb attributes, Qual*, Note*,
 * Qty, PartType, MfrLabel?, Position?, Part, then the asset reference. Returns a reason instead of
 * writing when the app cannot be expressed validly; an asset that cannot be is left out (the
 * fitment stands without it) and the caller reports it (`appAssetProblem`).
 */
export function writeAcesAppXml(w: XmlStreamWriter, app: AcesApp, v: AcesVocabulary): Said | readonly Said[] | null {
  const problem = acesAppProblem(app);
  if (problem) return problem;
  // Most apps carry at most SubModel and EngineBase, already in schema order.
  let subModelId = app.subModelId;
  let attributes: readonly { name: string; id: number }[] | null = null;
  if (app.attributes && app.attributes.length > 0) {
    const ordered = orderAcesAttributes(app);
    if (ordered.problems.length) return ordered.problems;
    subModelId = ordered.subModelId;
    attributes = ordered.attributes;
  }

  // Written piece by piece into the writer's buffer: no string is built for an app (see XmlStreamWriter).
  w.raw('  <App action="');
  w.raw(app.action ?? 'A');
  w.raw('" id="');
  w.int(app.id);
  if (app.ref !== undefined && app.ref.trim() !== '') {
    w.raw('" ref="');
    w.raw(w.esc(app.ref.trim()));
  }
  w.raw('">\n    <BaseVehicle id="');
  w.int(app.baseVehicleId);
  w.raw('"/>\n');
  if (subModelId !== undefined) {
    w.raw('    <SubModel id="');
    w.int(subModelId);
    w.raw('"/>\n');
  }
  if (attributes) {
    for (const a of attributes) {
      w.raw('    <');
      w.raw(a.name);
      w.raw(' id="');
      w.int(a.id);
      w.raw('"/>\n');
    }
  } else if (app.engineBaseId !== undefined) {
    w.raw('    <EngineBase id="');
    w.int(app.engineBaseId);
    w.raw('"/>\n');
  }
  if (app.quals) {
    for (const q of app.quals) {
      w.raw('    <Qual id="');
      w.int(q.id);
      w.raw('">');
      for (const p of q.params) {
        w.raw('<param value="');
        w.raw(w.esc(p));
        w.raw('"/>');
      }
      w.raw('<text>');
      w.raw(w.esc(q.text ?? ''));
      w.raw('</text></Qual>\n');
    }
  }
  if (app.notes) {
    for (const note of app.notes) {
      if (note.trim() === '') continue;
      w.raw('    <Note>');
      w.raw(w.esc(note));
      w.raw('</Note>\n');
    }
  }
  w.raw('    <Qty>');
  w.int(app.qty);
  w.raw('</Qty>\n    <');
  w.raw(v.partType);
  w.raw(' id="');
  w.int(app.partTypeId);
  w.raw('"/>\n');
  if (app.mfrLabel !== undefined && app.mfrLabel.trim() !== '') {
    w.raw('    <MfrLabel>');
    w.raw(w.esc(app.mfrLabel));
    w.raw('</MfrLabel>\n');
  }
  if (app.positionId !== undefined) {
    w.raw('    <Position id="');
    w.int(app.positionId);
    w.raw('"/>\n');
  }
  w.raw('    <');
  w.raw(v.part);
  w.raw('>');
  w.raw(w.esc(app.part.trim()));
  w.raw('</');
  w.raw(v.part);
  w.raw('>\n');
  if (app.asset) w.raw(appAssetXml(w, app.asset, v));
  w.raw('  </App>\n');
  return null;
}
