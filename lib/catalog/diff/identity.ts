import { describeVehicle, vehicleIdentity, type ReadAcesApp } from '../readers';
import { conditionKey, describeConditions, vehicleKey } from '../validate';

/**
 * What makes two apps "the same fitment" across deliveries: vehicle + VCdb attributes + part type +
 * position + qualifiers + notes + part number (attribute order, note case and spacing do not
 * matter). Built with join(): a million of these sit in one Map during a diff.
 *
 * The asset reference (AssetName / AssetItemOrder / AssetItemRef, 5.0's DiagramAsset) is not part
 * of it: it says which diagram shows the part, not which vehicles it fits, and ACES gives an App at
 * most one. An app that differs only in its asset is the same fitment, changed (see `payloadOf`),
 * as the duplicate check (APP_DUPLICATE) sees it too; the UPDATE then carries the old app's D and
 * the new app's A, so the receiver gets the new diagram link.
 */
export function fitmentIdentity(app: ReadAcesApp): string {
  const attrs = vehicleKey({
    baseVehicleId: 0,
    subModelId: app.subModelId,
    engineBaseId: app.engineBaseId,
    attributes: app.attributes,
  });
  return [
    vehicleIdentity(app),
    attrs.slice(2),
    app.partTypeId,
    app.positionId ?? '',
    conditionKey(app),
    app.part.toUpperCase(),
  ].join('|');
}

/** The non-key content of an app: what "changed" means when the identity is the same. */
export function payloadOf(app: ReadAcesApp): string {
  return [app.qty, app.mfrLabel ?? '', assetText(app)].join('|');
}

/** `1001 #2 (ref)`: an app's asset reference as a change report shows it; '' for none. */
function assetText(app: ReadAcesApp): string {
  const a = app.asset;
  if (!a) return '';
  return [a.name, a.itemOrder !== undefined ? `#${a.itemOrder}` : '', a.itemRef !== undefined ? `(${a.itemRef})` : '']
    .filter(Boolean)
    .join(' ');
}

/** 32-bit FNV-1a: a payload fingerprint small enough to keep one per app of a million. */
export function payloadHash(app: ReadAcesApp): number {
  const s = payloadOf(app);
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** An app as a change report shows it. */
export interface DiffApp {
  id: number;
  line: number;
  vehicle: string;
  attributes: string;
  partTypeId: number;
  positionId: number | null;
  conditions: string;
  part: string;
  qty: number;
  mfrLabel: string | null;
  /** The asset reference (diagram name, item order, ref), when the app has one. */
  asset?: string;
}

export function toDiffApp(app: ReadAcesApp): DiffApp {
  const attrs: string[] = [];
  if (app.subModelId !== undefined) attrs.push(`SubModel ${app.subModelId}`);
  if (app.engineBaseId !== undefined) attrs.push(`EngineBase ${app.engineBaseId}`);
  for (const a of app.attributes ?? []) attrs.push(`${a.name} ${a.id}`);
  return {
    id: app.id,
    line: app.line,
    vehicle: describeVehicle(app),
    attributes: attrs.join(', '),
    partTypeId: app.partTypeId,
    positionId: app.positionId ?? null,
    conditions: describeConditions(app),
    part: app.part,
    qty: app.qty,
    mfrLabel: app.mfrLabel ?? null,
    ...(app.asset ? { asset: assetText(app) } : {}),
  };
}
