import { ACES_ATTRIBUTE_ORDER } from '../aces';
import type { ReadAcesApp } from './aces-types';
import { collapse, parseId } from './xml-values';
import { render, type Said, say } from '../messages';

const ATTRIBUTES = new Set<string>(ACES_ATTRIBUTE_ORDER);

/** Whether one of an app's problems is about what `re` finds in its English text (only a broken app has problems). */
function about(problems: Said[], re: RegExp): boolean {
  for (const p of problems) if (re.test(render(p))) return true;
  return false;
}
/** App children that are read for their text. */
const TEXT_CHILDREN = new Set([
  'Note',
  'Qty',
  'MfrLabel',
  'Part',
  'PartNumber',
  'DisplayOrder',
  'AssetName',
  'AssetItemOrder',
  'AssetItemRef',
]);
/**
 * App children that carry nothing the checks use: 5.0's non-diagram assets (photos, videos of the
 * part) have no 4.x counterpart on an App and are not carried over into files the engine writes.
 */
const IGNORED_CHILDREN = new Set(['NonDiagramAssets']);

/** What the document should do with a child element: read its text, report it as unknown, or nothing. */
export type ChildAction = 'text' | 'unknown' | 'none';

/**
 * One `<App>` while it is being read: its children fill an app record, problems are collected, and
 * `finish()` says whether the app can be used. Every app gets the same properties in the same order
 * (absent ones undefined): one object shape for a million apps keeps later checks on V8's fast path.
 */
export class AppDraft {
  readonly app: ReadAcesApp;
  /** Problems with the App's own attributes (id, action); the app is still usable. */
  readonly malformed: Said[] = [];
  private readonly problems: Said[] = [];
  private qual: { id: number; params: string[]; text?: string } | null = null;

  constructor(attrs: Record<string, string>, line: number, ordinal: number) {
    const idText = attrs.id ?? '';
    const id = parseId(idText);
    const action = (attrs.action ?? '').trim();
    this.app = {
      ordinal,
      id: id ?? 0,
      idText,
      line,
      row: line,
      action: action === 'D' ? 'D' : 'A',
      validate: (attrs.validate ?? '').trim() !== 'no',
      ref: attrs.ref,
      baseVehicleId: undefined,
      subModelId: undefined,
      engineBaseId: undefined,
      attributes: undefined,
      quals: undefined,
      notes: undefined,
      qty: 0,
      partTypeId: 0,
      mfrLabel: undefined,
      positionId: undefined,
      part: '',
      asset: undefined,
      partBrand: undefined,
      partSubBrand: undefined,
    };
    if (id === null)
      this.malformed.push(
        idText ? say('aces.app.idInvalid', { value: idText }) : say('aces.app.noId'),
      );
    if (action !== 'A' && action !== 'D')
      this.malformed.push(
        action ? say('aces.app.actionInvalid', { value: action }) : say('aces.app.noAction'),
      );
  }

  /** A child element opened; `depth` 2 is a direct child of App, 3 a grandchild. */
  openChild(
    name: string,
    attrs: Record<string, string>,
    depth: number,
    parent: string | undefined,
  ): ChildAction {
    if (depth === 3) {
      if (parent === 'Qual' && this.qual) {
        if (name === 'param') this.qual.params.push(attrs.value ?? '');
        else if (name === 'text') return 'text';
      }
      return 'none';
    }
    if (depth !== 2) return 'none';
    const a = this.app;
    switch (name) {
      case 'BaseVehicle':
        a.baseVehicleId = this.readId(name, attrs.id);
        return 'none';
      case 'SubModel':
        a.subModelId = this.readId(name, attrs.id);
        return 'none';
      case 'Make':
        a.makeId = this.readId(name, attrs.id);
        return 'none';
      case 'Model':
        a.modelId = this.readId(name, attrs.id);
        return 'none';
      case 'VehicleType':
        a.vehicleTypeId = this.readId(name, attrs.id);
        return 'none';
      case 'EquipmentBase':
        a.equipmentBaseId = this.readId(name, attrs.id);
        return 'none';
      case 'Mfr':
        a.mfrId = this.readId(name, attrs.id);
        return 'none';
      case 'EquipmentModel':
        a.equipmentModelId = this.readId(name, attrs.id);
        return 'none';
      case 'Years': {
        const from = parseId(attrs.from);
        const to = parseId(attrs.to);
        if (from === null || to === null)
          this.problems.push(say('aces.app.years', { from: attrs.from ?? '', to: attrs.to ?? '' }));
        else a.years = { from, to };
        return 'none';
      }
      case 'ProductionYears': {
        const py: { start?: number; end?: number } = {};
        const s = parseId(attrs.ProductionStart);
        const e = parseId(attrs.ProductionEnd);
        if (s !== null) py.start = s;
        if (e !== null) py.end = e;
        a.productionYears = py;
        return 'none';
      }
      case 'Qual':
        this.qual = { id: this.readId('Qual', attrs.id) ?? 0, params: [] };
        return 'none';
      case 'PartType':
      case 'PartTerminology':
        a.partTypeId = this.readId('PartType', attrs.id) ?? 0;
        return 'none';
      case 'Position':
        a.positionId = this.readId(name, attrs.id);
        return 'none';
      case 'DiagramAsset': {
        // 5.0: the diagram asset's name, item order and item ref are attributes.
        const name = collapse(attrs.AssetName ?? '');
        if (name === '') return 'none';
        a.asset = { name };
        const order = parseId(attrs.AssetItemOrder);
        if (order !== null) a.asset.itemOrder = order;
        if (attrs.AssetItemRef) a.asset.itemRef = attrs.AssetItemRef;
        return 'none';
      }
      case 'Part':
      case 'PartNumber': {
        const brand = attrs.BrandAAIAID ?? attrs.BrandID;
        const sub = attrs.SubBrandAAIAID ?? attrs.SubBrandID;
        if (brand !== undefined) a.partBrand = brand.trim();
        if (sub !== undefined) a.partSubBrand = sub.trim();
        return 'text';
      }
    }
    if (TEXT_CHILDREN.has(name)) return 'text';
    if (ATTRIBUTES.has(name)) {
      const v = this.readId(name, attrs.id);
      if (v === undefined) return 'none';
      if (name === 'EngineBase' ? a.engineBaseId !== undefined : a.attributes?.some((x) => x.name === name))
        this.problems.push(say('aces.app.twice', { element: name }));
      if (name === 'EngineBase') a.engineBaseId = v;
      else (a.attributes ??= []).push({ name, id: v });
      return 'none';
    }
    return IGNORED_CHILDREN.has(name) ? 'none' : 'unknown';
  }

