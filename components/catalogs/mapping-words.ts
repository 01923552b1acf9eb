import type { RecordedMapping, Report, CatalogSetting } from '@/lib/catalog';
import { noteText, type MessageLocale } from '@/lib/catalog/messages';
import type { MappingRow } from './mapping-rows';
import { SETTING_ORDER, type SettingRow } from './mapping-settings';

/*
 * The mapping screen's rows with the engine's notes in the reader's language: server code (the page
 * and its actions). Apart from mapping-rows.ts and mapping-settings.ts, which the editor runs in the
 * browser, because the notes' words are every engine message in five languages (issue 15.5).
 */

/**
 * The run's mapping: the report's rows (with confidences and notes), else the mapping it used —
 * with each column's confidence and note where it recorded them (a run that stopped at the mapping).
 * Notes in the reader's language.
 */
export function mappingRowsOf(conversion: { report: Pick<Report, 'mapping'> | null; mappingUsed: RecordedMapping | null }, locale: MessageLocale = 'en'): MappingRow[] {
  if (conversion.report && conversion.report.mapping.length > 0) {
    return conversion.report.mapping.map((m) => ({ column: m.column, field: m.field, confidence: m.confidence, note: noteText(m.note, m.said, locale) }));
  }
  return (conversion.mappingUsed?.columns ?? []).map((c) => ({
    column: c.column,
    field: c.field,
    confidence: c.confidence ?? null,
    note: noteText(c.note ?? '', c.said, locale),
  }));
}

type ConversionSettingsSource = {
  report: Pick<Report, 'assumptions'> | null;
  mappingUsed: RecordedMapping | null;
  /** The mapping asked for: its settings were set, the rest of the record's were inferred. */
  mapping: RecordedMapping | null;
};

/**
 * The settings the run went on: the report's assumptions (value, basis, assumed or set), else — a
 * run that stopped at the mapping has no report — its recorded mapping's settings, set where the
 * mapping asked for carried them. Only what the catalog needed, plus what was set. Bases in the reader's language.
 */
export function settingRowsOf(conversion: ConversionSettingsSource, locale: MessageLocale = 'en'): SettingRow[] {
  const stated = conversion.report?.assumptions ?? conversion.mappingUsed?.assumptions;
  const rows: SettingRow[] = stated
    ? stated.map((a) => ({ setting: a.setting, value: String(a.value), basis: noteText(a.basis, a.said, locale), by: a.by }))
    : Object.entries(conversion.mappingUsed?.settings ?? {})
        .filter(([, value]) => value !== undefined)
        .map(([setting, value]) => ({
          setting: setting as CatalogSetting,
          value: String(value),
          basis: null,
          by: conversion.mapping?.settings?.[setting as CatalogSetting] !== undefined ? ('mapping' as const) : ('inferred' as const),
        }));
  return [...rows].sort((a, b) => SETTING_ORDER.indexOf(a.setting) - SETTING_ORDER.indexOf(b.setting));
}
