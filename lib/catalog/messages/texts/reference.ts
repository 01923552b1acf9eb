import type { TextTable } from '../text-table';

/**
 * Reading an Auto Care reference delivery (lib/catalog/reference): VCdb/PCdb ASCII tables in a
 * folder or zip. `table` is the table's Auto Care name (Make, BaseVehicle …), `file` the file in the
 * delivery; `columns` the missing column names; counts of rows are strings as the English wrote them;
 * `consequence` one of the `reference.consequence.*` texts; `detail` the system's own words (English).
 */
export const REFERENCE_TEXTS = {
  REFERENCE_COLUMN_MISSING: {
    en: 'Reference table {table} ({file}) lacks column(s) {columns}: the table is ignored. Check that the file is an Auto Care ASCII export with a header row.',
    de: 'Der Referenztabelle {table} ({file}) fehlen die Spalte(n) {columns}: Die Tabelle wird ignoriert. Prüfen Sie, ob die Datei ein Auto-Care-ASCII-Export mit Kopfzeile ist.',
    fr: 'La table de référence {table} ({file}) n’a pas la ou les colonnes {columns} : la table est ignorée. Vérifiez que le fichier est un export ASCII Auto Care avec une ligne d’en-tête.',
    es: 'A la tabla de referencia {table} ({file}) le faltan la(s) columna(s) {columns}: se ignora la tabla. Compruebe que el archivo es una exportación ASCII de Auto Care con fila de encabezado.',
    it: 'Alla tabella di riferimento {table} ({file}) mancano la/le colonna/e {columns}: la tabella viene ignorata. Verificate che il file sia un’esportazione ASCII Auto Care con una riga di intestazione.',
  },
  REFERENCE_TABLE_DUPLICATE: {
    en: 'The delivery holds table {table} twice; {file} is ignored and the first one is used.',
    de: 'Die Lieferung enthält die Tabelle {table} zweimal; {file} wird ignoriert und die erste verwendet.',
    fr: 'La livraison contient la table {table} deux fois ; {file} est ignoré et la première est utilisée.',
    es: 'La entrega contiene la tabla {table} dos veces; se ignora {file} y se usa la primera.',
    it: 'La fornitura contiene la tabella {table} due volte; {file} viene ignorato e si usa la prima.',
  },
  REFERENCE_ROW_INVALID: {
    en: '{invalid} of {rows} rows of reference table {table} ({file}) had a missing or non-numeric ID and were skipped.',
    de: '{invalid} von {rows} Zeilen der Referenztabelle {table} ({file}) hatten eine fehlende oder nicht numerische ID und wurden übersprungen.',
    fr: '{invalid} des {rows} lignes de la table de référence {table} ({file}) avaient un ID manquant ou non numérique et ont été ignorées.',
    es: '{invalid} de {rows} filas de la tabla de referencia {table} ({file}) tenían un ID ausente o no numérico y se omitieron.',
    it: '{invalid} di {rows} righe della tabella di riferimento {table} ({file}) avevano un ID mancante o non numerico e sono state saltate.',
  },
  REFERENCE_TABLE_MISSING: {
    en: 'The reference delivery has no {table} table: {consequence}; the checks that need it are skipped.',
    de: 'Die Referenzlieferung hat keine Tabelle {table}: {consequence}; die Prüfungen, die sie brauchen, werden übersprungen.',
    fr: 'La livraison de référence n’a pas de table {table} : {consequence} ; les contrôles qui en ont besoin sont ignorés.',
    es: 'La entrega de referencia no tiene tabla {table}: {consequence}; se omiten las comprobaciones que la necesitan.',
    it: 'La fornitura di riferimento non ha la tabella {table}: {consequence}; i controlli che ne hanno bisogno vengono saltati.',
  },
  'reference.consequence.makes': {
    en: 'makes cannot be matched',
    de: 'Marken können nicht zugeordnet werden',
    fr: 'les marques ne peuvent pas être rapprochées',
    es: 'las marcas no se pueden emparejar',
    it: 'le marche non possono essere abbinate',
  },
  'reference.consequence.models': {
    en: 'models cannot be matched',
    de: 'Modelle können nicht zugeordnet werden',
    fr: 'les modèles ne peuvent pas être rapprochés',
    es: 'los modelos no se pueden emparejar',
    it: 'i modelli non possono essere abbinati',
  },
  'reference.consequence.baseVehicles': {
    en: 'base vehicles cannot be found or checked',
    de: 'Basisfahrzeuge können weder gefunden noch geprüft werden',
    fr: 'les véhicules de base ne peuvent être ni trouvés ni vérifiés',
    es: 'los vehículos base no se pueden encontrar ni comprobar',
    it: 'i veicoli base non possono essere trovati né verificati',
  },
  'reference.consequence.submodels': {
    en: 'submodels cannot be checked',
    de: 'Untermodelle können nicht geprüft werden',
    fr: 'les sous-modèles ne peuvent pas être vérifiés',
    es: 'los submodelos no se pueden comprobar',
    it: 'i sottomodelli non possono essere verificati',
  },
  'reference.consequence.vehicles': {
    en: 'submodels and engines cannot be tied to base vehicles',
    de: 'Untermodelle und Motoren können nicht mit Basisfahrzeugen verknüpft werden',
    fr: 'les sous-modèles et les moteurs ne peuvent pas être rattachés aux véhicules de base',
    es: 'los submodelos y motores no se pueden vincular a los vehículos base',
    it: 'sottomodelli e motori non possono essere collegati ai veicoli base',
  },
  'reference.consequence.engines': {
    en: 'engines cannot be checked',
    de: 'Motoren können nicht geprüft werden',
    fr: 'les moteurs ne peuvent pas être vérifiés',
    es: 'los motores no se pueden comprobar',
    it: 'i motori non possono essere verificati',
  },
  'reference.consequence.engineVehicles': {
    en: 'engines cannot be tied to vehicles',
    de: 'Motoren können nicht mit Fahrzeugen verknüpft werden',
    fr: 'les moteurs ne peuvent pas être rattachés aux véhicules',
    es: 'los motores no se pueden vincular a los vehículos',
    it: 'i motori non possono essere collegati ai veicoli',
  },
  'reference.consequence.partTypes': {
    en: 'part types cannot be matched',
    de: 'Teilearten können nicht zugeordnet werden',
    fr: 'les types de pièce ne peuvent pas être rapprochés',
    es: 'los tipos de pieza no se pueden emparejar',
    it: 'i tipi di ricambio non possono essere abbinati',
  },
  'reference.consequence.positions': {
    en: 'positions cannot be matched',
    de: 'Positionen können nicht zugeordnet werden',
    fr: 'les positions ne peuvent pas être rapprochées',
    es: 'las posiciones no se pueden emparejar',
    it: 'le posizioni non possono essere abbinate',
  },
  'reference.consequence.partPositions': {
    en: 'part type / position pairs cannot be checked',
    de: 'Paare aus Teileart und Position können nicht geprüft werden',
    fr: 'les paires type de pièce / position ne peuvent pas être vérifiées',
    es: 'los pares tipo de pieza / posición no se pueden comprobar',
    it: 'le coppie tipo di ricambio / posizione non possono essere verificate',
  },
  REFERENCE_ENCODING: {
    en: '{file} is not UTF-8; it was read as Windows-1252.',
    de: '{file} ist nicht UTF-8; die Datei wurde als Windows-1252 gelesen.',
    fr: '{file} n’est pas en UTF-8 ; il a été lu en Windows-1252.',
    es: '{file} no es UTF-8; se leyó como Windows-1252.',
    it: '{file} non è UTF-8; è stato letto come Windows-1252.',
  },
  REFERENCE_UNREADABLE: {
    en: 'The reference delivery {file} cannot be read: {why}.',
    de: 'Die Referenzlieferung {file} kann nicht gelesen werden: {why}.',
    fr: 'La livraison de référence {file} ne peut pas être lue : {why}.',
    es: 'No se puede leer la entrega de referencia {file}: {why}.',
    it: 'Impossibile leggere la fornitura di riferimento {file}: {why}.',
  },
  'REFERENCE_UNREADABLE.file': {
    en: 'Reference file {file} could not be read: {detail}.',
    de: 'Die Referenzdatei {file} konnte nicht gelesen werden (Meldung des Systems: {detail}).',
    fr: 'Le fichier de référence {file} n’a pas pu être lu (message du système : {detail}).',
    es: 'No se pudo leer el archivo de referencia {file} (mensaje del sistema: {detail}).',
    it: 'Impossibile leggere il file di riferimento {file} (messaggio del sistema: {detail}).',
  },
  'reference.why.missing': { en: 'it does not exist', de: 'sie existiert nicht', fr: 'elle n’existe pas', es: 'no existe', it: 'non esiste' },
  'reference.why.notFolderOrZip': {
    en: 'it is neither a folder nor a zip file',
    de: 'sie ist weder ein Ordner noch eine ZIP-Datei',
    fr: 'ce n’est ni un dossier ni un fichier zip',
    es: 'no es ni una carpeta ni un archivo zip',
    it: 'non è né una cartella né un file zip',
  },
  'reference.why.zipTooManyEntries': {
    en: 'the zip lists {count} files; at most {max} are read',
    de: 'die ZIP-Datei enthält {count} Dateien; gelesen werden höchstens {max}',
    fr: 'le zip contient {count} fichiers ; {max} au plus sont lus',
    es: 'el zip contiene {count} archivos; se leen como máximo {max}',
    it: 'lo zip contiene {count} file; se ne leggono al massimo {max}',
  },
  'reference.why.zipTooLarge': {
    en: 'its tables would unpack to more than {max} bytes',
    de: 'ihre Tabellen würden entpackt mehr als {max} Bytes belegen',
    fr: 'ses tables occuperaient plus de {max} octets une fois décompressées',
    es: 'sus tablas ocuparían más de {max} bytes al descomprimirse',
    it: 'le sue tabelle occuperebbero più di {max} byte una volta decompresse',
  },
  'reference.why.zipRatio': {
    en: 'file {entry} claims a compression ratio of {ratio}:1 (limit {max}:1), as zip bombs do',
    de: 'die Datei {entry} gibt ein Kompressionsverhältnis von {ratio}:1 an (Grenze {max}:1), wie es Zip-Bomben tun',
    fr: 'le fichier {entry} annonce un taux de compression de {ratio}:1 (limite {max}:1), comme les bombes zip',
    es: 'el archivo {entry} declara una relación de compresión de {ratio}:1 (límite {max}:1), como hacen las bombas zip',
    it: 'il file {entry} dichiara un rapporto di compressione di {ratio}:1 (limite {max}:1), come fanno le bombe zip',
  },
} as const satisfies TextTable;
