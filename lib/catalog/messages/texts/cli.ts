import type { TextTable } from '../catalogue';

/**
 * What `partsmith validate` prints for people (lib/catalog/assess/summary-text.ts, bin/commands):
 * the summary's head, reference and XSD lines, the verdict, and the command's own refusals. File
 * names, versions, encodings and dates are strings (`version` and `date` with their leading space,
 * or empty); `seconds` is formatted for the locale before; counts are numbers. The severity labels
 * (ERROR, WARN, INFO) and check codes stay as they are: scripts grep them.
 */
export const CLI_TEXTS = {
  'cli.assess.headAces': {
    en: '{file} — ACES{version}, {apps, plural, one {# app} other {# apps}} ({encoding}) in {seconds} s',
    de: '{file} — ACES{version}, {apps, plural, one {# Anwendung} other {# Anwendungen}} ({encoding}) in {seconds} s',
    fr: '{file} — ACES{version}, {apps, plural, one {# application} other {# applications}} ({encoding}) en {seconds} s',
    es: '{file} — ACES{version}, {apps, plural, one {# aplicación} other {# aplicaciones}} ({encoding}) en {seconds} s',
    it: '{file} — ACES{version}, {apps, plural, one {# applicazione} other {# applicazioni}} ({encoding}) in {seconds} s',
  },
  'cli.assess.headPies': {
    en: '{file} — PIES{version}, {items, plural, one {# item} other {# items}} ({encoding}) in {seconds} s',
    de: '{file} — PIES{version}, {items, plural, one {# Artikel} other {# Artikel}} ({encoding}) in {seconds} s',
    fr: '{file} — PIES{version}, {items, plural, one {# article} other {# articles}} ({encoding}) en {seconds} s',
    es: '{file} — PIES{version}, {items, plural, one {# artículo} other {# artículos}} ({encoding}) en {seconds} s',
    it: '{file} — PIES{version}, {items, plural, one {# articolo} other {# articoli}} ({encoding}) in {seconds} s',
  },
  'cli.assess.headUnknown': {
    en: '{file} — unknown kind{version} ({encoding}) in {seconds} s',
    de: '{file} — unbekannte Art{version} ({encoding}) in {seconds} s',
    fr: '{file} — type inconnu{version} ({encoding}) en {seconds} s',
    es: '{file} — tipo desconocido{version} ({encoding}) en {seconds} s',
    it: '{file} — tipo sconosciuto{version} ({encoding}) in {seconds} s',
  },
  'cli.assess.reference': {
    en: 'Reference: {name}{date}',
    de: 'Referenz: {name}{date}',
    fr: 'Référence : {name}{date}',
    es: 'Referencia: {name}{date}',
    it: 'Riferimento: {name}{date}',
  },
  'cli.assess.referenceDemo': {
    en: 'DEMO set (made-up IDs)',
    de: 'DEMO-Datensatz (erfundene IDs)',
    fr: 'jeu de DÉMO (ID inventés)',
    es: 'conjunto DEMO (ID inventados)',
    it: 'set DEMO (ID inventati)',
  },
  'cli.assess.referenceNone': {
    en: 'Reference: none (ID checks not run; use --reference)',
    de: 'Referenz: keine (ID-Prüfungen nicht ausgeführt; verwenden Sie --reference)',
    fr: 'Référence : aucune (contrôles des ID non exécutés ; utilisez --reference)',
    es: 'Referencia: ninguna (comprobaciones de ID no ejecutadas; use --reference)',
    it: 'Riferimento: nessuno (controlli degli ID non eseguiti; usate --reference)',
  },
  'cli.assess.xsdValid': {
    en: 'XSD: valid{schema}',
    de: 'XSD: gültig{schema}',
    fr: 'XSD : valide{schema}',
    es: 'XSD: válido{schema}',
    it: 'XSD: valido{schema}',
  },
  'cli.assess.xsdErrors': {
    en: 'XSD: {count, number} schema error(s){schema}',
    de: 'XSD: {count, number} Schemafehler{schema}',
    fr: 'XSD : {count, plural, one {# erreur de schéma} other {# erreurs de schéma}}{schema}',
    es: 'XSD: {count, plural, one {# error de esquema} other {# errores de esquema}}{schema}',
    it: 'XSD: {count, plural, one {# errore di schema} other {# errori di schema}}{schema}',
  },
  'cli.assess.xsdNotRun': {
    en: 'XSD: not run{schema}',
    de: 'XSD: nicht ausgeführt{schema}',
    fr: 'XSD : non exécuté{schema}',
    es: 'XSD: no ejecutado{schema}',
    it: 'XSD: non eseguito{schema}',
  },
  'cli.assess.noFindings': {
    en: 'No findings.',
    de: 'Keine Befunde.',
    fr: 'Aucun constat.',
    es: 'Ningún hallazgo.',
    it: 'Nessun rilievo.',
  },
  'cli.assess.atLine': {
    en: 'line {row}: ',
    de: 'Zeile {row}: ',
    fr: 'ligne {row} : ',
    es: 'línea {row}: ',
    it: 'riga {row}: ',
  },
  'cli.assess.more': {
    en: '… and {count, number} more',
    de: '… und {count, number} weitere',
    fr: '… et {count, number} de plus',
    es: '… y {count, number} más',
    it: '… e altri {count, number}',
  },
  'cli.assess.verdict': {
    en: '{errors, number} error(s), {warnings, number} warning(s), {notes, number} note(s) — {failed, select, yes {errors found} other {no errors}}.',
    de: '{errors, number} Fehler, {warnings, plural, one {# Warnung} other {# Warnungen}}, {notes, plural, one {# Hinweis} other {# Hinweise}} — {failed, select, yes {Fehler gefunden} other {keine Fehler}}.',
    fr: '{errors, plural, one {# erreur} other {# erreurs}}, {warnings, plural, one {# avertissement} other {# avertissements}}, {notes, plural, one {# remarque} other {# remarques}} — {failed, select, yes {des erreurs ont été trouvées} other {aucune erreur}}.',
    es: '{errors, plural, one {# error} other {# errores}}, {warnings, plural, one {# advertencia} other {# advertencias}}, {notes, plural, one {# nota} other {# notas}} — {failed, select, yes {se encontraron errores} other {sin errores}}.',
    it: '{errors, plural, one {# errore} other {# errori}}, {warnings, plural, one {# avviso} other {# avvisi}}, {notes, plural, one {# nota} other {# note}} — {failed, select, yes {trovati errori} other {nessun errore}}.',
  },
  'cli.workbook': {
    en: 'Workbook: {file}',
    de: 'Arbeitsmappe: {file}',
    fr: 'Classeur : {file}',
    es: 'Libro: {file}',
    it: 'Cartella di lavoro: {file}',
  },
  'cli.validate.nameOneFile': {
    en: 'Name one ACES or PIES file to validate, e.g. partsmith validate brand-aces.xml.',
    de: 'Nennen Sie eine ACES- oder PIES-Datei zum Prüfen, z. B. partsmith validate brand-aces.xml.',
    fr: 'Indiquez un fichier ACES ou PIES à valider, par ex. partsmith validate brand-aces.xml.',
    es: 'Indique un archivo ACES o PIES que validar, p. ej. partsmith validate brand-aces.xml.',
    it: 'Indicate un file ACES o PIES da validare, ad es. partsmith validate brand-aces.xml.',
  },
  'cli.fileMissing': {
    en: '{file} does not exist.',
    de: '{file} existiert nicht.',
    fr: '{file} n’existe pas.',
    es: '{file} no existe.',
    it: '{file} non esiste.',
  },
  'cli.standardsMissing': {
    en: 'the standards folder {dir} does not exist.',
    de: 'der Ordner mit den Standards {dir} existiert nicht.',
    fr: 'le dossier des normes {dir} n’existe pas.',
    es: 'la carpeta de estándares {dir} no existe.',
    it: 'la cartella degli standard {dir} non esiste.',
  },
} as const satisfies TextTable;
