import type { TextTable } from '../text-table';

/**
 * Schema validation (validate/xsd.ts, assess/xsd-step.ts) and the assessment's refusals of a file
 * (assess/assess-file.ts). `file` is a file name, `line` a line of the XML file, `detail` the
 * validator's or the system's own English words; `standard` is "ACES" or "PIES", `schema` e.g. "ACES 4.2".
 */
export const XSD_TEXTS = {
  XSD_NOT_RUN: {
    en: 'XSD validation not run: set STANDARDS_DIR to the folder holding the Auto Care {standard} schemas (e.g. {example}) to check {file} against them.',
    de: 'XSD-Prüfung nicht ausgeführt: Setzen Sie STANDARDS_DIR auf den Ordner mit den Auto-Care-Schemas für {standard} (z. B. {example}), um {file} gegen sie zu prüfen.',
    fr: 'Validation XSD non effectuée : indiquez dans STANDARDS_DIR le dossier des schémas {standard} d’Auto Care (p. ex. {example}) pour contrôler {file} par rapport à eux.',
    es: 'Validación XSD no realizada: indique en STANDARDS_DIR la carpeta con los esquemas {standard} de Auto Care (p. ej. {example}) para comprobar {file} con ellos.',
    it: 'Validazione XSD non eseguita: indicate in STANDARDS_DIR la cartella con gli schemi {standard} di Auto Care (ad es. {example}) per verificare {file} rispetto a essi.',
  },
  'XSD_NOT_RUN.noSchema': {
    en: 'XSD validation not run: no {schema} schema ({pattern}) in {folder}.',
    de: 'XSD-Prüfung nicht ausgeführt: kein Schema für {schema} ({pattern}) in {folder}.',
    fr: 'Validation XSD non effectuée : aucun schéma {schema} ({pattern}) dans {folder}.',
    es: 'Validación XSD no realizada: no hay ningún esquema {schema} ({pattern}) en {folder}.',
    it: 'Validazione XSD non eseguita: nessuno schema {schema} ({pattern}) in {folder}.',
  },
  'XSD_NOT_RUN.unreadable': {
    en: 'XSD validation not reported: {file} could not be read to its end (see the first error); fix that and validate again.',
    de: 'XSD-Prüfung nicht gemeldet: {file} konnte nicht bis zum Ende gelesen werden (siehe den ersten Fehler); beheben Sie diesen und prüfen Sie erneut.',
    fr: 'Validation XSD non rapportée : {file} n’a pas pu être lu jusqu’au bout (voir la première erreur) ; corrigez-la et relancez la validation.',
    es: 'Validación XSD no notificada: {file} no se pudo leer hasta el final (vea el primer error); corríjalo y vuelva a validar.',
    it: 'Validazione XSD non riportata: {file} non è stato letto fino alla fine (vedete il primo errore); correggetelo e validate di nuovo.',
  },
  XSD_INPUT_UNREADABLE: {
    en: 'XSD validation not run: {file} could not be read ({detail}).',
    de: 'XSD-Prüfung nicht ausgeführt: {file} konnte nicht gelesen werden (Meldung des Systems: {detail}).',
    fr: 'Validation XSD non effectuée : {file} n’a pas pu être lu (message du système : {detail}).',
    es: 'Validación XSD no realizada: no se pudo leer {file} (mensaje del sistema: {detail}).',
    it: 'Validazione XSD non eseguita: non è stato possibile leggere {file} (messaggio del sistema: {detail}).',
  },
  'XSD_INPUT_UNREADABLE.none': {
    en: 'XSD validation not run: no document was given.',
    de: 'XSD-Prüfung nicht ausgeführt: Es wurde kein Dokument übergeben.',
    fr: 'Validation XSD non effectuée : aucun document n’a été fourni.',
    es: 'Validación XSD no realizada: no se proporcionó ningún documento.',
    it: 'Validazione XSD non eseguita: non è stato fornito alcun documento.',
  },
  XSD_VALIDATOR_FAILED: {
    en: 'XSD validation of {file} could not run: {detail}.',
    de: 'Die XSD-Prüfung von {file} konnte nicht laufen (Meldung des Systems: {detail}).',
    fr: 'La validation XSD de {file} n’a pas pu s’exécuter (message du système : {detail}).',
    es: 'La validación XSD de {file} no se pudo ejecutar (mensaje del sistema: {detail}).',
    it: 'Non è stato possibile eseguire la validazione XSD di {file} (messaggio del sistema: {detail}).',
  },
  'XSD_VALIDATOR_FAILED.stopped': {
    en: 'XSD validation of {file} could not run: the validator stopped.',
    de: 'Die XSD-Prüfung von {file} konnte nicht laufen: Der Validator hat abgebrochen.',
    fr: 'La validation XSD de {file} n’a pas pu s’exécuter : le validateur s’est arrêté.',
    es: 'La validación XSD de {file} no se pudo ejecutar: el validador se detuvo.',
    it: 'Non è stato possibile eseguire la validazione XSD di {file}: il validatore si è interrotto.',
  },
  XSD_INVALID: {
    en: '{file} line {line} breaks the {schema} schema: {detail}',
    de: '{file} Zeile {line} verstößt gegen das Schema {schema} (Meldung des Schemavalidators: {detail})',
    fr: '{file}, ligne {line}, enfreint le schéma {schema} (message du validateur de schéma : {detail})',
    es: '{file}, línea {line}, incumple el esquema {schema} (mensaje del validador de esquemas: {detail})',
    it: '{file}, riga {line}, viola lo schema {schema} (messaggio del validatore di schema: {detail})',
  },
  XSD_FINDINGS_TRUNCATED: {
    en: '{count, plural, one {# more schema error} other {# more schema errors}} in {file} are not listed; fix the ones above (they often share one cause) and validate again.',
    de: '{count, plural, one {# weiterer Schemafehler} other {# weitere Schemafehler}} in {file} sind nicht aufgeführt; beheben Sie die obigen (sie haben oft eine gemeinsame Ursache) und prüfen Sie erneut.',
    fr: '{count, plural, one {# autre erreur de schéma} other {# autres erreurs de schéma}} dans {file} ne sont pas listées ; corrigez celles ci-dessus (elles ont souvent une cause commune) et relancez la validation.',
    es: '{count, plural, one {# error de esquema más} other {# errores de esquema más}} en {file} no se muestran; corrija los anteriores (a menudo tienen una causa común) y vuelva a validar.',
    it: '{count, plural, one {# altro errore di schema} other {altri # errori di schema}} in {file} non sono elencati; correggete quelli sopra (spesso hanno una causa comune) e validate di nuovo.',
  },
  'XML_MALFORMED.xsd': {
    en: '{file} line {line} is not well-formed XML: {detail}. The file cannot be read by any receiver until this is fixed.',
    de: '{file} Zeile {line} ist kein wohlgeformtes XML (Meldung des XML-Parsers: {detail}). Kein Empfänger kann die Datei lesen, bis dies behoben ist.',
    fr: '{file}, ligne {line}, n’est pas du XML bien formé (message de l’analyseur XML : {detail}). Aucun destinataire ne peut lire le fichier tant que ce n’est pas corrigé.',
    es: '{file}, línea {line}, no es XML bien formado (mensaje del analizador XML: {detail}). Ningún destinatario podrá leer el archivo hasta que se corrija.',
    it: '{file}, riga {line}, non è XML ben formato (messaggio del parser XML: {detail}). Nessun destinatario può leggere il file finché non viene corretto.',
  },
  'XML_DOCTYPE_REFUSED.xsd': {
    en: '{file} contains a <!DOCTYPE> declaration. {standard} files never need one and it can make a parser read other files or expand entities, so the file was not validated. Remove the DOCTYPE line and try again.',
    de: '{file} enthält eine <!DOCTYPE>-Deklaration. {standard}-Dateien brauchen nie eine, und sie kann einen Parser andere Dateien lesen oder Entitäten expandieren lassen; die Datei wurde daher nicht geprüft. Entfernen Sie die DOCTYPE-Zeile und versuchen Sie es erneut.',
    fr: '{file} contient une déclaration <!DOCTYPE>. Les fichiers {standard} n’en ont jamais besoin et elle peut amener un analyseur à lire d’autres fichiers ou à développer des entités : le fichier n’a donc pas été validé. Supprimez la ligne DOCTYPE et réessayez.',
    es: '{file} contiene una declaración <!DOCTYPE>. Los archivos {standard} nunca la necesitan y puede hacer que un analizador lea otros archivos o expanda entidades, por lo que el archivo no se validó. Elimine la línea DOCTYPE y vuelva a intentarlo.',
    it: '{file} contiene una dichiarazione <!DOCTYPE>. I file {standard} non ne hanno mai bisogno e può far leggere a un parser altri file o espandere entità, quindi il file non è stato validato. Rimuovete la riga DOCTYPE e riprovate.',
  },
  'XML_INPUT_UNREADABLE.assess': {
    en: '{file} could not be read: {detail}.',
    de: '{file} konnte nicht gelesen werden (Meldung des Systems: {detail}).',
    fr: '{file} n’a pas pu être lu (message du système : {detail}).',
    es: 'No se pudo leer {file} (mensaje del sistema: {detail}).',
    it: 'Non è stato possibile leggere {file} (messaggio del sistema: {detail}).',
  },
  FILE_KIND_UNKNOWN: {
    en: '{file} is neither an ACES nor a PIES file: no <ACES> or <PIES> root element was found in its first {kb, number} KB.',
    de: '{file} ist weder eine ACES- noch eine PIES-Datei: In den ersten {kb, number} KB wurde kein Wurzelelement <ACES> oder <PIES> gefunden.',
    fr: '{file} n’est ni un fichier ACES ni un fichier PIES : aucun élément racine <ACES> ou <PIES> n’a été trouvé dans ses {kb, number} premiers Ko.',
    es: '{file} no es un archivo ACES ni PIES: no se encontró ningún elemento raíz <ACES> o <PIES> en sus primeros {kb, number} KB.',
    it: '{file} non è né un file ACES né un file PIES: nei primi {kb, number} KB non è stato trovato alcun elemento radice <ACES> o <PIES>.',
  },
} satisfies TextTable;
