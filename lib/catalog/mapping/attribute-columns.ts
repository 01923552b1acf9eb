import { ACES_ATTRIBUTE_TABLES } from '../reference';

/** Elements with a field of their own (submodelId, engineBaseId), and spellings templates use for others. */
const OWN_FIELD = new Set(['submodel', 'enginebase']);
const ALIASES: Readonly<Record<string, string>> = {
  transmissioneleccontrolled: 'TransElecControlled',
  transmissionelectroniccontrolled: 'TransElecControlled',
};

const ELEMENTS = new Map<string, string>();
for (const name of Object.keys(ACES_ATTRIBUTE_TABLES)) if (!OWN_FIELD.has(name.toLowerCase())) ELEMENTS.set(name.toLowerCase(), name);
for (const [alias, name] of Object.entries(ALIASES)) ELEMENTS.set(alias, name);

/**
 * The VCdb attribute a column of IDs belongs to, from headers like "AspirationID", "EngineVinID",
 * "Body Type ID" (PDM-style templates: one column per attribute); null for any other header.
 * Such a column feeds the app's attribute list as `Aspiration:5`.
 */
export function attributeColumn(header: string): string | null {
  const m = /^(.*?)[\s_-]*id$/i.exec(header.trim());
  if (!m || !m[1]) return null;
  return ELEMENTS.get(m[1].replace(/[\s_-]+/g, '').toLowerCase()) ?? null;
}
