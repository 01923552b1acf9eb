import type { TextTable } from '@/lib/catalog/messages';

/**
 * `partsmith convert` and `partsmith validate`: what is wrong with a file or folder the command line
 * named (exit 1), and the lines they print beside their summary, in --lang. `why` is the system's
 * code for a failed read (ENOENT, EACCES) or its own words, and `detail` a JSON parser's: both
 * English, so the other languages say whose words they are. `problems` and `lines` are the
 * engine's findings about the file, already in the reader's language.
 */
export const CLI_INPUT_TEXTS = {
  'cli.input.cannotRead': {
    en: 'cannot read the {what, select, mapping {mapping file} learned {learned-terms file} sender {sender file} other {file}} {file} ({why}).',
    de: '{what, select, mapping {die Zuordnungsdatei} learned {die Datei mit gelernten Begriffen} sender {die Absenderdatei} other {die Datei}} {file} kann nicht gelesen werden (Meldung des Systems: {why}).',
    fr: 'impossible de lire {what, select, mapping {le fichier de correspondance} learned {le fichier des termes appris} sender {le fichier d’expéditeur} other {le fichier}} {file} (message du système : {why}).',
    es: 'no se puede leer {what, select, mapping {el archivo de asignación} learned {el archivo de términos aprendidos} sender {el archivo del remitente} other {el archivo}} {file} (mensaje del sistema: {why}).',
    it: 'impossibile leggere {what, select, mapping {il file di associazione} learned {il file dei termini appresi} sender {il file del mittente} other {il file}} {file} (messaggio del sistema: {why}).',
  },
  'cli.input.senderNotJson': {
    en: 'cannot read the sender file {file} (it is not JSON: {detail}).',
    de: 'die Absenderdatei {file} kann nicht gelesen werden: Sie ist kein JSON (Meldung des JSON-Parsers: {detail}).',
    fr: 'impossible de lire le fichier d’expéditeur {file} : ce n’est pas du JSON (message de l’analyseur JSON : {detail}).',
    es: 'no se puede leer el archivo del remitente {file}: no es JSON (mensaje del analizador JSON: {detail}).',
    it: 'impossibile leggere il file del mittente {file}: non è JSON (messaggio del parser JSON: {detail}).',
  },
  'cli.input.senderInvalid': {
    en: 'the sender file {file} is not valid: {problems}',
    de: 'die Absenderdatei {file} ist nicht gültig: {problems}',
    fr: 'le fichier d’expéditeur {file} n’est pas valide : {problems}',
    es: 'el archivo del remitente {file} no es válido: {problems}',
    it: 'il file del mittente {file} non è valido: {problems}',
  },
  'cli.input.learnedTooBig': {
    en: 'the learned-terms file {file} has {bytes, number} bytes; a terms file holds at most {terms, number} terms. Check that --learned names the terms CSV.',
    de: 'die Datei mit gelernten Begriffen {file} hat {bytes, number} Byte; eine Begriffsdatei enthält höchstens {terms, number} Begriffe. Prüfen Sie, ob --learned die CSV-Datei der Begriffe nennt.',
    fr: 'le fichier des termes appris {file} fait {bytes, number} octets ; un fichier de termes en contient au plus {terms, number}. Vérifiez que --learned désigne le CSV des termes.',
    es: 'el archivo de términos aprendidos {file} tiene {bytes, number} bytes; un archivo de términos contiene como mucho {terms, number} términos. Compruebe que --learned indica el CSV de términos.',
    it: 'il file dei termini appresi {file} ha {bytes, number} byte; un file di termini ne contiene al massimo {terms, number}. Controllate il file passato con --learned: deve essere il CSV dei termini.',
  },
  'cli.input.learnedUnusable': {
    en: 'the learned-terms file {file} cannot be used; nothing was converted. Fix these lines and run again:\n{lines}',
    de: 'die Datei mit gelernten Begriffen {file} kann nicht verwendet werden; es wurde nichts konvertiert. Korrigieren Sie diese Zeilen und starten Sie erneut:\n{lines}',
    fr: 'le fichier des termes appris {file} ne peut pas être utilisé ; rien n’a été converti. Corrigez ces lignes et relancez :\n{lines}',
    es: 'el archivo de términos aprendidos {file} no se puede usar; no se ha convertido nada. Corrija estas líneas y vuelva a ejecutar:\n{lines}',
    it: 'il file dei termini appresi {file} non può essere usato; non è stato convertito nulla. Correggete queste righe ed eseguite di nuovo:\n{lines}',
  },
  'cli.input.standardsMissing': {
    en: 'the standards folder {dir} ({where}) does not exist. Point it at the folder holding the ACES/PIES XSD files.',
    de: 'der Ordner mit den Standards {dir} ({where}) existiert nicht. Geben Sie den Ordner mit den ACES/PIES-XSD-Dateien an.',
    fr: 'le dossier des normes {dir} ({where}) n’existe pas. Indiquez le dossier qui contient les fichiers XSD ACES/PIES.',
    es: 'la carpeta de estándares {dir} ({where}) no existe. Indique la carpeta que contiene los archivos XSD de ACES/PIES.',
    it: 'la cartella degli standard {dir} ({where}) non esiste. Indicate la cartella che contiene i file XSD ACES/PIES.',
  },
  'cli.input.referenceMissing': {
    en: 'the reference {value} does not exist. Give the folder or zip of your Auto Care ASCII delivery, or db for an imported release.',
    de: 'die Referenz {value} existiert nicht. Geben Sie den Ordner oder die ZIP-Datei Ihrer Auto-Care-ASCII-Lieferung an, oder db für ein importiertes Release.',
    fr: 'la référence {value} n’existe pas. Donnez le dossier ou le zip de votre livraison ASCII Auto Care, ou db pour une version importée.',
    es: 'la referencia {value} no existe. Indique la carpeta o el zip de su entrega ASCII de Auto Care, o db para una versión importada.',
    it: 'il riferimento {value} non esiste. Indicate la cartella o lo zip della vostra fornitura ASCII Auto Care, oppure db per una versione importata.',
  },
  'cli.input.keyCreated': {
    en: "Created this installation's signing key {path} ({fingerprint}); share the .pub.pem beside it with whoever verifies your bundles.",
    de: 'Der Signaturschlüssel dieser Installation wurde erstellt: {path} ({fingerprint}); geben Sie die .pub.pem daneben allen, die Ihre Nachweispakete prüfen.',
    fr: 'Clé de signature de cette installation créée : {path} ({fingerprint}) ; partagez le .pub.pem placé à côté avec quiconque vérifie vos dossiers de preuves.',
    es: 'Se ha creado la clave de firma de esta instalación: {path} ({fingerprint}); comparta el .pub.pem que está a su lado con quien verifique sus paquetes de evidencias.',
    it: 'Creata la chiave di firma di questa installazione: {path} ({fingerprint}); condividete il .pub.pem accanto a essa con chi verifica i vostri pacchetti di evidenze.',
  },
  'cli.input.proposedMapping': {
    en: 'The proposed mapping is in {file}: set the "field" of the column that holds it, then run again with --mapping {file}',
    de: 'Die vorgeschlagene Zuordnung steht in {file}: Setzen Sie das „field“ der Spalte, die den Wert enthält, und starten Sie dann erneut mit --mapping {file}',
    fr: 'La correspondance proposée est dans {file} : renseignez le « field » de la colonne qui contient la valeur, puis relancez avec --mapping {file}',
    es: 'La asignación propuesta está en {file}: indique el «field» de la columna que contiene el valor y vuelva a ejecutar con --mapping {file}',
    it: 'L’associazione proposta è in {file}: impostate il «field» della colonna che contiene il valore, poi eseguite di nuovo con --mapping {file}',
  },
  'cli.input.ownKeyUnreadable': {
    en: "warning: this installation's key could not be read: {reason}",
    de: 'Warnung: Der Schlüssel dieser Installation kann nicht gelesen werden: {reason}',
    fr: 'avertissement : la clé de cette installation ne peut pas être lue : {reason}',
    es: 'aviso: no se puede leer la clave de esta instalación: {reason}',
    it: 'avviso: impossibile leggere la chiave di questa installazione: {reason}',
  },
  'cli.input.outOfMemory': {
    en: 'the conversion needed more than its {megabytes, number} MB of memory and was stopped. Split the catalog or convert it with a smaller reference delivery.',
    de: 'Die Konvertierung brauchte mehr als die ihr zugeteilten {megabytes, number} MB Speicher und wurde angehalten. Teilen Sie den Katalog auf oder konvertieren Sie ihn mit einer kleineren Referenzlieferung.',
    fr: 'la conversion a eu besoin de plus que ses {megabytes, number} Mo de mémoire et a été arrêtée. Divisez le catalogue ou convertissez-le avec une livraison de référence plus petite.',
    es: 'la conversión necesitó más de sus {megabytes, number} MB de memoria y se detuvo. Divida el catálogo o conviértalo con una entrega de referencia más pequeña.',
    it: 'la conversione ha richiesto più dei suoi {megabytes, number} MB di memoria ed è stata fermata. Dividete il catalogo o convertitelo con una fornitura di riferimento più piccola.',
  },
  'cli.input.progress': {
    en: '{stage, select, convert {converting… {rows, number} rows} read {reading…} map {mapping the columns…} items {collecting the items…} validate {validating…} report {writing the report…} bundle {signing the evidence bundle…} other {finishing…}}',
    de: '{stage, select, convert {Konvertierung… {rows, number} Zeilen} read {Lesen…} map {Spalten zuordnen…} items {Artikel sammeln…} validate {Prüfen…} report {Bericht schreiben…} bundle {Nachweispaket signieren…} other {Abschließen…}}',
    fr: '{stage, select, convert {conversion… {rows, number} lignes} read {lecture…} map {correspondance des colonnes…} items {collecte des articles…} validate {validation…} report {rédaction du rapport…} bundle {signature du dossier de preuves…} other {finalisation…}}',
    es: '{stage, select, convert {convirtiendo… {rows, number} filas} read {leyendo…} map {asignando las columnas…} items {reuniendo los artículos…} validate {validando…} report {escribiendo el informe…} bundle {firmando el paquete de evidencias…} other {terminando…}}',
    it: '{stage, select, convert {conversione… {rows, number} righe} read {lettura…} map {associazione delle colonne…} items {raccolta degli articoli…} validate {validazione…} report {scrittura del rapporto…} bundle {firma del pacchetto di prove…} other {completamento…}}',
  },
  'cli.input.warning': {
    en: 'warning: {message}',
    de: 'Warnung: {message}',
    fr: 'avertissement : {message}',
    es: 'aviso: {message}',
    it: 'avviso: {message}',
  },
} as const satisfies TextTable;
