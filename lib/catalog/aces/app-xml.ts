import { say, type Said } from '../messages';
import type { AcesApp } from '../types';
import { encodeMarkup, type XmlStreamWriter } from '../xml';
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
  // Indexed loops over lists that are there: this runs for every app written.
  const { attributes, quals } = app;
  if (attributes)
    for (let i = 0; i < attributes.length; i++) {
      const a = attributes[i]!;
      if (!isId(a.id)) return say('writer.app.elementId', { element: a.name, value: String(a.id) });
    }
  if (quals)
    for (let i = 0; i < quals.length; i++) if (!isId(quals[i]!.id)) return say('writer.app.qualifierId', { value: String(quals[i]!.id) });
  if (typeof app.part !== 'string') return say('writer.partEmpty');
  // Collapsing whitespace only shortens: a short part needs no regex, only a blank check.
  if (app.part.length <= PART_MAX) return app.part.trim() === '' ? say('writer.partEmpty') : null;
  const part = app.part.trim().replace(/\s+/g, ' ');
  if (part.length === 0) return say('writer.partEmpty');
  if (part.length > PART_MAX) return say('writer.partTooLong', { part, max: String(PART_MAX) });
  return null;
}

/** An app's constant markup in one vocabulary, each piece already bytes. */
interface AppMarkup {
  appA: Uint8Array;
  baseVehicle: Uint8Array;
  subModel: Uint8Array;
  engineBase: Uint8Array;
  close: Uint8Array;
  closeToQty: Uint8Array;
  qtyOpen: Uint8Array;
  partType: Uint8Array;
  position: Uint8Array;
  positionOpen: Uint8Array;
  closeToPart: Uint8Array;
  partOpen: Uint8Array;
  partEnd: Uint8Array;
  appEnd: Uint8Array;
  partEndAppEnd: Uint8Array;
}

const markups = new WeakMap<AcesVocabulary, AppMarkup>();

function markupOf(v: AcesVocabulary): AppMarkup {
  let m = markups.get(v);
  if (!m) {
    m = {
      appA: encodeMarkup('  <App action="A" id="'),
      baseVehicle: encodeMarkup('">\n    <BaseVehicle id="'),
      subModel: encodeMarkup('"/>\n    <SubModel id="'),
      engineBase: encodeMarkup('"/>\n    <EngineBase id="'),
      close: encodeMarkup('"/>\n'),
      closeToQty: encodeMarkup('"/>\n    <Qty>'),
      qtyOpen: encodeMarkup('    <Qty>'),
      partType: encodeMarkup(`</Qty>\n    <${v.partType} id="`),
      position: encodeMarkup('"/>\n    <Position id="'),
      positionOpen: encodeMarkup('    <Position id="'),
      closeToPart: encodeMarkup(`"/>\n    <${v.part}>`),
      partOpen: encodeMarkup(`    <${v.part}>`),
      partEnd: encodeMarkup(`</${v.part}>\n`),
      appEnd: encodeMarkup('  </App>\n'),
      partEndAppEnd: encodeMarkup(`</${v.part}>\n  </App>\n`),
    };
    markups.set(v, m);
  }
  return m;
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

  // Written piece by piece into the writer's buffer: no string is built for an app (see
  // XmlStreamWriter). The constant markup between two values is one piece of bytes, encoded once per
  // vocabulary: an element's end joined to the next one's start.
  const m = markupOf(v);
  if (app.action === undefined || app.action === 'A') w.bytes(m.appA);
  else {
    w.raw('  <App action="');
    w.raw(app.action);
    w.raw('" id="');
  }
  w.int(app.id);
  if (app.ref !== undefined && app.ref.trim() !== '') {
    w.raw('" ref="');
    w.raw(w.esc(app.ref.trim()));
  }
  w.bytes(m.baseVehicle);
  w.int(app.baseVehicleId);
  if (subModelId !== undefined) {
    w.bytes(m.subModel);
    w.int(subModelId);
  }
  if (attributes) {
    for (const a of attributes) {
      w.raw('"/>\n    <');
      w.raw(a.name);
      w.raw(' id="');
      w.int(a.id);
    }
  } else if (app.engineBaseId !== undefined) {
    w.bytes(m.engineBase);
    w.int(app.engineBaseId);
  }
  // Every path above leaves an id attribute open: closed here, by the piece that starts Qty or on its own.
  if (app.quals || app.notes) {
    w.bytes(m.close);
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
    w.bytes(m.qtyOpen);
  } else w.bytes(m.closeToQty);
  w.int(app.qty);
  w.bytes(m.partType);
  w.int(app.partTypeId);
  if (app.mfrLabel !== undefined && app.mfrLabel.trim() !== '') {
    w.bytes(m.close);
    w.raw('    <MfrLabel>');
    w.raw(w.esc(app.mfrLabel));
    w.raw('</MfrLabel>\n');
    if (app.positionId !== undefined) {
      w.bytes(m.positionOpen);
      w.int(app.positionId);
      w.bytes(m.closeToPart);
    } else w.bytes(m.partOpen);
  } else if (app.positionId !== undefined) {
    w.bytes(m.position);
    w.int(app.positionId);
    w.bytes(m.closeToPart);
  } else w.bytes(m.closeToPart);
  w.raw(w.esc(app.part.trim()));
  if (app.asset) {
    w.bytes(m.partEnd);
    w.raw(appAssetXml(w, app.asset, v));
    w.bytes(m.appEnd);
  } else w.bytes(m.partEndAppEnd);
  return null;
}
