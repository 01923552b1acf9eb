import { say, type Said } from '../messages';
import type { AcesAppAsset } from '../types';
import type { XmlStreamWriter } from '../xml';
import type { AcesVocabulary } from './vocabulary';

/** assetNameType in every ACES XSD (4.1, 4.2, 5.0): an xs:NMTOKEN of 1 to 45 characters. */
export const ASSET_NAME_MAX = 45;

/**
 * XML 1.0 (5th edition) NameChar, the alphabet of an NMTOKEN: letters and digits of any script,
 * `.`, `-`, `_`, `:` and a few joiners — no spaces, no `/`, no `#`.
 */
const NAME_CHARS =
  /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}.0-9\u00B7\u0300-\u036F\u203F\u2040-]+$/u;

/** Whether `name` (already trimmed: an NMTOKEN collapses surrounding whitespace) is a valid AssetName. */
export function isAcesAssetName(name: string): boolean {
  return name !== '' && [...name].length <= ASSET_NAME_MAX && NAME_CHARS.test(name);
}

/** Why an asset reference cannot be written, or null when it can. */
export function appAssetProblem(asset: AcesAppAsset): Said | null {
  const name = asset.name.trim();
  if (!isAcesAssetName(name))
    return say('writer.asset.name', { name, max: String(ASSET_NAME_MAX) });
  const order = asset.itemOrder;
  if (order !== undefined && !(Number.isSafeInteger(order) && order > 0))
    return say('writer.asset.itemOrder', { value: String(order) });
  return null;
}

/**
 * The asset reference after the part, as the version puts it: ACES 4.x has the sequence
 * AssetName, AssetItemOrder?, AssetItemRef? as child elements (after DisplayOrder, which the
 * engine does not write); 5.0 replaced them with `<DiagramAsset AssetName AssetItemOrder
 * AssetItemRef/>`, whose three attributes are the same three facts. 5.0's NonDiagramAssets has no
 * item order and no 4.x counterpart, so a 4.x-style reference is always the diagram asset.
 * Returns '' for an asset that cannot be written validly (the writer reports it).
 */
export function appAssetXml(w: XmlStreamWriter, asset: AcesAppAsset, v: AcesVocabulary): string {
  if (appAssetProblem(asset)) return '';
  const name = w.esc(asset.name.trim());
  const ref = asset.itemRef !== undefined && asset.itemRef !== '' ? w.esc(asset.itemRef) : null;
  if (v.diagramAsset) {
    const order = asset.itemOrder !== undefined ? ` AssetItemOrder="${asset.itemOrder}"` : '';
    return `    <DiagramAsset AssetName="${name}"${order}${ref !== null ? ` AssetItemRef="${ref}"` : ''}/>\n`;
  }
  let s = `    <AssetName>${name}</AssetName>\n`;
  if (asset.itemOrder !== undefined) s += `    <AssetItemOrder>${asset.itemOrder}</AssetItemOrder>\n`;
  if (ref !== null) s += `    <AssetItemRef>${ref}</AssetItemRef>\n`;
  return s;
}
