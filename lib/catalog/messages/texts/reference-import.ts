import type { TextTable } from '../text-table';

/**
 * Importing a licensed reference delivery into the database (lib/data/reference, lib/jobs'
 * reference import): why a delivery is refused, and why an import job failed. `table` is the table's
 * Auto Care name as the delivery spells it, `file` the file in the delivery (or the uploaded zip),
 * `path` the delivery; rows, counts and IDs are strings as the English wrote them. `problem` is one of
 * the `reference.row.*` texts. `detail` is the database's own error text (PostgreSQL's English): the
 * sentence says whose words they are rather than translate them.
 */
export const REFERENCE_IMPORT_TEXTS = {
  REFERENCE_MISSING: {
    en: 'The stored copy of {file} is missing; upload it again.',
    de: 'Die gespeicherte Kopie von {file} fehlt; laden Sie die Datei erneut hoch.',
    fr: 'La copie enregistrée de {file} est introuvable ; téléversez-la à nouveau.',
    es: 'Falta la copia guardada de {file}; vuelva a subirla.',
    it: 'La copia salvata di {file} non c’è più; caricatela di nuovo.',
  },
  REFERENCE_IMPORT_FAILED: {
    en: 'The import of {file} stopped before it finished; upload the delivery again.',
    de: 'Der Import von {file} wurde vor dem Ende abgebrochen; laden Sie die Lieferung erneut hoch.',
    fr: 'L’import de {file} s’est arrêté avant la fin ; téléversez à nouveau la livraison.',
    es: 'La importación de {file} se detuvo antes de terminar; vuelva a subir la entrega.',
    it: 'L’importazione di {file} si è interrotta prima della fine; caricate di nuovo la fornitura.',
  },
  REFERENCE_TOO_LARGE: {
    en: '{file} is larger than {max} GiB, more than any Auto Care reference delivery; upload the zip of the VCdb/PCdb ASCII files only.',
    de: '{file} ist größer als {max} GiB und damit größer als jede Auto-Care-Referenzlieferung; laden Sie nur das ZIP mit den ASCII-Dateien von VCdb/PCdb hoch.',
    fr: '{file} dépasse {max} Gio, plus que toute livraison de référence Auto Care ; téléversez uniquement le zip des fichiers ASCII VCdb/PCdb.',
    es: '{file} ocupa más de {max} GiB, más que cualquier entrega de referencia de Auto Care; suba solo el zip de los archivos ASCII de VCdb/PCdb.',
    it: '{file} supera {max} GiB, più di qualsiasi fornitura di riferimento Auto Care; caricate solo lo zip dei file ASCII VCdb/PCdb.',
  },
  REFERENCE_SOURCE_TOO_LONG: {
    en: 'The release source is {length} characters long; give at most {max}.',
    de: 'Die Quellenangabe der Version ist {length} Zeichen lang; erlaubt sind höchstens {max}.',
    fr: 'La source de la version compte {length} caractères ; indiquez-en au plus {max}.',
    es: 'La fuente de la versión tiene {length} caracteres; indique como máximo {max}.',
    it: 'La fonte della release è lunga {length} caratteri; indicatene al massimo {max}.',
  },
  REFERENCE_TABLES_NONE: {
    en: '{path} holds no Auto Care table the engine uses (Make, BaseVehicle, Parts, …): name a folder or zip of pipe-delimited VCdb/PCdb files.',
    de: '{path} enthält keine Auto-Care-Tabelle, die Partsmith verwendet (Make, BaseVehicle, Parts, …): Geben Sie einen Ordner oder ein ZIP mit durch | getrennten VCdb-/PCdb-Dateien an.',
    fr: '{path} ne contient aucune table Auto Care utilisée par Partsmith (Make, BaseVehicle, Parts, …) : indiquez un dossier ou un zip de fichiers VCdb/PCdb délimités par des barres verticales.',
    es: '{path} no contiene ninguna tabla de Auto Care que use Partsmith (Make, BaseVehicle, Parts, …): indique una carpeta o un zip de archivos VCdb/PCdb delimitados por barras verticales.',
    it: '{path} non contiene alcuna tabella Auto Care usata da Partsmith (Make, BaseVehicle, Parts, …): indicate una cartella o uno zip di file VCdb/PCdb delimitati da barre verticali.',
  },
  'REFERENCE_COLUMN_MISSING.import': {
    en: 'Table {table} ({file}) lacks column(s) {columns}. Check that the file is an Auto Care ASCII export with a header row.',
    de: 'Der Tabelle {table} ({file}) fehlen die Spalte(n) {columns}. Prüfen Sie, ob die Datei ein Auto-Care-ASCII-Export mit Kopfzeile ist.',
    fr: 'La table {table} ({file}) n’a pas la ou les colonnes {columns}. Vérifiez que le fichier est un export ASCII Auto Care avec une ligne d’en-tête.',
    es: 'A la tabla {table} ({file}) le faltan la(s) columna(s) {columns}. Compruebe que el archivo es una exportación ASCII de Auto Care con fila de encabezado.',
    it: 'Alla tabella {table} ({file}) mancano la/le colonna/e {columns}. Verificate che il file sia un’esportazione ASCII Auto Care con una riga di intestazione.',
  },
  'REFERENCE_COLUMN_MISSING.attribute': {
    en: 'Table {table} ({file}) has no {column} column and is not stored.',
    de: 'Die Tabelle {table} ({file}) hat keine Spalte {column} und wird nicht gespeichert.',
    fr: 'La table {table} ({file}) n’a pas de colonne {column} et n’est pas enregistrée.',
    es: 'La tabla {table} ({file}) no tiene columna {column} y no se guarda.',
    it: 'La tabella {table} ({file}) non ha la colonna {column} e non viene salvata.',
  },
  'REFERENCE_IMPORT_INVALID.row': {
    en: '{table} ({file}) line {row}: {problem}. Fix or re-export the file; nothing was imported.',
    de: '{table} ({file}) Zeile {row}: {problem}. Korrigieren oder exportieren Sie die Datei erneut; es wurde nichts importiert.',
    fr: '{table} ({file}) ligne {row} : {problem}. Corrigez ou réexportez le fichier ; rien n’a été importé.',
    es: '{table} ({file}) línea {row}: {problem}. Corrija o vuelva a exportar el archivo; no se importó nada.',
    it: '{table} ({file}) riga {row}: {problem}. Correggete o esportate di nuovo il file; non è stato importato nulla.',
  },
  'REFERENCE_IMPORT_INVALID.duplicateId': {
    en: 'Table {table} of the delivery lists {column} {id} twice, where an Auto Care table has each ID once. Re-export the delivery; nothing was imported.',
    de: 'Die Tabelle {table} der Lieferung führt {column} {id} zweimal auf, obwohl eine Auto-Care-Tabelle jede ID nur einmal enthält. Exportieren Sie die Lieferung erneut; es wurde nichts importiert.',
    fr: 'La table {table} de la livraison contient {column} {id} deux fois, alors qu’une table Auto Care contient chaque ID une seule fois. Réexportez la livraison ; rien n’a été importé.',
    es: 'La tabla {table} de la entrega contiene {column} {id} dos veces, cuando una tabla de Auto Care contiene cada ID una sola vez. Vuelva a exportar la entrega; no se importó nada.',
    it: 'La tabella {table} della fornitura riporta {column} {id} due volte, mentre una tabella Auto Care contiene ogni ID una sola volta. Esportate di nuovo la fornitura; non è stato importato nulla.',
  },
  'REFERENCE_IMPORT_INVALID.database': {
    en: 'The database refused a value of the delivery: {detail}. Nothing was imported.',
    de: 'Die Datenbank hat einen Wert der Lieferung abgelehnt; ihre Meldung lautet: {detail}. Es wurde nichts importiert.',
    fr: 'La base de données a refusé une valeur de la livraison ; elle a signalé : {detail}. Rien n’a été importé.',
    es: 'La base de datos rechazó un valor de la entrega; su mensaje fue: {detail}. No se importó nada.',
    it: 'Il database ha rifiutato un valore della fornitura; ha segnalato: {detail}. Non è stato importato nulla.',
  },
  'reference.row.fields': {
    en: 'has {count} fields where the header has {expected}',
    de: 'hat {count} Felder, die Kopfzeile aber {expected}',
    fr: 'compte {count} champs alors que l’en-tête en compte {expected}',
    es: 'tiene {count} campos mientras que el encabezado tiene {expected}',
    it: 'ha {count} campi mentre l’intestazione ne ha {expected}',
  },
  'reference.row.empty': { en: '{column} is empty', de: '{column} ist leer', fr: '{column} est vide', es: '{column} está vacío', it: '{column} è vuoto' },
  'reference.row.notNumber': {
    en: '{column} "{value}" is not a number',
    de: '{column} "{value}" ist keine Zahl',
    fr: '{column} "{value}" n’est pas un nombre',
    es: '{column} "{value}" no es un número',
    it: '{column} "{value}" non è un numero',
  },
  'reference.row.outOfRange': {
    en: '{column} {value} is outside the range of an Auto Care ID',
    de: '{column} {value} liegt außerhalb des Wertebereichs einer Auto-Care-ID',
    fr: '{column} {value} est hors de la plage d’un ID Auto Care',
    es: '{column} {value} está fuera del rango de un ID de Auto Care',
    it: '{column} {value} è fuori dall’intervallo di un ID Auto Care',
  },
  'reference.row.notWhole': {
    en: '{column} "{value}" is not a whole number',
    de: '{column} "{value}" ist keine ganze Zahl',
    fr: '{column} "{value}" n’est pas un nombre entier',
    es: '{column} "{value}" no es un número entero',
    it: '{column} "{value}" non è un numero intero',
  },
  // Why a stored release cannot be loaded (lib/data/reference/load-release.ts; inside REFERENCE_PIN_UNAVAILABLE).
  'reference.release.noneImported': {
    en: 'No reference release has been imported yet: run `partsmith reference import <folder or zip>`.',
    de: 'Es wurde noch keine Referenzversion importiert: Führen Sie `partsmith reference import <folder or zip>` aus.',
    fr: 'Aucune version de référence n’a encore été importée : exécutez `partsmith reference import <folder or zip>`.',
    es: 'Todavía no se ha importado ninguna versión de referencia: ejecute `partsmith reference import <folder or zip>`.',
    it: 'Non è ancora stata importata alcuna versione di riferimento: eseguite `partsmith reference import <folder or zip>`.',
  },
  'reference.release.source': {
    en: 'reference release {release} ({source})',
    de: 'Referenzversion {release} ({source})',
    fr: 'version de référence {release} ({source})',
    es: 'versión de referencia {release} ({source})',
    it: 'versione di riferimento {release} ({source})',
  },
  'reference.source.dated': {
    en: '{source} ({date})',
    de: '{source} ({date})',
    fr: '{source} ({date})',
    es: '{source} ({date})',
    it: '{source} ({date})',
  },
  'reference.release.missing': {
    en: 'There is no reference release {release}.',
    de: 'Es gibt keine Referenzversion {release}.',
    fr: 'Il n’existe pas de version de référence {release}.',
    es: 'No existe la versión de referencia {release}.',
    it: 'Non esiste la versione di riferimento {release}.',
  },
  'reference.release.notReady': {
    en: 'Reference release {release} is {status, select, loading {loading} failed {failed} other {{status}}}, not ready to use.',
    de: 'Die Referenzversion {release} ist {status, select, loading {noch im Import} failed {fehlgeschlagen} other {{status}}} und nicht einsatzbereit.',
    fr: 'La version de référence {release} est {status, select, loading {en cours d’import} failed {en échec} other {{status}}} et n’est pas prête à l’emploi.',
    es: 'La versión de referencia {release} está {status, select, loading {importándose} failed {fallida} other {{status}}} y no está lista para usarse.',
    it: 'La versione di riferimento {release} è {status, select, loading {in fase di importazione} failed {non riuscita} other {{status}}} e non è pronta all’uso.',
  },
  // The system's own words for why a delivery cannot be read (an I/O error), inside REFERENCE_UNREADABLE.
  'reference.why.reported': {
    en: '{detail}',
    de: 'das System meldet: {detail}',
    fr: 'le système signale : {detail}',
    es: 'el sistema informa: {detail}',
    it: 'il sistema segnala: {detail}',
  },
} as const satisfies TextTable;
