import type { TextTable } from '../text-table';

/**
 * Reading a PIES workbook (lib/catalog/layouts/pies-workbook): sheets and columns it reads or not.
 * `sheet` is a sheet name, `segment` a PIES segment name (Descriptions, Prices …), `columns` a
 * quoted list of column headers; counts are as the English wrote them.
 */
export const LAYOUT_TEXTS = {
  PIES_WORKBOOK_SHEET_EMPTY: {
    en: 'Sheet "{sheet}" is empty; no {segment} were read.',
    de: 'Das Tabellenblatt „{sheet}“ ist leer; es wurden keine {segment} gelesen.',
    fr: 'La feuille « {sheet} » est vide ; aucun segment {segment} n’a été lu.',
    es: 'La hoja «{sheet}» está vacía; no se leyó ningún segmento {segment}.',
    it: 'Il foglio «{sheet}» è vuoto; nessun segmento {segment} è stato letto.',
  },
  PIES_WORKBOOK_COLUMN_UNUSED: {
    en: 'Sheet "{sheet}": column(s) {columns} have no PIES 7.2 element here and were not read.',
    de: 'Tabellenblatt „{sheet}“: Spalte(n) {columns} haben hier kein PIES-7.2-Element und wurden nicht gelesen.',
    fr: 'Feuille « {sheet} » : la ou les colonnes {columns} n’ont pas d’élément PIES 7.2 ici et n’ont pas été lues.',
    es: 'Hoja «{sheet}»: la(s) columna(s) {columns} no tienen aquí ningún elemento PIES 7.2 y no se leyeron.',
    it: 'Foglio «{sheet}»: la/le colonna/e {columns} non hanno qui alcun elemento PIES 7.2 e non sono state lette.',
  },
  PIES_WORKBOOK_ROWS_UNPLACED: {
    en: 'Sheet "{sheet}": {n} row(s) name a part that is not on the Items sheet and were not written (see PIES_WORKBOOK_PART_UNKNOWN for each).',
    de: 'Tabellenblatt „{sheet}“: {n, plural, one {# Zeile nennt} other {# Zeilen nennen}} ein Teil, das nicht auf dem Tabellenblatt Items steht, und {n, plural, one {wurde} other {wurden}} nicht geschrieben (siehe PIES_WORKBOOK_PART_UNKNOWN für jede).',
    fr: 'Feuille « {sheet} » : {n, plural, one {# ligne nomme} other {# lignes nomment}} une pièce absente de la feuille Items et {n, plural, one {n’a pas été écrite} other {n’ont pas été écrites}} (voir PIES_WORKBOOK_PART_UNKNOWN pour chacune).',
    es: 'Hoja «{sheet}»: {n, plural, one {# fila nombra} other {# filas nombran}} una pieza que no está en la hoja Items y no se {n, plural, one {escribió} other {escribieron}} (vea PIES_WORKBOOK_PART_UNKNOWN para cada una).',
    it: 'Foglio «{sheet}»: {n, plural, one {# riga indica} other {# righe indicano}} un ricambio che non è nel foglio Items e non {n, plural, one {è stata scritta} other {sono state scritte}} (vedete PIES_WORKBOOK_PART_UNKNOWN per ciascuna).',
  },
  PIES_WORKBOOK_SHEET_UNUSED: {
    en: 'Sheet "{sheet}" is no PIES segment and was not read.',
    de: 'Das Tabellenblatt „{sheet}“ ist kein PIES-Segment und wurde nicht gelesen.',
    fr: 'La feuille « {sheet} » n’est pas un segment PIES et n’a pas été lue.',
    es: 'La hoja «{sheet}» no es un segmento PIES y no se leyó.',
    it: 'Il foglio «{sheet}» non è un segmento PIES e non è stato letto.',
  },
  PIES_WORKBOOK_HEADER_UNUSED: {
    en: 'Sheet "{sheet}", row {row}: "{key}" has no place in a PIES 7.2 header; its value "{value}" was not written.',
    de: 'Tabellenblatt „{sheet}“, Zeile {row}: „{key}“ hat keinen Platz in einem PIES-7.2-Header; sein Wert „{value}“ wurde nicht geschrieben.',
    fr: 'Feuille « {sheet} », ligne {row} : « {key} » n’a pas sa place dans un en-tête PIES 7.2 ; sa valeur « {value} » n’a pas été écrite.',
    es: 'Hoja «{sheet}», fila {row}: «{key}» no tiene lugar en una cabecera PIES 7.2; su valor «{value}» no se escribió.',
    it: 'Foglio «{sheet}», riga {row}: «{key}» non ha posto in un’intestazione PIES 7.2; il suo valore «{value}» non è stato scritto.',
  },
} as const satisfies TextTable;