  closeChild(name: string, text: string, depth: number): void {
    const a = this.app;
    if (depth === 3) {
      if (name === 'text' && this.qual) this.qual.text = text;
      return;
    }
    if (depth !== 2) return;
    switch (name) {
      case 'Qual':
        if (this.qual) (a.quals ??= []).push(this.qual);
        this.qual = null;
        return;
      case 'Note':
        (a.notes ??= []).push(text);
        return;
      case 'Qty': {
        const q = parseId(text);
        if (q === null) this.problems.push(say('aces.app.qty', { value: text.trim() }));
        else a.qty = q;
        return;
      }
      case 'MfrLabel':
        // 5.0 allows one label per language; the first one stands for the app.
        if (a.mfrLabel === undefined) a.mfrLabel = text.trim();
        return;
      case 'Part':
      case 'PartNumber':
        a.part = collapse(text);
        return;
      case 'DisplayOrder': {
        const n = parseId(text);
        if (n !== null) a.displayOrder = n;
        return;
      }
      // ≤ 4.2: AssetName, then its optional AssetItemOrder and AssetItemRef (the schema's order;
      // an order or ref without a name is a schema error the XSD check reports, not an asset).
      case 'AssetName': {
        const name = collapse(text);
        if (name !== '') a.asset = { name };
        return;
      }
      case 'AssetItemOrder': {
        const n = parseId(text);
        if (n !== null && a.asset) a.asset.itemOrder = n;
        return;
      }
      case 'AssetItemRef':
        if (text !== '' && a.asset) a.asset.itemRef = text;
        return;
    }
  }

  /** Why the app cannot be used (no vehicle, Qty, PartType or Part, or an unreadable id), or []. */
  finish(): Said[] {
    const a = this.app;
    const hasVehicle =
      a.baseVehicleId !== undefined ||
      (a.years !== undefined && a.makeId !== undefined) ||
      a.equipmentBaseId !== undefined ||
      (a.mfrId !== undefined && a.equipmentModelId !== undefined);
    // The usual app is complete: it gets no list and no closure (a million apps, a million each).
    if (hasVehicle && a.qty !== 0 && a.partTypeId !== 0 && a.part !== '') return this.problems;
    const missing: (string | Said)[] = [];
    const problems = this.problems;
    if (!hasVehicle && !about(problems, /BaseVehicle|Years|Make|Equipment|Mfr/))
      missing.push(say('aces.app.missing.vehicle'));
    if (a.qty === 0 && !about(problems, /^Qty/)) missing.push('Qty');
    if (a.partTypeId === 0 && !about(problems, /^PartType/)) missing.push('PartType');
    if (a.part === '') missing.push(say('aces.app.missing.part'));
    if (!missing.length) return this.problems;
    const [first, ...rest] = missing as [string | Said, ...(string | Said)[]];
    const joined = rest.reduce<string | Said>((acc, item) => say('aces.app.missing.join', { first: acc, rest: item }), first);
    return [...this.problems, say('aces.app.has', { missing: joined })];
  }

  private readId(what: string, text: string | undefined): number | undefined {
    const v = parseId(text);
    if (v === null) {
      this.problems.push(say('aces.app.elementId', { element: what, value: text ?? '' }));
      return undefined;
    }
    return v;
  }
}
