import type { TextTable } from '../text-table';

/**
 * What a conversion run says about itself (lib/catalog/convert): the stop before converting when a
 * needed field is unmapped, and every setting the run assumed. `fields` are field labels, `why` the
 * reasons they are needed (texts/mapping-notes.ts), `basis` why a setting was assumed, `value` the
 * setting as used ("1", "EUR", "kg", ",").
 */
export const CONVERT_TEXTS = {
  MAPPING_INCOMPLETE: {
    en: 'Nothing was converted: no column is mapped to {fields} ({why}), so every row would be rejected. Map the column that holds it — on the mapping screen, or in a saved mapping (--mapping) — and run again.',
    de: 'Nichts wurde konvertiert: Keiner Spalte ist {fields} zugeordnet ({why}), daher würde jede Zeile abgelehnt. Ordnen Sie die Spalte zu, die es enthält – in der Zuordnungsansicht oder in einer gespeicherten Zuordnung (--mapping) –, und starten Sie erneut.',
    fr: 'Rien n’a été converti : aucune colonne n’est mappée sur {fields} ({why}) ; chaque ligne serait donc rejetée. Mappez la colonne qui le contient — dans l’écran de mappage ou dans un mappage enregistré (--mapping) — puis relancez.',
    es: 'No se ha convertido nada: ninguna columna está asignada a {fields} ({why}), así que se rechazaría cada fila. Asigne la columna que lo contiene —en la pantalla de asignación o en una asignación guardada (--mapping)— y vuelva a ejecutar.',
    it: 'Non è stato convertito nulla: nessuna colonna è mappata su {fields} ({why}), quindi ogni riga verrebbe rifiutata. Mappate la colonna che lo contiene — nella schermata di mappatura o in una mappatura salvata (--mapping) — ed eseguite di nuovo.',
  },
  'MAPPING_INCOMPLETE.unused': {
    en: 'Nothing was converted: no column is mapped to {fields} ({why}), so every row would be rejected. Columns not used: {columns}. Map the column that holds it — on the mapping screen, or in a saved mapping (--mapping) — and run again.',
    de: 'Nichts wurde konvertiert: Keiner Spalte ist {fields} zugeordnet ({why}), daher würde jede Zeile abgelehnt. Nicht verwendete Spalten: {columns}. Ordnen Sie die Spalte zu, die es enthält – in der Zuordnungsansicht oder in einer gespeicherten Zuordnung (--mapping) –, und starten Sie erneut.',
    fr: 'Rien n’a été converti : aucune colonne n’est mappée sur {fields} ({why}) ; chaque ligne serait donc rejetée. Colonnes non utilisées : {columns}. Mappez la colonne qui le contient — dans l’écran de mappage ou dans un mappage enregistré (--mapping) — puis relancez.',
    es: 'No se ha convertido nada: ninguna columna está asignada a {fields} ({why}), así que se rechazaría cada fila. Columnas sin usar: {columns}. Asigne la columna que lo contiene —en la pantalla de asignación o en una asignación guardada (--mapping)— y vuelva a ejecutar.',
    it: 'Non è stato convertito nulla: nessuna colonna è mappata su {fields} ({why}), quindi ogni riga verrebbe rifiutata. Colonne non usate: {columns}. Mappate la colonna che lo contiene — nella schermata di mappatura o in una mappatura salvata (--mapping) — ed eseguite di nuovo.',
  },
  'MAPPING_INCOMPLETE.column': { en: '"{column}" ({note})', de: '„{column}“ ({note})', fr: '« {column} » ({note})', es: '«{column}» ({note})', it: '«{column}» ({note})' },
  QTY_DEFAULT_ASSUMED: {
    en: "Assumed quantity per application {value}: {basis}. If that is wrong, change it in the mapping's settings and run again.",
    de: 'Angenommene Menge je Anwendung {value}: {basis}. Falls das falsch ist, ändern Sie es in den Einstellungen der Zuordnung und starten Sie erneut.',
    fr: 'Quantité par application supposée {value} : {basis}. Si c’est faux, changez-la dans les réglages du mappage et relancez.',
    es: 'Cantidad por aplicación supuesta {value}: {basis}. Si no es correcto, cámbiela en los ajustes de la asignación y vuelva a ejecutar.',
    it: 'Quantità per applicazione assunta {value}: {basis}. Se è sbagliata, cambiatela nelle impostazioni della mappatura ed eseguite di nuovo.',
  },
  'QTY_DEFAULT_ASSUMED.set': {
    en: 'The quantity per application {value} is set on the mapping.',
    de: 'Die Menge je Anwendung {value} ist in der Zuordnung festgelegt.',
    fr: 'La quantité par application {value} est définie dans le mappage.',
    es: 'La cantidad por aplicación {value} está fijada en la asignación.',
    it: 'La quantità per applicazione {value} è impostata nella mappatura.',
  },
  CURRENCY_ASSUMED: {
    en: "Assumed currency {value}: {basis}. If that is wrong, change it in the mapping's settings and run again.",
    de: 'Angenommene Währung {value}: {basis}. Falls das falsch ist, ändern Sie sie in den Einstellungen der Zuordnung und starten Sie erneut.',
    fr: 'Devise supposée {value} : {basis}. Si c’est faux, changez-la dans les réglages du mappage et relancez.',
    es: 'Moneda supuesta {value}: {basis}. Si no es correcto, cámbiela en los ajustes de la asignación y vuelva a ejecutar.',
    it: 'Valuta assunta {value}: {basis}. Se è sbagliata, cambiatela nelle impostazioni della mappatura ed eseguite di nuovo.',
  },
  'CURRENCY_ASSUMED.set': {
    en: 'The currency {value} is set on the mapping.',
    de: 'Die Währung {value} ist in der Zuordnung festgelegt.',
    fr: 'La devise {value} est définie dans le mappage.',
    es: 'La moneda {value} está fijada en la asignación.',
    it: 'La valuta {value} è impostata nella mappatura.',
  },
  WEIGHT_UNIT_ASSUMED: {
    en: "Assumed weight unit {value}: {basis}. If that is wrong, change it in the mapping's settings and run again.",
    de: 'Angenommene Gewichtseinheit {value}: {basis}. Falls das falsch ist, ändern Sie sie in den Einstellungen der Zuordnung und starten Sie erneut.',
    fr: 'Unité de poids supposée {value} : {basis}. Si c’est faux, changez-la dans les réglages du mappage et relancez.',
    es: 'Unidad de peso supuesta {value}: {basis}. Si no es correcto, cámbiela en los ajustes de la asignación y vuelva a ejecutar.',
    it: 'Unità di peso assunta {value}: {basis}. Se è sbagliata, cambiatela nelle impostazioni della mappatura ed eseguite di nuovo.',
  },
  'WEIGHT_UNIT_ASSUMED.set': {
    en: 'The weight unit {value} is set on the mapping.',
    de: 'Die Gewichtseinheit {value} ist in der Zuordnung festgelegt.',
    fr: 'L’unité de poids {value} est définie dans le mappage.',
    es: 'La unidad de peso {value} está fijada en la asignación.',
    it: 'L’unità di peso {value} è impostata nella mappatura.',
  },
  LENGTH_UNIT_ASSUMED: {
    en: "Assumed length unit {value}: {basis}. If that is wrong, change it in the mapping's settings and run again.",
    de: 'Angenommene Längeneinheit {value}: {basis}. Falls das falsch ist, ändern Sie sie in den Einstellungen der Zuordnung und starten Sie erneut.',
    fr: 'Unité de longueur supposée {value} : {basis}. Si c’est faux, changez-la dans les réglages du mappage et relancez.',
    es: 'Unidad de longitud supuesta {value}: {basis}. Si no es correcto, cámbiela en los ajustes de la asignación y vuelva a ejecutar.',
    it: 'Unità di lunghezza assunta {value}: {basis}. Se è sbagliata, cambiatela nelle impostazioni della mappatura ed eseguite di nuovo.',
  },
  'LENGTH_UNIT_ASSUMED.set': {
    en: 'The length unit {value} is set on the mapping.',
    de: 'Die Längeneinheit {value} ist in der Zuordnung festgelegt.',
    fr: 'L’unité de longueur {value} est définie dans le mappage.',
    es: 'La unidad de longitud {value} está fijada en la asignación.',
    it: 'L’unità di lunghezza {value} è impostata nella mappatura.',
  },
  DECIMAL_MARK_ASSUMED: {
    en: 'Assumed decimal mark "{value}": {basis}. If that is wrong, change it in the mapping\'s settings and run again.',
    de: 'Angenommenes Dezimaltrennzeichen „{value}“: {basis}. Falls das falsch ist, ändern Sie es in den Einstellungen der Zuordnung und starten Sie erneut.',
    fr: 'Séparateur décimal supposé « {value} » : {basis}. Si c’est faux, changez-le dans les réglages du mappage et relancez.',
    es: 'Separador decimal supuesto «{value}»: {basis}. Si no es correcto, cámbielo en los ajustes de la asignación y vuelva a ejecutar.',
    it: 'Separatore decimale assunto «{value}»: {basis}. Se è sbagliato, cambiatelo nelle impostazioni della mappatura ed eseguite di nuovo.',
  },
  'DECIMAL_MARK_ASSUMED.set': {
    en: 'The decimal mark "{value}" is set on the mapping.',
    de: 'Das Dezimaltrennzeichen „{value}“ ist in der Zuordnung festgelegt.',
    fr: 'Le séparateur décimal « {value} » est défini dans le mappage.',
    es: 'El separador decimal «{value}» está fijado en la asignación.',
    it: 'Il separatore decimale «{value}» è impostato nella mappatura.',
  },

  // Deliverables a run leaves out (empty-deliverables.ts); `held` is ROWS_HELD.
  ROWS_HELD: {
    en: '{rows, plural, one {# row} other {# rows}} read: {flagged, number} flagged for review, {rejected, number} rejected, {merged, number} merged as duplicates',
    de: '{rows, plural, one {# Zeile} other {# Zeilen}} gelesen: {flagged, number} zur Prüfung markiert, {rejected, number} abgelehnt, {merged, number} als Duplikate zusammengeführt',
    fr: '{rows, plural, one {# ligne lue} other {# lignes lues}} : {flagged, number} signalées pour revue, {rejected, number} rejetées, {merged, number} fusionnées comme doublons',
    es: '{rows, plural, one {# fila leída} other {# filas leídas}}: {flagged, number} marcadas para revisión, {rejected, number} rechazadas, {merged, number} fusionadas como duplicados',
    it: '{rows, plural, one {# riga letta} other {# righe lette}}: {flagged, number} segnalate per la revisione, {rejected, number} rifiutate, {merged, number} unite come duplicati',
  },
  ACES_NOT_WRITTEN: {
    en: 'aces.xml was not written: no row gave an application ({held}). An ACES file without applications says nothing a receiver can use. Review the held rows (flagged.csv) or correct the catalog, and convert again.',
    de: 'aces.xml wurde nicht geschrieben: keine Zeile ergab eine Anwendung ({held}). Eine ACES-Datei ohne Anwendungen sagt einem Empfänger nichts Brauchbares. Prüfen Sie die zurückgehaltenen Zeilen (flagged.csv) oder korrigieren Sie den Katalog und konvertieren Sie erneut.',
    fr: 'aces.xml n’a pas été écrit : aucune ligne n’a donné d’application ({held}). Un fichier ACES sans applications ne dit rien d’utile à un destinataire. Revoyez les lignes retenues (flagged.csv) ou corrigez le catalogue, puis convertissez à nouveau.',
    es: 'aces.xml no se escribió: ninguna fila dio una aplicación ({held}). Un archivo ACES sin aplicaciones no dice nada útil a un receptor. Revise las filas retenidas (flagged.csv) o corrija el catálogo, y vuelva a convertir.',
    it: 'aces.xml non è stato scritto: nessuna riga ha dato un’applicazione ({held}). Un file ACES senza applicazioni non dice nulla di utile a chi lo riceve. Rivedete le righe trattenute (flagged.csv) o correggete il catalogo, e convertite di nuovo.',
  },
  PIES_NOT_WRITTEN: {
    en: 'pies.xml was not written: no row gave an item ({held}). PIES requires at least one Item, so an empty file would fail its schema. Check that part numbers are mapped and rows were not rejected, and convert again.',
    de: 'pies.xml wurde nicht geschrieben: keine Zeile ergab einen Artikel ({held}). PIES verlangt mindestens ein Item, eine leere Datei würde am Schema scheitern. Prüfen Sie, ob die Artikelnummern zugeordnet sind und Zeilen nicht abgelehnt wurden, und konvertieren Sie erneut.',
    fr: 'pies.xml n’a pas été écrit : aucune ligne n’a donné d’article ({held}). PIES exige au moins un Item ; un fichier vide échouerait à son schéma. Vérifiez que les références sont mappées et que les lignes n’ont pas été rejetées, puis convertissez à nouveau.',
    es: 'pies.xml no se escribió: ninguna fila dio un artículo ({held}). PIES exige al menos un Item, así que un archivo vacío no pasaría su esquema. Compruebe que los números de pieza estén asignados y que las filas no se hayan rechazado, y vuelva a convertir.',
    it: 'pies.xml non è stato scritto: nessuna riga ha dato un articolo ({held}). PIES richiede almeno un Item, quindi un file vuoto non supererebbe lo schema. Controllate che i codici articolo siano mappati e che le righe non siano state rifiutate, e convertite di nuovo.',
  },

  // Settings refused before any file is touched (options.ts, sender.ts).
  BRAND_INVALID: {
    en: 'The brand code is not valid: {problem}. Use your Auto Care brand code (BrandAAIAID), e.g. BKMN.',
    de: 'Der Markencode ist ungültig: {problem}. Verwenden Sie Ihren Auto-Care-Markencode (BrandAAIAID), z. B. BKMN.',
    fr: 'Le code de marque n’est pas valide : {problem}. Utilisez votre code de marque Auto Care (BrandAAIAID), p. ex. BKMN.',
    es: 'El código de marca no es válido: {problem}. Use su código de marca de Auto Care (BrandAAIAID), p. ej., BKMN.',
    it: 'Il codice marchio non è valido: {problem}. Usate il vostro codice marchio Auto Care (BrandAAIAID), ad es. BKMN.',
  },
  THRESHOLD_INVALID: {
    en: 'The accept threshold must be a number above 0 and at most 1 (e.g. 0.9); got {value}.',
    de: 'Die Annahmeschwelle muss eine Zahl über 0 und höchstens 1 sein (z. B. 0.9); angegeben: {value}.',
    fr: 'Le seuil d’acceptation doit être un nombre supérieur à 0 et au plus 1 (p. ex. 0.9) ; reçu : {value}.',
    es: 'El umbral de aceptación debe ser un número mayor que 0 y como máximo 1 (p. ej., 0.9); se recibió {value}.',
    it: 'La soglia di accettazione deve essere un numero maggiore di 0 e al massimo 1 (ad es. 0.9); ricevuto {value}.',
  },
  ACES_VERSION_INVALID: {
    en: 'ACES {version} cannot be written; choose one of {versions}.',
    de: 'ACES {version} kann nicht geschrieben werden; wählen Sie eine von {versions}.',
    fr: 'ACES {version} ne peut pas être écrit ; choisissez l’une de {versions}.',
    es: 'No se puede escribir ACES {version}; elija una de {versions}.',
    it: 'ACES {version} non può essere scritto; scegliete una tra {versions}.',
  },
  SENDER_INVALID: {
    en: 'Sender {field} {issue}.',
    de: 'Absender {field}: {issue}.',
    fr: 'Expéditeur {field} : {issue}.',
    es: 'Remitente {field}: {issue}.',
    it: 'Mittente {field}: {issue}.',
  },

  // The ACES and PIES headers (headers.ts, sender.ts, header-sheet.ts).
  REFERENCE_VERSION_UNKNOWN: {
    en: 'The reference delivery does not say its release date (no Version table, no YYYYMMDD_ file prefix), so the ACES and PIES headers name today ({today}) as the VCdb/PCdb version. Use the delivery as Auto Care shipped it.',
    de: 'Die Referenzlieferung nennt ihr Release-Datum nicht (keine Version-Tabelle, kein Dateipräfix JJJJMMTT_), daher nennen die ACES- und PIES-Kopfdaten heute ({today}) als VCdb/PCdb-Version. Verwenden Sie die Lieferung so, wie Auto Care sie ausgeliefert hat.',
    fr: 'La livraison de référence n’indique pas sa date de version (pas de table Version, pas de préfixe de fichier AAAAMMJJ_) ; les en-têtes ACES et PIES citent donc aujourd’hui ({today}) comme version VCdb/PCdb. Utilisez la livraison telle qu’Auto Care l’a fournie.',
    es: 'La entrega de referencia no indica su fecha de versión (sin tabla Version ni prefijo de archivo AAAAMMDD_), así que las cabeceras ACES y PIES citan hoy ({today}) como versión de VCdb/PCdb. Use la entrega tal como la envió Auto Care.',
    it: 'La consegna di riferimento non indica la sua data di rilascio (nessuna tabella Version, nessun prefisso di file AAAAMMGG_), quindi le intestazioni ACES e PIES indicano oggi ({today}) come versione VCdb/PCdb. Usate la consegna così come Auto Care l’ha fornita.',
  },
  HEADER_SENDER_PLACEHOLDER: {
    en: 'The ACES header carries placeholders for {list}: no sender identity was given for {count, plural, one {it} other {them}}. Set the workspace\'s sender identity in Settings → Sender identity (owners), or pass --sender sender.json or --company, --sender-name and --sender-phone to partsmith convert.',
    de: 'Der ACES-Kopf enthält Platzhalter für {list}: für {count, plural, one {dieses Feld} other {diese Felder}} wurde keine Absenderidentität angegeben. Legen Sie die Absenderidentität des Arbeitsbereichs unter Einstellungen → Absenderidentität fest (Eigentümer) oder übergeben Sie partsmith convert --sender sender.json oder --company, --sender-name und --sender-phone.',
    fr: 'L’en-tête ACES contient des valeurs provisoires pour {list} : aucune identité d’expéditeur n’a été donnée pour {count, plural, one {ce champ} other {ces champs}}. Définissez l’identité d’expéditeur de l’espace de travail dans Paramètres → Identité d’expéditeur (propriétaires), ou passez --sender sender.json ou --company, --sender-name et --sender-phone à partsmith convert.',
    es: 'La cabecera ACES lleva marcadores para {list}: no se dio identidad de remitente para {count, plural, one {este campo} other {estos campos}}. Defina la identidad de remitente del espacio de trabajo en Ajustes → Identidad de remitente (propietarios), o pase --sender sender.json o --company, --sender-name y --sender-phone a partsmith convert.',
    it: 'L’intestazione ACES contiene segnaposto per {list}: non è stata data un’identità del mittente per {count, plural, one {questo campo} other {questi campi}}. Impostate l’identità del mittente dello spazio di lavoro in Impostazioni → Identità del mittente (proprietari), oppure passate --sender sender.json o --company, --sender-name e --sender-phone a partsmith convert.',
  },
  'HEADER_SENDER_PLACEHOLDER.field': { en: '{field} ("{value}")', de: '{field} („{value}“)', fr: '{field} (« {value} »)', es: '{field} («{value}»)', it: '{field} («{value}»)' },
  HEADER_FROM_SHEET: {
    en: "The ACES header takes {fields} from the workbook's Header sheet (no sender identity gave {count, plural, one {it} other {them}}).",
    de: 'Der ACES-Kopf übernimmt {fields} aus dem Blatt „Header“ der Arbeitsmappe (keine Absenderidentität hat {count, plural, one {es} other {sie}} angegeben).',
    fr: 'L’en-tête ACES prend {fields} dans la feuille Header du classeur (aucune identité d’expéditeur ne {count, plural, one {l’a} other {les a}} fourni).',
    es: 'La cabecera ACES toma {fields} de la hoja Header del libro (ninguna identidad de remitente {count, plural, one {lo} other {los}} daba).',
    it: 'L’intestazione ACES prende {fields} dal foglio Header della cartella (nessuna identità del mittente {count, plural, one {lo} other {li}} indicava).',
  },
  HEADER_SHEET_VALUE_DROPPED: {
    en: 'Sheet "{sheet}", row {row}: {key} "{value}" was not used for the ACES header ({issue}).',
    de: 'Blatt „{sheet}“, Zeile {row}: {key} „{value}“ wurde nicht für den ACES-Kopf verwendet ({issue}).',
    fr: 'Feuille « {sheet} », ligne {row} : {key} « {value} » n’a pas été utilisé pour l’en-tête ACES ({issue}).',
    es: 'Hoja «{sheet}», fila {row}: {key} «{value}» no se usó para la cabecera ACES ({issue}).',
    it: 'Foglio «{sheet}», riga {row}: {key} «{value}» non è stato usato per l’intestazione ACES ({issue}).',
  },

  // A reviewer's decision on a held row (row-converter.ts).
  REVIEW_REJECTED: {
    en: 'Row {row} was rejected in review.',
    de: 'Zeile {row} wurde in der Prüfung abgelehnt.',
    fr: 'La ligne {row} a été rejetée en revue.',
    es: 'La fila {row} se rechazó en la revisión.',
    it: 'La riga {row} è stata rifiutata in revisione.',
  },
  REVIEW_APPROVED: {
    en: 'Row {row} was approved in review and is exported.',
    de: 'Zeile {row} wurde in der Prüfung freigegeben und wird exportiert.',
    fr: 'La ligne {row} a été approuvée en revue et est exportée.',
    es: 'La fila {row} se aprobó en la revisión y se exporta.',
    it: 'La riga {row} è stata approvata in revisione e viene esportata.',
  },
  REVIEW_OVERRIDDEN: {
    en: 'Row {row} was overridden in review and is exported.',
    de: 'Zeile {row} wurde in der Prüfung korrigiert und wird exportiert.',
    fr: 'La ligne {row} a été corrigée en revue et est exportée.',
    es: 'La fila {row} se corrigió en la revisión y se exporta.',
    it: 'La riga {row} è stata corretta in revisione e viene esportata.',
  },
  REVIEW_OVERRIDE_INVALID: {
    en: "Row {row}: the values given in review do not make a valid row (see the row's other findings), so it stays out.",
    de: 'Zeile {row}: die in der Prüfung angegebenen Werte ergeben keine gültige Zeile (siehe die anderen Befunde der Zeile), daher bleibt sie draußen.',
    fr: 'Ligne {row} : les valeurs données en revue ne forment pas une ligne valide (voir les autres constats de la ligne) ; elle reste donc exclue.',
    es: 'Fila {row}: los valores dados en la revisión no forman una fila válida (vea los demás hallazgos de la fila), así que queda fuera.',
    it: 'Riga {row}: i valori dati in revisione non formano una riga valida (vedete gli altri rilievi della riga), quindi resta esclusa.',
  },
} as const satisfies TextTable;
