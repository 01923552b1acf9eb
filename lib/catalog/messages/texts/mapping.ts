import type { TextTable } from '../text-table';

/**
 * A saved column mapping applied to a file (lib/catalog/mapping/saved-mapping.ts). `file` is the
 * mapping file, `column` / `holder` column headers as written, `field` a canonical field key
 * (partNumber, make …); `detail` and `issue` the parser's own words (English), `path` a JSON path; `example` the JSON a
 * mapping file looks like (a parameter: ICU would read its braces as arguments).
 */
export const MAPPING_TEXTS = {
  MAPPING_INVALID: {
    en: '{file} is not a valid saved mapping: {path}: {issue}. Expected {example}.',
    de: '{file} ist keine gültige gespeicherte Zuordnung: {path}: {issue}. Erwartet wird {example}.',
    fr: '{file} n’est pas un mappage enregistré valide : {path} : {issue}. Attendu : {example}.',
    es: '{file} no es una asignación guardada válida: {path}: {issue}. Se esperaba {example}.',
    it: '{file} non è una mappatura salvata valida: {path}: {issue}. Atteso {example}.',
  },
  'MAPPING_INVALID.json': {
    en: '{file} is not valid JSON ({detail}). Fix it or save the mapping again from a report.',
    de: '{file} ist kein gültiges JSON (Meldung des JSON-Parsers: {detail}). Korrigieren Sie die Datei oder speichern Sie die Zuordnung erneut aus einem Bericht.',
    fr: '{file} n’est pas du JSON valide (message de l’analyseur JSON : {detail}). Corrigez-le ou enregistrez à nouveau le mappage depuis un rapport.',
    es: '{file} no es JSON válido (mensaje del analizador JSON: {detail}). Corríjalo o vuelva a guardar la asignación desde un informe.',
    it: '{file} non è JSON valido (messaggio del parser JSON: {detail}). Correggetelo o salvate di nuovo la mappatura da un report.',
  },
  'mapping.topLevel': { en: '(top level)', de: '(oberste Ebene)', fr: '(niveau racine)', es: '(nivel superior)', it: '(livello superiore)' },
  MAPPING_COLUMN_EXTRA: {
    en: 'Column "{column}" is not in the saved mapping, so it is not used. Add it to the mapping if it holds data you need.',
    de: 'Die Spalte „{column}“ ist nicht in der gespeicherten Zuordnung und wird daher nicht verwendet. Fügen Sie sie der Zuordnung hinzu, wenn sie Daten enthält, die Sie brauchen.',
    fr: 'La colonne « {column} » ne figure pas dans le mappage enregistré ; elle n’est donc pas utilisée. Ajoutez-la au mappage si elle contient des données utiles.',
    es: 'La columna «{column}» no está en la asignación guardada, así que no se usa. Añádala a la asignación si contiene datos que necesita.',
    it: 'La colonna «{column}» non è nella mappatura salvata, quindi non viene usata. Aggiungetela alla mappatura se contiene dati che vi servono.',
  },
  MAPPING_FIELD_DUPLICATE: {
    en: 'The saved mapping maps both "{holder}" and "{column}" to {field}, which takes one column; "{column}" is not used. Fix the mapping file.',
    de: 'Die gespeicherte Zuordnung ordnet sowohl „{holder}“ als auch „{column}“ {field} zu, das nur eine Spalte aufnimmt; „{column}“ wird nicht verwendet. Korrigieren Sie die Zuordnungsdatei.',
    fr: 'Le mappage enregistré associe à la fois « {holder} » et « {column} » à {field}, qui ne prend qu’une colonne ; « {column} » n’est pas utilisée. Corrigez le fichier de mappage.',
    es: 'La asignación guardada asigna tanto «{holder}» como «{column}» a {field}, que admite una sola columna; «{column}» no se usa. Corrija el archivo de asignación.',
    it: 'La mappatura salvata associa sia «{holder}» sia «{column}» a {field}, che accetta una sola colonna; «{column}» non viene usata. Correggete il file di mappatura.',
  },
  MAPPING_COLUMN_MISSING: {
    en: 'The saved mapping expects a column "{column}" ({field}), but this file has none, so {field} stays empty. Check the export or update the mapping.',
    de: 'Die gespeicherte Zuordnung erwartet eine Spalte „{column}“ ({field}), diese Datei hat aber keine, daher bleibt {field} leer. Prüfen Sie den Export oder aktualisieren Sie die Zuordnung.',
    fr: 'Le mappage enregistré attend une colonne « {column} » ({field}), mais ce fichier n’en a pas ; {field} reste donc vide. Vérifiez l’export ou mettez à jour le mappage.',
    es: 'La asignación guardada espera una columna «{column}» ({field}), pero este archivo no la tiene, así que {field} queda vacío. Revise la exportación o actualice la asignación.',
    it: 'La mappatura salvata si aspetta una colonna «{column}» ({field}), ma questo file non ce l’ha, quindi {field} resta vuoto. Controllate l’esportazione o aggiornate la mappatura.',
  },
  'MAPPING_COLUMN_MISSING.unmapped': {
    en: 'The saved mapping expects a column "{column}", but this file has none, so it stays empty. Check the export or update the mapping.',
    de: 'Die gespeicherte Zuordnung erwartet eine Spalte „{column}“, diese Datei hat aber keine, daher bleibt sie leer. Prüfen Sie den Export oder aktualisieren Sie die Zuordnung.',
    fr: 'Le mappage enregistré attend une colonne « {column} », mais ce fichier n’en a pas ; elle reste donc vide. Vérifiez l’export ou mettez à jour le mappage.',
    es: 'La asignación guardada espera una columna «{column}», pero este archivo no la tiene, así que queda vacía. Revise la exportación o actualice la asignación.',
    it: 'La mappatura salvata si aspetta una colonna «{column}», ma questo file non ce l’ha, quindi resta vuota. Controllate l’esportazione o aggiornate la mappatura.',
  },
} as const satisfies TextTable;
