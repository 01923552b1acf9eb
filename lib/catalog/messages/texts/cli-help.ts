import type { TextTable } from '../catalogue';

/**
 * The `--help` texts of `partsmith` (bin/partsmith.ts) and of each command (bin/commands/*.ts), in
 * the language of the command line (its --lang, else LC_ALL, LC_MESSAGES, LANG). Options, commands,
 * placeholders, file names, examples, codes and exit codes stay as typed; option descriptions are
 * aligned per language. What has braces (convert's sender.json example and title placeholders,
 * reference's rerun path) is a parameter the command passes (`helpParams`), since an ICU text
 * cannot hold a literal brace unquoted. `cli.help.top` frames the command list (`commands`, one
 * line per command with its `cli.help.summary.<name>`).
 */
export const CLI_HELP_TEXTS = {
  'cli.help.top': {
    en: `Usage: partsmith <command> [options]

Commands:
{commands}

Options:
  -h, --help     show this help (or \`partsmith <command> --help\`)
  -v, --version  print the version

Example: partsmith convert catalog.xlsx --brand BKMN --out ./out`,
    de: `Aufruf: partsmith <command> [options]

Befehle:
{commands}

Optionen:
  -h, --help     zeigt diese Hilfe (oder \`partsmith <command> --help\`)
  -v, --version  gibt die Version aus

Beispiel: partsmith convert catalog.xlsx --brand BKMN --out ./out`,
    fr: `Utilisation : partsmith <command> [options]

Commandes :
{commands}

Options :
  -h, --help     affiche cette aide (ou \`partsmith <command> --help\`)
  -v, --version  affiche la version

Exemple : partsmith convert catalog.xlsx --brand BKMN --out ./out`,
    es: `Uso: partsmith <command> [options]

Comandos:
{commands}

Opciones:
  -h, --help     muestra esta ayuda (o \`partsmith <command> --help\`)
  -v, --version  muestra la versión

Ejemplo: partsmith convert catalog.xlsx --brand BKMN --out ./out`,
    it: `Uso: partsmith <command> [options]

Comandi:
{commands}

Opzioni:
  -h, --help     mostra questo aiuto (o \`partsmith <command> --help\`)
  -v, --version  mostra la versione

Esempio: partsmith convert catalog.xlsx --brand BKMN --out ./out`,
  },
  'cli.help.summary.convert': {
    en: `convert a catalog into ACES and PIES with a report and a signed evidence bundle`,
    de: `wandelt einen Katalog in ACES und PIES um, mit Bericht und signiertem Nachweispaket`,
    fr: `convertit un catalogue en ACES et PIES, avec un rapport et un dossier de preuves signé`,
    es: `convierte un catálogo a ACES y PIES, con un informe y un paquete de evidencias firmado`,
    it: `converte un catalogo in ACES e PIES, con un rapporto e un pacchetto di evidenze firmato`,
  },
  'cli.help.summary.verify': {
    en: `check an evidence bundle: file hashes, signature and a trusted signer`,
    de: `prüft ein Nachweispaket: Datei-Hashes, Signatur und einen vertrauenswürdigen Unterzeichner`,
    fr: `vérifie un dossier de preuves : empreintes des fichiers, signature et signataire de confiance`,
    es: `comprueba un paquete de evidencias: hashes de los archivos, firma y un firmante de confianza`,
    it: `verifica un pacchetto di evidenze: hash dei file, firma e un firmatario attendibile`,
  },
  'cli.help.summary.validate': {
    en: `assess an existing ACES or PIES file: XSD, code lists, reference IDs, fitment logic`,
    de: `prüft eine vorhandene ACES- oder PIES-Datei: XSD, Codelisten, Referenz-IDs, Fitment-Logik`,
    fr: `évalue un fichier ACES ou PIES existant : XSD, listes de codes, ID de référence, logique de fitment`,
    es: `evalúa un archivo ACES o PIES existente: XSD, listas de códigos, ID de referencia, lógica de fitment`,
    it: `valuta un file ACES o PIES esistente: XSD, elenchi di codici, ID di riferimento, logica di fitment`,
  },
  'cli.help.summary.diff': {
    en: `net change between two ACES deliveries, with an ACES UPDATE file`,
    de: `Nettoänderung zwischen zwei ACES-Lieferungen, mit einer ACES-UPDATE-Datei`,
    fr: `changement net entre deux livraisons ACES, avec un fichier ACES UPDATE`,
    es: `cambio neto entre dos entregas ACES, con un archivo ACES UPDATE`,
    it: `variazione netta tra due forniture ACES, con un file ACES UPDATE`,
  },
  'cli.help.summary.users': {
    en: `create, approve, suspend and list accounts`,
    de: `legt Konten an, gibt sie frei, sperrt sie und listet sie auf`,
    fr: `crée, approuve, suspend et liste les comptes`,
    es: `crea, aprueba, suspende y lista cuentas`,
    it: `crea, approva, sospende ed elenca gli account`,
  },
  'cli.help.summary.workspaces': {
    en: `create team workspaces and add members`,
    de: `legt Team-Arbeitsbereiche an und fügt Mitglieder hinzu`,
    fr: `crée des espaces de travail d’équipe et y ajoute des membres`,
    es: `crea espacios de trabajo de equipo y añade miembros`,
    it: `crea aree di lavoro di team e aggiunge membri`,
  },
  'cli.help.summary.reference': {
    en: `import licensed VCdb/PCdb deliveries into a workspace (or shared); list releases; choose a workspace's release`,
    de: `importiert lizenzierte VCdb/PCdb-Lieferungen in einen Arbeitsbereich (oder für alle); listet Releases auf; wählt das Release eines Arbeitsbereichs`,
    fr: `importe des livraisons VCdb/PCdb sous licence dans un espace de travail (ou en partage) ; liste les versions ; choisit la version d’un espace de travail`,
    es: `importa entregas VCdb/PCdb con licencia en un espacio de trabajo (o compartidas); lista las versiones; elige la versión de un espacio de trabajo`,
    it: `importa forniture VCdb/PCdb con licenza in un’area di lavoro (o condivise); elenca le versioni; sceglie la versione di un’area di lavoro`,
  },
  'cli.help.summary.api-keys': {
    en: `create, list and revoke workspace API keys`,
    de: `legt API-Schlüssel von Arbeitsbereichen an, listet sie auf und widerruft sie`,
    fr: `crée, liste et révoque les clés d’API des espaces de travail`,
    es: `crea, lista y revoca claves de API de los espacios de trabajo`,
    it: `crea, elenca e revoca le chiavi API delle aree di lavoro`,
  },
  'cli.help.convert': {
    en: `Usage: partsmith convert <catalog> --brand <code> [options]

Converts a catalog (CSV, TSV, semicolon or pipe text, XLSX; en/de/fr/es/it) into ACES 4.2 and
PIES 7.2, with a validation report, the flagged rows and a signed evidence bundle.

Options:
  --brand <code>             your Auto Care brand code (BrandAAIAID), e.g. BKMN (required)
  --reference <dir|zip|db>   Auto Care VCdb/PCdb delivery, or db[:id] for an imported release
                             (default: the bundled demo set)
  --out <dir>                output folder (default: ./out)
  --mapping <m.json>         apply a saved column mapping (e.g. a previous run's mapping.json)
  --learned <terms.csv>      apply learned terms: catalog values already decided in review
                             (header field,term,reference_id,language,note; fields partType,
                             make, model, submodel, position), e.g. Settings → Learned terms → Export
  --sheet <name>             XLSX: the sheet to read (default: the first with data)
  --lang <en|de|fr|es|it>    language of report.html and of the messages printed here
                             (default: from LC_ALL, LC_MESSAGES or LANG, else en)
  --accept-threshold <0-1>   decisions below this confidence are flagged (default: {threshold})
  --sign-key <key.pem>       Ed25519 key to sign the bundle (default: this installation's key)
  --standards <dir>          folder with the ACES/PIES XSDs (default: $STANDARDS_DIR)
  --sender <sender.json>     who the ACES and PIES headers name as sender, e.g.
                             {senderExample}
                             (title placeholders: {titlePlaceholders})
  --company <name>           ACES Company (overrides --sender)
  --sender-name <name>       ACES SenderName and PIES TechnicalContact, up to 60 characters
  --sender-phone <number>    ACES SenderPhone: digits, spaces, + - . / ( ), e.g. "+1 555 555 0100"
  --sender-email <address>   PIES ContactEmail
  -h, --help                 show this help

Without a sender the headers name "Partsmith" as Company and SenderName and "not given" as
phone; the report warns about it (HEADER_SENDER_PLACEHOLDER).

Writes aces.xml, pies.xml, report.json, report.html, flagged.csv, mapping.json and evidence.zip.
Exit code 0 when the conversion ran (even with flagged rows), 1 when an input cannot be read,
2 for a wrong command line.`,
    de: `Aufruf: partsmith convert <catalog> --brand <code> [options]

Wandelt einen Katalog (CSV, TSV, durch Semikolon oder senkrechten Strich getrennter Text, XLSX;
en/de/fr/es/it) in ACES 4.2 und PIES 7.2 um, mit Prüfbericht, den markierten Zeilen und einem
signierten Nachweispaket.

Optionen:
  --brand <code>             Ihr Auto-Care-Markencode (BrandAAIAID), z. B. BKMN (Pflicht)
  --reference <dir|zip|db>   Auto-Care-Lieferung VCdb/PCdb oder db[:id] für ein importiertes Release
                             (Standard: der mitgelieferte Demo-Datensatz)
  --out <dir>                Ausgabeordner (Standard: ./out)
  --mapping <m.json>         wendet eine gespeicherte Spaltenzuordnung an (z. B. die mapping.json
                             eines früheren Laufs)
  --learned <terms.csv>      wendet gelernte Begriffe an: Katalogwerte, die in der Prüfung bereits
                             entschieden wurden (Kopfzeile field,term,reference_id,language,note;
                             Felder partType, make, model, submodel, position), z. B. aus
                             Einstellungen → Gelernte Begriffe → Exportieren
  --sheet <name>             XLSX: das zu lesende Tabellenblatt (Standard: das erste mit Daten)
  --lang <en|de|fr|es|it>    Sprache von report.html und der hier ausgegebenen Meldungen
                             (Standard: aus LC_ALL, LC_MESSAGES oder LANG, sonst en)
  --accept-threshold <0-1>   Entscheidungen unter dieser Konfidenz werden markiert (Standard: {threshold})
  --sign-key <key.pem>       Ed25519-Schlüssel zum Signieren des Pakets (Standard: der Schlüssel
                             dieser Installation)
  --standards <dir>          Ordner mit den ACES/PIES-XSDs (Standard: $STANDARDS_DIR)
  --sender <sender.json>     wen die ACES- und PIES-Kopfdaten als Absender nennen, z. B.
                             {senderExample}
                             (Platzhalter für den Titel: {titlePlaceholders})
  --company <name>           ACES-Company (hat Vorrang vor --sender)
  --sender-name <name>       ACES-SenderName und PIES-TechnicalContact, bis zu 60 Zeichen
  --sender-phone <number>    ACES-SenderPhone: Ziffern, Leerzeichen, + - . / ( ), z. B.
                             "+1 555 555 0100"
  --sender-email <address>   PIES-ContactEmail
  -h, --help                 zeigt diese Hilfe

Ohne Absender nennen die Kopfdaten „Partsmith“ als Company und SenderName und „not given“ als
Telefon; der Bericht warnt davor (HEADER_SENDER_PLACEHOLDER).

Schreibt aces.xml, pies.xml, report.json, report.html, flagged.csv, mapping.json und evidence.zip.
Exit-Code 0, wenn die Konvertierung gelaufen ist (auch mit markierten Zeilen), 1, wenn eine Eingabe
nicht gelesen werden kann, 2 bei einer fehlerhaften Befehlszeile.`,
    fr: `Utilisation : partsmith convert <catalog> --brand <code> [options]

Convertit un catalogue (CSV, TSV, texte séparé par des points-virgules ou des barres verticales, XLSX ;
en/de/fr/es/it) en ACES 4.2 et PIES 7.2, avec un rapport de validation, les lignes signalées et un
dossier de preuves signé.

Options :
  --brand <code>             votre code de marque Auto Care (BrandAAIAID), par ex. BKMN (obligatoire)
  --reference <dir|zip|db>   livraison Auto Care VCdb/PCdb, ou db[:id] pour une version importée
                             (par défaut : le jeu de démo fourni)
  --out <dir>                dossier de sortie (par défaut : ./out)
  --mapping <m.json>         applique une correspondance de colonnes enregistrée (par ex. le
                             mapping.json d’une exécution précédente)
  --learned <terms.csv>      applique des termes appris : valeurs du catalogue déjà tranchées lors de
                             la revue (en-tête field,term,reference_id,language,note ; champs
                             partType, make, model, submodel, position), par ex. Paramètres →
                             Termes appris → Exporter
  --sheet <name>             XLSX : la feuille à lire (par défaut : la première qui contient des
                             données)
  --lang <en|de|fr|es|it>    langue de report.html et des messages affichés ici
                             (par défaut : d’après LC_ALL, LC_MESSAGES ou LANG, sinon en)
  --accept-threshold <0-1>   les décisions en dessous de ce niveau de confiance sont signalées
                             (par défaut : {threshold})
  --sign-key <key.pem>       clé Ed25519 pour signer le dossier (par défaut : la clé de cette
                             installation)
  --standards <dir>          dossier des XSD ACES/PIES (par défaut : $STANDARDS_DIR)
  --sender <sender.json>     l’expéditeur que nomment les en-têtes ACES et PIES, par ex.
                             {senderExample}
                             (variables du titre : {titlePlaceholders})
  --company <name>           Company ACES (prévaut sur --sender)
  --sender-name <name>       SenderName ACES et TechnicalContact PIES, 60 caractères au plus
  --sender-phone <number>    SenderPhone ACES : chiffres, espaces, + - . / ( ), par ex.
                             "+1 555 555 0100"
  --sender-email <address>   ContactEmail PIES
  -h, --help                 affiche cette aide

Sans expéditeur, les en-têtes indiquent « Partsmith » comme Company et SenderName et « not given »
comme téléphone ; le rapport le signale (HEADER_SENDER_PLACEHOLDER).

Écrit aces.xml, pies.xml, report.json, report.html, flagged.csv, mapping.json et evidence.zip.
Code de sortie 0 quand la conversion a abouti (même avec des lignes signalées), 1 quand une entrée
ne peut pas être lue, 2 pour une ligne de commande erronée.`,
    es: `Uso: partsmith convert <catalog> --brand <code> [options]

Convierte un catálogo (CSV, TSV, texto separado por punto y coma o barras verticales, XLSX;
en/de/fr/es/it) a ACES 4.2 y PIES 7.2, con un informe de validación, las filas marcadas y un
paquete de evidencias firmado.

Opciones:
  --brand <code>             su código de marca de Auto Care (BrandAAIAID), p. ej. BKMN (obligatorio)
  --reference <dir|zip|db>   entrega de Auto Care VCdb/PCdb, o db[:id] para una versión importada
                             (predeterminado: el conjunto de demostración incluido)
  --out <dir>                carpeta de salida (predeterminado: ./out)
  --mapping <m.json>         aplica una asignación de columnas guardada (p. ej. el mapping.json de
                             una ejecución anterior)
  --learned <terms.csv>      aplica términos aprendidos: valores del catálogo ya decididos en la
                             revisión (encabezado field,term,reference_id,language,note; campos
                             partType, make, model, submodel, position), p. ej. Configuración →
                             Términos aprendidos → Exportar
  --sheet <name>             XLSX: la hoja que se lee (predeterminado: la primera con datos)
  --lang <en|de|fr|es|it>    idioma de report.html y de los mensajes que se muestran aquí
                             (predeterminado: según LC_ALL, LC_MESSAGES o LANG; si no, en)
  --accept-threshold <0-1>   las decisiones por debajo de esta confianza se marcan
                             (predeterminado: {threshold})
  --sign-key <key.pem>       clave Ed25519 para firmar el paquete (predeterminado: la clave de esta
                             instalación)
  --standards <dir>          carpeta con los XSD de ACES/PIES (predeterminado: $STANDARDS_DIR)
  --sender <sender.json>     a quién nombran como remitente las cabeceras ACES y PIES, p. ej.
                             {senderExample}
                             (marcadores del título: {titlePlaceholders})
  --company <name>           Company de ACES (tiene prioridad sobre --sender)
  --sender-name <name>       SenderName de ACES y TechnicalContact de PIES, hasta 60 caracteres
  --sender-phone <number>    SenderPhone de ACES: dígitos, espacios, + - . / ( ), p. ej.
                             "+1 555 555 0100"
  --sender-email <address>   ContactEmail de PIES
  -h, --help                 muestra esta ayuda

Sin remitente, las cabeceras nombran «Partsmith» como Company y SenderName y «not given» como
teléfono; el informe lo advierte (HEADER_SENDER_PLACEHOLDER).

Escribe aces.xml, pies.xml, report.json, report.html, flagged.csv, mapping.json y evidence.zip.
Código de salida 0 si la conversión se ejecutó (aun con filas marcadas), 1 si no se puede leer una
entrada, 2 si la línea de comandos es incorrecta.`,
    it: `Uso: partsmith convert <catalog> --brand <code> [options]

Converte un catalogo (CSV, TSV, testo separato da punto e virgola o da barre verticali, XLSX;
en/de/fr/es/it) in ACES 4.2 e PIES 7.2, con un rapporto di validazione, le righe segnalate e un
pacchetto di evidenze firmato.

Opzioni:
  --brand <code>             il vostro codice marchio Auto Care (BrandAAIAID), ad es. BKMN
                             (obbligatorio)
  --reference <dir|zip|db>   fornitura Auto Care VCdb/PCdb, o db[:id] per una versione importata
                             (predefinito: il set demo incluso)
  --out <dir>                cartella di output (predefinito: ./out)
  --mapping <m.json>         applica un abbinamento delle colonne salvato (ad es. il mapping.json di
                             un’esecuzione precedente)
  --learned <terms.csv>      applica i termini appresi: valori del catalogo già decisi in revisione
                             (intestazione field,term,reference_id,language,note; campi partType,
                             make, model, submodel, position), ad es. Impostazioni → Termini
                             appresi → Esporta
  --sheet <name>             XLSX: il foglio da leggere (predefinito: il primo con dati)
  --lang <en|de|fr|es|it>    lingua di report.html e dei messaggi mostrati qui
                             (predefinito: da LC_ALL, LC_MESSAGES o LANG, altrimenti en)
  --accept-threshold <0-1>   le decisioni sotto questa confidenza vengono segnalate
                             (predefinito: {threshold})
  --sign-key <key.pem>       chiave Ed25519 per firmare il pacchetto (predefinito: la chiave di
                             questa installazione)
  --standards <dir>          cartella con gli XSD ACES/PIES (predefinito: $STANDARDS_DIR)
  --sender <sender.json>     chi le intestazioni ACES e PIES indicano come mittente, ad es.
                             {senderExample}
                             (segnaposto del titolo: {titlePlaceholders})
  --company <name>           Company ACES (prevale su --sender)
  --sender-name <name>       SenderName ACES e TechnicalContact PIES, fino a 60 caratteri
  --sender-phone <number>    SenderPhone ACES: cifre, spazi, + - . / ( ), ad es. "+1 555 555 0100"
  --sender-email <address>   ContactEmail PIES
  -h, --help                 mostra questo aiuto

Senza mittente le intestazioni indicano «Partsmith» come Company e SenderName e «not given» come
telefono; il rapporto lo segnala (HEADER_SENDER_PLACEHOLDER).

Scrive aces.xml, pies.xml, report.json, report.html, flagged.csv, mapping.json ed evidence.zip.
Codice di uscita 0 se la conversione è stata eseguita (anche con righe segnalate), 1 se un input
non può essere letto, 2 per una riga di comando errata.`,
  },
  'cli.help.verify': {
    en: `Usage: partsmith verify <evidence.zip> [--trust <pub.pem> ...] [--lang <en|de|fr|es|it>]

Checks an evidence bundle: every file against the signed SHA-256, the DSSE signature, and that the
signer is a trusted key. Trusted: this installation's key (in .data/keys, or $PARTSMITH_DATA_DIR/keys)
and every --trust key. The public key inside a bundle proves nothing on its own.

Options:
  --trust <pub.pem>   also trust this public key (repeatable; a private key file works too)
  --lang <en|de|fr|es|it>  language of the problems and the verdict (default: LC_ALL, LC_MESSAGES
                      or LANG, else English)
  -h, --help          show this help

Exit code 0 when the bundle is intact and signed by a trusted key, 1 naming the problem(s) when not,
2 for a wrong command line.`,
    de: `Aufruf: partsmith verify <evidence.zip> [--trust <pub.pem> ...] [--lang <en|de|fr|es|it>]

Prüft ein Nachweispaket: jede Datei gegen das signierte SHA-256, die DSSE-Signatur und ob der
Unterzeichner ein vertrauenswürdiger Schlüssel ist. Vertrauenswürdig sind der Schlüssel dieser
Installation (in .data/keys oder $PARTSMITH_DATA_DIR/keys) und jeder --trust-Schlüssel. Der
öffentliche Schlüssel in einem Paket beweist für sich allein nichts.

Optionen:
  --trust <pub.pem>   vertraut zusätzlich diesem öffentlichen Schlüssel (wiederholbar; eine Datei
                      mit privatem Schlüssel geht auch)
  --lang <en|de|fr|es|it>  Sprache der Probleme und des Ergebnisses (Standard: LC_ALL, LC_MESSAGES
                      oder LANG, sonst Englisch)
  -h, --help          zeigt diese Hilfe

Exit-Code 0, wenn das Paket unversehrt und von einem vertrauenswürdigen Schlüssel signiert ist, 1 mit
Nennung der Probleme, wenn nicht, 2 bei einer fehlerhaften Befehlszeile.`,
    fr: `Utilisation : partsmith verify <evidence.zip> [--trust <pub.pem> ...] [--lang <en|de|fr|es|it>]

Vérifie un dossier de preuves : chaque fichier par rapport au SHA-256 signé, la signature DSSE, et
que le signataire est une clé de confiance. Sont de confiance : la clé de cette installation (dans
.data/keys, ou $PARTSMITH_DATA_DIR/keys) et chaque clé --trust. La clé publique contenue dans un
dossier ne prouve rien à elle seule.

Options :
  --trust <pub.pem>   fait aussi confiance à cette clé publique (répétable ; un fichier de clé
                      privée convient aussi)
  --lang <en|de|fr|es|it>  langue des problèmes et du verdict (par défaut : LC_ALL, LC_MESSAGES
                      ou LANG, sinon l’anglais)
  -h, --help          affiche cette aide

Code de sortie 0 quand le dossier est intact et signé par une clé de confiance, 1 avec le ou les
problèmes sinon, 2 pour une ligne de commande erronée.`,
    es: `Uso: partsmith verify <evidence.zip> [--trust <pub.pem> ...] [--lang <en|de|fr|es|it>]

Comprueba un paquete de evidencias: cada archivo frente al SHA-256 firmado, la firma DSSE y que el
firmante sea una clave de confianza. De confianza son: la clave de esta instalación (en .data/keys,
o $PARTSMITH_DATA_DIR/keys) y cada clave de --trust. La clave pública incluida en un paquete no
prueba nada por sí sola.

Opciones:
  --trust <pub.pem>   confía también en esta clave pública (repetible; también sirve un archivo de
                      clave privada)
  --lang <en|de|fr|es|it>  idioma de los problemas y del veredicto (predeterminado: LC_ALL,
                      LC_MESSAGES o LANG; si no, inglés)
  -h, --help          muestra esta ayuda

Código de salida 0 si el paquete está intacto y firmado por una clave de confianza, 1 con el
problema o los problemas si no, 2 si la línea de comandos es incorrecta.`,
    it: `Uso: partsmith verify <evidence.zip> [--trust <pub.pem> ...] [--lang <en|de|fr|es|it>]

Verifica un pacchetto di evidenze: ogni file rispetto allo SHA-256 firmato, la firma DSSE e che il
firmatario sia una chiave attendibile. Sono attendibili: la chiave di questa installazione (in
.data/keys, o $PARTSMITH_DATA_DIR/keys) e ogni chiave --trust. La chiave pubblica contenuta in un
pacchetto, da sola, non prova nulla.

Opzioni:
  --trust <pub.pem>   considera attendibile anche questa chiave pubblica (ripetibile; va bene anche
                      un file di chiave privata)
  --lang <en|de|fr|es|it>  lingua dei problemi e dell’esito (predefinito: LC_ALL, LC_MESSAGES
                      o LANG, altrimenti inglese)
  -h, --help          mostra questo aiuto

Codice di uscita 0 se il pacchetto è integro e firmato da una chiave attendibile, 1 con il problema
o i problemi in caso contrario, 2 per una riga di comando errata.`,
  },
  'cli.help.validate': {
    en: `Usage: partsmith validate <file.xml> [--reference <dir|zip>] [--standards <dir>] [--json [out.json]] [--xlsx <out.xlsx>] [--lang <en|de|fr|es|it>]

Assesses an existing ACES (3.0–5.0) or PIES (6.5–8.0) file: XSD validity for its declared version,
header, code lists, reference IDs (with --reference), and fitment logic — duplicates, overlaps,
comment/no-comment conflicts, quantity outliers, conflicting part types, questionable notes. Streams
the file: a million apps need no more memory than a thousand.

Options:
  --reference <dir|zip|db>  Auto Care VCdb/PCdb delivery, or db[:id] for an imported release
  --standards <dir>      folder with the ACES/PIES XSDs (default: $STANDARDS_DIR; skipped when unset)
  --json                 print the result as JSON instead of the summary
  --xlsx <out.xlsx>      also write the assessment workbook (a sheet per check, stats, parts)
  --lang <en|de|fr|es|it>  language of the summary, the workbook's check titles and findings (default:
                         LC_ALL, LC_MESSAGES or LANG, else English; --json keeps English messages beside
                         codes and params)
  -h, --help             show this help and the definition of every check

Exit code 0 when no errors were found, 1 when errors were found (or the file cannot be read),
2 for a wrong command line.`,
    de: `Aufruf: partsmith validate <file.xml> [--reference <dir|zip>] [--standards <dir>] [--json [out.json]] [--xlsx <out.xlsx>] [--lang <en|de|fr|es|it>]

Prüft eine vorhandene ACES-Datei (3.0–5.0) oder PIES-Datei (6.5–8.0): XSD-Gültigkeit für die
angegebene Version, Kopfdaten, Codelisten, Referenz-IDs (mit --reference) und Fitment-Logik —
Duplikate, Überschneidungen, Konflikte zwischen Anwendungen mit und ohne Kommentar, auffällige
Mengen, widersprüchliche Teilearten, fragwürdige Notes. Liest die Datei als Datenstrom: Eine Million
Anwendungen brauchen nicht mehr Speicher als tausend.

Optionen:
  --reference <dir|zip|db>  Auto-Care-Lieferung VCdb/PCdb oder db[:id] für ein importiertes Release
  --standards <dir>      Ordner mit den ACES/PIES-XSDs (Standard: $STANDARDS_DIR; ohne Wert entfällt
                         die Prüfung)
  --json                 gibt das Ergebnis als JSON statt der Zusammenfassung aus
  --xlsx <out.xlsx>      schreibt zusätzlich die Prüf-Arbeitsmappe (ein Blatt je Prüfung,
                         Statistik, Teile)
  --lang <en|de|fr|es|it>  Sprache der Zusammenfassung, der Prüfungstitel in der Arbeitsmappe und
                         der Befunde (Standard: LC_ALL, LC_MESSAGES oder LANG, sonst Englisch;
                         --json behält englische Meldungen neben Codes und Parametern)
  -h, --help             zeigt diese Hilfe und die Definition jeder Prüfung

Exit-Code 0, wenn keine Fehler gefunden wurden, 1, wenn Fehler gefunden wurden (oder die Datei nicht
gelesen werden kann), 2 bei einer fehlerhaften Befehlszeile.`,
    fr: `Utilisation : partsmith validate <file.xml> [--reference <dir|zip>] [--standards <dir>] [--json [out.json]] [--xlsx <out.xlsx>] [--lang <en|de|fr|es|it>]

Évalue un fichier ACES (3.0–5.0) ou PIES (6.5–8.0) existant : validité XSD pour la version qu’il
déclare, en-tête, listes de codes, ID de référence (avec --reference) et logique de fitment —
doublons, chevauchements, conflits entre applications avec et sans commentaire, quantités
atypiques, types de pièce contradictoires, notes douteuses. Lit le fichier en flux : un million
d’applications ne demandent pas plus de mémoire qu’un millier.

Options :
  --reference <dir|zip|db>  livraison Auto Care VCdb/PCdb, ou db[:id] pour une version importée
  --standards <dir>      dossier des XSD ACES/PIES (par défaut : $STANDARDS_DIR ; ignoré s’il n’est
                         pas défini)
  --json                 affiche le résultat en JSON au lieu du résumé
  --xlsx <out.xlsx>      écrit aussi le classeur d’évaluation (une feuille par contrôle,
                         statistiques, pièces)
  --lang <en|de|fr|es|it>  langue du résumé, des titres des contrôles dans le classeur et des
                         constats (par défaut : LC_ALL, LC_MESSAGES ou LANG, sinon l’anglais ;
                         --json garde les messages anglais à côté des codes et des paramètres)
  -h, --help             affiche cette aide et la définition de chaque contrôle

Code de sortie 0 quand aucune erreur n’a été trouvée, 1 quand des erreurs ont été trouvées (ou que
le fichier ne peut pas être lu), 2 pour une ligne de commande erronée.`,
    es: `Uso: partsmith validate <file.xml> [--reference <dir|zip>] [--standards <dir>] [--json [out.json]] [--xlsx <out.xlsx>] [--lang <en|de|fr|es|it>]

Evalúa un archivo ACES (3.0–5.0) o PIES (6.5–8.0) existente: validez XSD para la versión que
declara, cabecera, listas de códigos, ID de referencia (con --reference) y lógica de fitment —
duplicados, solapamientos, conflictos entre aplicaciones con y sin comentario, cantidades
atípicas, tipos de pieza contradictorios, notas dudosas. Lee el archivo como flujo: un millón de
aplicaciones no necesitan más memoria que mil.

Opciones:
  --reference <dir|zip|db>  entrega de Auto Care VCdb/PCdb, o db[:id] para una versión importada
  --standards <dir>      carpeta con los XSD de ACES/PIES (predeterminado: $STANDARDS_DIR; se omite
                         si no está definida)
  --json                 muestra el resultado como JSON en lugar del resumen
  --xlsx <out.xlsx>      escribe además el libro de evaluación (una hoja por comprobación,
                         estadísticas, piezas)
  --lang <en|de|fr|es|it>  idioma del resumen, de los títulos de las comprobaciones en el libro y
                         de los hallazgos (predeterminado: LC_ALL, LC_MESSAGES o LANG; si no,
                         inglés; --json conserva los mensajes en inglés junto a códigos y parámetros)
  -h, --help             muestra esta ayuda y la definición de cada comprobación

Código de salida 0 si no se encontraron errores, 1 si se encontraron errores (o no se puede leer el
archivo), 2 si la línea de comandos es incorrecta.`,
    it: `Uso: partsmith validate <file.xml> [--reference <dir|zip>] [--standards <dir>] [--json [out.json]] [--xlsx <out.xlsx>] [--lang <en|de|fr|es|it>]

Valuta un file ACES (3.0–5.0) o PIES (6.5–8.0) esistente: validità XSD per la versione dichiarata,
intestazione, elenchi di codici, ID di riferimento (con --reference) e logica di fitment —
duplicati, sovrapposizioni, conflitti tra applicazioni con e senza commento, quantità anomale, tipi
di ricambio in conflitto, note discutibili. Legge il file in streaming: un milione di applicazioni
non richiede più memoria di mille.

Opzioni:
  --reference <dir|zip|db>  fornitura Auto Care VCdb/PCdb, o db[:id] per una versione importata
  --standards <dir>      cartella con gli XSD ACES/PIES (predefinito: $STANDARDS_DIR; saltato se non
                         impostato)
  --json                 mostra il risultato come JSON invece del riepilogo
  --xlsx <out.xlsx>      scrive anche la cartella di lavoro della valutazione (un foglio per
                         controllo, statistiche, ricambi)
  --lang <en|de|fr|es|it>  lingua del riepilogo, dei titoli dei controlli nella cartella di lavoro e
                         dei rilievi (predefinito: LC_ALL, LC_MESSAGES o LANG, altrimenti inglese;
                         --json mantiene i messaggi in inglese accanto a codici e parametri)
  -h, --help             mostra questo aiuto e la definizione di ogni controllo

Codice di uscita 0 se non sono stati trovati errori, 1 se sono stati trovati errori (o il file non
può essere letto), 2 per una riga di comando errata.`,
  },
  'cli.help.diff': {
    en: `Usage: partsmith diff <old.xml> <new.xml> [--out ./delta] [--json] [--lang <en|de|fr|es|it>]

Compares two ACES deliveries of the same brand by fitment (vehicle + attributes + qualifiers + notes +
part type + position → part, qty): apps added, deleted and changed, parts and vehicles that came and
went. Writes delta/changes.json, delta/changes.csv and delta/aces-update.xml — an ACES UPDATE whose
apps carry action="A" / action="D" (a changed app is a delete of the old and an add of the new).

Options:
  --out <dir>   where to write the net change (default ./delta)
  --json        print the counts as JSON
  --lang <en|de|fr|es|it>  language of changes.csv (column names, kind of change) and of the
                findings (default: the LANG environment, else English); changes.json is the same
                in every language
  -h, --help    show this help

Exit code 0 when the comparison ran, 1 when a file cannot be read, 2 for a wrong command line.`,
    de: `Aufruf: partsmith diff <old.xml> <new.xml> [--out ./delta] [--json] [--lang <en|de|fr|es|it>]

Vergleicht zwei ACES-Lieferungen derselben Marke nach Fitment (Fahrzeug + Attribute + Qualifier +
Notes + Teileart + Position → Teil, Menge): hinzugekommene, gelöschte und geänderte Anwendungen,
Teile und Fahrzeuge, die hinzukamen oder entfielen. Schreibt delta/changes.json, delta/changes.csv
und delta/aces-update.xml — ein ACES-UPDATE, dessen Anwendungen action="A" / action="D" tragen
(eine geänderte Anwendung ist ein Löschen der alten und ein Hinzufügen der neuen).

Optionen:
  --out <dir>   wohin die Nettoänderung geschrieben wird (Standard ./delta)
  --json        gibt die Zahlen als JSON aus
  --lang <en|de|fr|es|it>  Sprache von changes.csv (Spaltennamen, Art der Änderung) und der
                Befunde (Standard: die Umgebungsvariable LANG, sonst Englisch); changes.json ist
                in jeder Sprache gleich
  -h, --help    zeigt diese Hilfe

Exit-Code 0, wenn der Vergleich gelaufen ist, 1, wenn eine Datei nicht gelesen werden kann, 2 bei
einer fehlerhaften Befehlszeile.`,
    fr: `Utilisation : partsmith diff <old.xml> <new.xml> [--out ./delta] [--json] [--lang <en|de|fr|es|it>]

Compare deux livraisons ACES de la même marque par fitment (véhicule + attributs + qualificatifs +
notes + type de pièce + position → pièce, qté) : applications ajoutées, supprimées et modifiées,
pièces et véhicules apparus ou disparus. Écrit delta/changes.json, delta/changes.csv et
delta/aces-update.xml — un ACES UPDATE dont les applications portent action="A" / action="D" (une
application modifiée est la suppression de l’ancienne et l’ajout de la nouvelle).

Options :
  --out <dir>   où écrire le changement net (par défaut ./delta)
  --json        affiche les décomptes en JSON
  --lang <en|de|fr|es|it>  langue de changes.csv (noms de colonnes, type de changement) et des
                constats (par défaut : la variable d’environnement LANG, sinon l’anglais) ;
                changes.json est identique dans toutes les langues
  -h, --help    affiche cette aide

Code de sortie 0 quand la comparaison a abouti, 1 quand un fichier ne peut pas être lu, 2 pour une
ligne de commande erronée.`,
    es: `Uso: partsmith diff <old.xml> <new.xml> [--out ./delta] [--json] [--lang <en|de|fr|es|it>]

Compara dos entregas ACES de la misma marca por fitment (vehículo + atributos + calificadores +
notas + tipo de pieza + posición → pieza, cant.): aplicaciones añadidas, eliminadas y modificadas,
piezas y vehículos que aparecieron o desaparecieron. Escribe delta/changes.json,
delta/changes.csv y delta/aces-update.xml — un ACES UPDATE cuyas aplicaciones llevan action="A" /
action="D" (una aplicación modificada es la eliminación de la antigua y el alta de la nueva).

Opciones:
  --out <dir>   dónde escribir el cambio neto (predeterminado ./delta)
  --json        muestra los recuentos como JSON
  --lang <en|de|fr|es|it>  idioma de changes.csv (nombres de columna, tipo de cambio) y de los
                hallazgos (predeterminado: la variable de entorno LANG; si no, inglés);
                changes.json es igual en todos los idiomas
  -h, --help    muestra esta ayuda

Código de salida 0 si la comparación se ejecutó, 1 si no se puede leer un archivo, 2 si la línea de
comandos es incorrecta.`,
    it: `Uso: partsmith diff <old.xml> <new.xml> [--out ./delta] [--json] [--lang <en|de|fr|es|it>]

Confronta due forniture ACES dello stesso marchio per fitment (veicolo + attributi + qualificatori +
note + tipo di ricambio + posizione → ricambio, q.tà): applicazioni aggiunte, cancellate e
modificate, ricambi e veicoli comparsi o scomparsi. Scrive delta/changes.json, delta/changes.csv e
delta/aces-update.xml — un ACES UPDATE le cui applicazioni portano action="A" / action="D"
(un’applicazione modificata è la cancellazione della vecchia e l’aggiunta della nuova).

Opzioni:
  --out <dir>   dove scrivere la variazione netta (predefinito ./delta)
  --json        mostra i conteggi come JSON
  --lang <en|de|fr|es|it>  lingua di changes.csv (nomi delle colonne, tipo di modifica) e dei
                rilievi (predefinito: la variabile d’ambiente LANG, altrimenti inglese);
                changes.json è uguale in ogni lingua
  -h, --help    mostra questo aiuto

Codice di uscita 0 se il confronto è stato eseguito, 1 se un file non può essere letto, 2 per una
riga di comando errata.`,
  },
  'cli.help.users': {
    en: `Usage:
  partsmith users create <email> --password-stdin [--username <name>] [--status <status>] [--admin]
  partsmith users approve <email> [--reason <text>]
  partsmith users suspend <email> [--reason <text>]
  partsmith users list [--status pending_review|active|suspended]
  (each also takes --lang <en|de|fr|es|it>)

Administers accounts in this installation's database: the embedded one (through the running app's
socket in .data/, or opened directly when no app runs) or the Postgres in DATABASE_URL. Every status
change is written to the audit log; approving an account for the first time gives it a personal
workspace as owner. Approving an account that waits for review mails its owner, in the language
they signed up in (in the embedded mode: the outbox in .data/outbox, shown at /dev/mailbox). Its
sign-in link uses NEXT_PUBLIC_SITE_URL, else http://localhost:$PORT (3000 when PORT is unset).

First administrator on a fresh install:
  echo 'a long passphrase' | npx partsmith users create you@company.com --password-stdin --status active --admin

Options:
  --password-stdin   read the password from the first line of standard input (never from the
                     command line, where other users and the shell history could see it)
  --username <name>  3–32 letters, digits, dots, dashes or underscores
  --status <status>  pending_review (default for create), active or suspended
  --admin            make the account a platform administrator (approves other accounts)
  --reason <text>    kept in the audit log with the decision
  --lang <lang>      en, de, fr, es or it: the language of refusals and result lines (default:
                     LC_ALL, LC_MESSAGES or LANG, else English)
  -h, --help         show this help`,
    de: `Aufruf:
  partsmith users create <email> --password-stdin [--username <name>] [--status <status>] [--admin]
  partsmith users approve <email> [--reason <text>]
  partsmith users suspend <email> [--reason <text>]
  partsmith users list [--status pending_review|active|suspended]
  (alle nehmen auch --lang <en|de|fr|es|it>)

Verwaltet Konten in der Datenbank dieser Installation: der eingebetteten (über den Socket der
laufenden App in .data/, oder direkt geöffnet, wenn keine App läuft) oder der Postgres-Datenbank in
DATABASE_URL. Jede Statusänderung wird im Audit-Log festgehalten; wird ein Konto zum ersten Mal
freigegeben, erhält es einen persönlichen Arbeitsbereich als Eigentümer. Die Freigabe eines Kontos,
das auf Prüfung wartet, schickt seinem Inhaber eine E-Mail in der Sprache, in der er sich
registriert hat (im eingebetteten Modus: der Postausgang in .data/outbox, angezeigt unter
/dev/mailbox). Der Anmeldelink darin verwendet NEXT_PUBLIC_SITE_URL, sonst
http://localhost:$PORT (3000, wenn PORT nicht gesetzt ist).

Erster Administrator einer neuen Installation:
  echo 'a long passphrase' | npx partsmith users create you@company.com --password-stdin --status active --admin

Optionen:
  --password-stdin   liest das Passwort aus der ersten Zeile der Standardeingabe (nie aus der
                     Befehlszeile, wo andere Benutzer und der Shell-Verlauf es sehen könnten)
  --username <name>  3–32 Buchstaben, Ziffern, Punkte, Bindestriche oder Unterstriche
  --status <status>  pending_review (Standard bei create), active oder suspended
  --admin            macht das Konto zum Plattform-Administrator (gibt andere Konten frei)
  --reason <text>    wird mit der Entscheidung im Audit-Log festgehalten
  --lang <lang>      en, de, fr, es oder it: die Sprache von Ablehnungen und Ergebniszeilen
                     (Standard: LC_ALL, LC_MESSAGES oder LANG, sonst Englisch)
  -h, --help         zeigt diese Hilfe`,
    fr: `Utilisation :
  partsmith users create <email> --password-stdin [--username <name>] [--status <status>] [--admin]
  partsmith users approve <email> [--reason <text>]
  partsmith users suspend <email> [--reason <text>]
  partsmith users list [--status pending_review|active|suspended]
  (chacune accepte aussi --lang <en|de|fr|es|it>)

Administre les comptes dans la base de données de cette installation : la base intégrée (par le
socket de l’application en cours d’exécution dans .data/, ou ouverte directement quand aucune
application ne tourne) ou la base Postgres de DATABASE_URL. Chaque changement de statut est inscrit
au journal d’audit ; la première approbation d’un compte lui donne un espace de travail personnel
dont il est propriétaire. Approuver un compte en attente de revue envoie un e-mail à son titulaire,
dans la langue dans laquelle il s’est inscrit (en mode intégré : la boîte d’envoi dans
.data/outbox, affichée sur /dev/mailbox). Le lien de connexion utilise NEXT_PUBLIC_SITE_URL, sinon
http://localhost:$PORT (3000 quand PORT n’est pas défini).

Premier administrateur d’une nouvelle installation :
  echo 'a long passphrase' | npx partsmith users create you@company.com --password-stdin --status active --admin

Options :
  --password-stdin   lit le mot de passe sur la première ligne de l’entrée standard (jamais sur la
                     ligne de commande, où d’autres utilisateurs et l’historique du shell
                     pourraient le voir)
  --username <name>  3 à 32 lettres, chiffres, points, tirets ou traits de soulignement
  --status <status>  pending_review (par défaut pour create), active ou suspended
  --admin            fait du compte un administrateur de la plateforme (il approuve les autres
                     comptes)
  --reason <text>    conservé dans le journal d’audit avec la décision
  --lang <lang>      en, de, fr, es ou it : la langue des refus et des lignes de résultat (par
                     défaut : LC_ALL, LC_MESSAGES ou LANG, sinon l’anglais)
  -h, --help         affiche cette aide`,
    es: `Uso:
  partsmith users create <email> --password-stdin [--username <name>] [--status <status>] [--admin]
  partsmith users approve <email> [--reason <text>]
  partsmith users suspend <email> [--reason <text>]
  partsmith users list [--status pending_review|active|suspended]
  (todos admiten también --lang <en|de|fr|es|it>)

Administra las cuentas en la base de datos de esta instalación: la integrada (a través del socket
de la aplicación en ejecución en .data/, o abierta directamente cuando no hay ninguna en
ejecución) o la de Postgres en DATABASE_URL. Cada cambio de estado se anota en el registro de
auditoría; al aprobar una cuenta por primera vez, recibe un espacio de trabajo personal como
propietaria. Aprobar una cuenta que espera revisión envía un correo a su titular, en el idioma en
que se registró (en el modo integrado: la bandeja de salida en .data/outbox, visible en
/dev/mailbox). Su enlace de inicio de sesión usa NEXT_PUBLIC_SITE_URL; si no,
http://localhost:$PORT (3000 si PORT no está definido).

Primer administrador en una instalación nueva:
  echo 'a long passphrase' | npx partsmith users create you@company.com --password-stdin --status active --admin

Opciones:
  --password-stdin   lee la contraseña de la primera línea de la entrada estándar (nunca de la
                     línea de comandos, donde otros usuarios y el historial del shell podrían verla)
  --username <name>  de 3 a 32 letras, dígitos, puntos, guiones o guiones bajos
  --status <status>  pending_review (predeterminado para create), active o suspended
  --admin            convierte la cuenta en administradora de la plataforma (aprueba otras cuentas)
  --reason <text>    se guarda en el registro de auditoría junto con la decisión
  --lang <lang>      en, de, fr, es o it: el idioma de los rechazos y de las líneas de resultado
                     (predeterminado: LC_ALL, LC_MESSAGES o LANG; si no, inglés)
  -h, --help         muestra esta ayuda`,
    it: `Uso:
  partsmith users create <email> --password-stdin [--username <name>] [--status <status>] [--admin]
  partsmith users approve <email> [--reason <text>]
  partsmith users suspend <email> [--reason <text>]
  partsmith users list [--status pending_review|active|suspended]
  (ciascuno accetta anche --lang <en|de|fr|es|it>)

Amministra gli account nel database di questa installazione: quello integrato (tramite il socket
dell’app in esecuzione in .data/, o aperto direttamente quando nessuna app è in esecuzione) o il
Postgres in DATABASE_URL. Ogni cambio di stato viene scritto nel registro di audit; la prima
approvazione di un account gli assegna un’area di lavoro personale di cui è proprietario.
Approvare un account in attesa di revisione invia un’e-mail al suo titolare, nella lingua in cui
si è registrato (in modalità integrata: la posta in uscita in .data/outbox, visibile su
/dev/mailbox). Il link di accesso usa NEXT_PUBLIC_SITE_URL, altrimenti http://localhost:$PORT
(3000 se PORT non è impostata).

Primo amministratore in una nuova installazione:
  echo 'a long passphrase' | npx partsmith users create you@company.com --password-stdin --status active --admin

Opzioni:
  --password-stdin   legge la password dalla prima riga dello standard input (mai dalla riga di
                     comando, dove altri utenti e la cronologia della shell potrebbero vederla)
  --username <name>  da 3 a 32 lettere, cifre, punti, trattini o trattini bassi
  --status <status>  pending_review (predefinito per create), active o suspended
  --admin            rende l’account un amministratore della piattaforma (approva gli altri account)
  --reason <text>    conservato nel registro di audit insieme alla decisione
  --lang <lang>      en, de, fr, es o it: la lingua dei rifiuti e delle righe di esito
                     (predefinito: LC_ALL, LC_MESSAGES o LANG, altrimenti inglese)
  -h, --help         mostra questo aiuto`,
  },
  'cli.help.workspaces': {
    en: `Usage:
  partsmith workspaces create <slug> --name <name> --owner <email>
  partsmith workspaces add <slug> <email> --role owner|operator|reviewer|viewer
  partsmith workspaces list <email>
  (each also takes --lang <en|de|fr|es|it>)

Creates team workspaces and manages their members from the console (owners can do the same in
Settings). Each change is made as the workspace's owner and written to its audit log.

Options:
  --name <name>    the workspace's display name
  --owner <email>  an active account that will own the workspace
  --role <role>    the member's role: owner (everything), operator (upload, convert, export),
                   reviewer (review decisions), viewer (read only)
  --lang <lang>    en, de, fr, es or it: the language of refusals and result lines (default:
                   LC_ALL, LC_MESSAGES or LANG, else English)
  -h, --help       show this help`,
    de: `Aufruf:
  partsmith workspaces create <slug> --name <name> --owner <email>
  partsmith workspaces add <slug> <email> --role owner|operator|reviewer|viewer
  partsmith workspaces list <email>
  (alle nehmen auch --lang <en|de|fr|es|it>)

Legt Team-Arbeitsbereiche an und verwaltet ihre Mitglieder von der Konsole aus (Eigentümer können
dasselbe in den Einstellungen tun). Jede Änderung erfolgt als Eigentümer des Arbeitsbereichs und
wird in seinem Audit-Log festgehalten.

Optionen:
  --name <name>    der Anzeigename des Arbeitsbereichs
  --owner <email>  ein aktives Konto, dem der Arbeitsbereich gehören wird
  --role <role>    die Rolle des Mitglieds: owner (alles), operator (hochladen, konvertieren,
                   exportieren), reviewer (Entscheidungen prüfen), viewer (nur lesen)
  --lang <lang>    en, de, fr, es oder it: die Sprache von Ablehnungen und Ergebniszeilen
                   (Standard: LC_ALL, LC_MESSAGES oder LANG, sonst Englisch)
  -h, --help       zeigt diese Hilfe`,
    fr: `Utilisation :
  partsmith workspaces create <slug> --name <name> --owner <email>
  partsmith workspaces add <slug> <email> --role owner|operator|reviewer|viewer
  partsmith workspaces list <email>
  (chacune accepte aussi --lang <en|de|fr|es|it>)

Crée des espaces de travail d’équipe et gère leurs membres depuis la console (les propriétaires
peuvent faire de même dans les Paramètres). Chaque changement est fait en tant que propriétaire de
l’espace de travail et inscrit à son journal d’audit.

Options :
  --name <name>    le nom affiché de l’espace de travail
  --owner <email>  un compte actif qui sera propriétaire de l’espace de travail
  --role <role>    le rôle du membre : owner (tout), operator (téléverser, convertir, exporter),
                   reviewer (revoir les décisions), viewer (lecture seule)
  --lang <lang>    en, de, fr, es ou it : la langue des refus et des lignes de résultat (par
                   défaut : LC_ALL, LC_MESSAGES ou LANG, sinon l’anglais)
  -h, --help       affiche cette aide`,
    es: `Uso:
  partsmith workspaces create <slug> --name <name> --owner <email>
  partsmith workspaces add <slug> <email> --role owner|operator|reviewer|viewer
  partsmith workspaces list <email>
  (todos admiten también --lang <en|de|fr|es|it>)

Crea espacios de trabajo de equipo y gestiona sus miembros desde la consola (los propietarios
pueden hacer lo mismo en Configuración). Cada cambio se hace como propietario del espacio de
trabajo y se anota en su registro de auditoría.

Opciones:
  --name <name>    el nombre visible del espacio de trabajo
  --owner <email>  una cuenta activa que será la propietaria del espacio de trabajo
  --role <role>    el rol del miembro: owner (todo), operator (subir, convertir, exportar),
                   reviewer (revisar decisiones), viewer (solo lectura)
  --lang <lang>    en, de, fr, es o it: el idioma de los rechazos y de las líneas de resultado
                   (predeterminado: LC_ALL, LC_MESSAGES o LANG; si no, inglés)
  -h, --help       muestra esta ayuda`,
    it: `Uso:
  partsmith workspaces create <slug> --name <name> --owner <email>
  partsmith workspaces add <slug> <email> --role owner|operator|reviewer|viewer
  partsmith workspaces list <email>
  (ciascuno accetta anche --lang <en|de|fr|es|it>)

Crea aree di lavoro di team e ne gestisce i membri dalla console (i proprietari possono fare lo
stesso nelle Impostazioni). Ogni modifica è fatta come proprietario dell’area di lavoro e scritta
nel suo registro di audit.

Opzioni:
  --name <name>    il nome visualizzato dell’area di lavoro
  --owner <email>  un account attivo che sarà proprietario dell’area di lavoro
  --role <role>    il ruolo del membro: owner (tutto), operator (caricare, convertire, esportare),
                   reviewer (rivedere le decisioni), viewer (sola lettura)
  --lang <lang>    en, de, fr, es o it: la lingua dei rifiuti e delle righe di esito
                   (predefinito: LC_ALL, LC_MESSAGES o LANG, altrimenti inglese)
  -h, --help       mostra questo aiuto`,
  },
  'cli.help.reference': {
    en: `Usage:
  partsmith reference import <folder|zip> --workspace <slug> [--make-current] [--source <text>]
  partsmith reference import <folder|zip> --shared [--source <text>]
  partsmith reference list [--workspace <slug> | --shared]
  partsmith reference use <release id|demo> --workspace <slug>
  (each also takes --lang <en|de|fr|es|it>)

Loads licensed Auto Care reference data (VCdb, PCdb) from an ASCII delivery — a folder or zip of
pipe-delimited tables with a header row, names with or without a YYYYMMDD_ prefix — into this
installation's database (the embedded one, or DATABASE_URL) as a new release that keeps its source,
version date and SHA-256. A release belongs to the workspace it is imported into (each customer
brings its own Auto Care licence); --shared publishes it to every workspace (platform
administrators: the demo set, or data licensed for all). Each conversion is pinned to the release
it ran against: its review and every export of it use that release, whatever is imported later.

  import   Streams every table the engine uses into the database in one transaction. The same
           delivery (same SHA-256) is imported once per workspace; importing it again does nothing.
           A delivery with a malformed row or a missing column is refused whole (exit 1) and the
           attempt is listed as failed. A workspace still on the demo set starts using its first
           import for new conversions; otherwise the release it uses stays, unless --make-current.
  list     Releases, newest first: a workspace's own and the shared ones (--workspace; * marks the
           one its new conversions use), the shared ones (--shared), or every release.
  use      Makes a release (or the bundled demo set) the one a workspace's new conversions use.
           Conversions made before keep theirs; re-running one against another release is done
           from its page (or POST {rerunPath}), after seeing what it would change.

Options:
  --workspace <slug>  the workspace the release belongs to / is chosen for
  --shared            a release for every workspace (no --workspace)
  --make-current      import: make the new release the workspace's current one
  --source <text>     what the release is, e.g. "Auto Care VCdb 2026-01" (default: the delivery's path)
  --lang <lang>       en, de, fr, es or it: the language of what import says (default: LC_ALL,
                      LC_MESSAGES or LANG, else English)
  -h, --help          show this help

Example: partsmith reference import ./vcdb-2026-01.zip --workspace acme --source "Auto Care VCdb 2026-01"`,
    de: `Aufruf:
  partsmith reference import <folder|zip> --workspace <slug> [--make-current] [--source <text>]
  partsmith reference import <folder|zip> --shared [--source <text>]
  partsmith reference list [--workspace <slug> | --shared]
  partsmith reference use <release id|demo> --workspace <slug>
  (alle nehmen auch --lang <en|de|fr|es|it>)

Lädt lizenzierte Auto-Care-Referenzdaten (VCdb, PCdb) aus einer ASCII-Lieferung — einem Ordner oder
ZIP mit durch senkrechte Striche getrennten Tabellen mit Kopfzeile, Namen mit oder ohne Präfix
YYYYMMDD_ — in die Datenbank dieser Installation (die eingebettete oder DATABASE_URL), als neues
Release, das seine Quelle, sein Versionsdatum und sein SHA-256 behält. Ein Release gehört dem
Arbeitsbereich, in den es importiert wird (jeder Kunde bringt seine eigene Auto-Care-Lizenz mit);
--shared stellt es jedem Arbeitsbereich bereit (Plattform-Administratoren: der Demo-Datensatz oder
für alle lizenzierte Daten). Jede Konvertierung ist an das Release gebunden, mit dem sie gelaufen
ist: Ihre Prüfung und jeder Export davon verwenden dieses Release, was auch immer später importiert
wird.

  import   Überträgt jede Tabelle, die die Engine verwendet, in einer Transaktion in die Datenbank.
           Dieselbe Lieferung (dasselbe SHA-256) wird je Arbeitsbereich einmal importiert; ein
           erneuter Import bewirkt nichts. Eine Lieferung mit einer fehlerhaften Zeile oder einer
           fehlenden Spalte wird als Ganzes abgelehnt (Exit-Code 1) und der Versuch als
           fehlgeschlagen aufgeführt. Ein Arbeitsbereich, der noch den Demo-Datensatz verwendet,
           nutzt seinen ersten Import für neue Konvertierungen; sonst bleibt das verwendete Release,
           außer mit --make-current.
  list     Releases, neueste zuerst: die eigenen eines Arbeitsbereichs und die gemeinsamen
           (--workspace; * markiert das, das seine neuen Konvertierungen verwenden), die gemeinsamen
           (--shared) oder alle Releases.
  use      Macht ein Release (oder den mitgelieferten Demo-Datensatz) zu dem, das die neuen
           Konvertierungen eines Arbeitsbereichs verwenden. Frühere Konvertierungen behalten ihres;
           eine davon gegen ein anderes Release erneut auszuführen, geschieht auf ihrer Seite (oder
           mit POST {rerunPath}), nachdem Sie gesehen haben, was sich ändern würde.

Optionen:
  --workspace <slug>  der Arbeitsbereich, dem das Release gehört / für den es gewählt wird
  --shared            ein Release für jeden Arbeitsbereich (kein --workspace)
  --make-current      import: macht das neue Release zum aktuellen des Arbeitsbereichs
  --source <text>     was das Release ist, z. B. "Auto Care VCdb 2026-01" (Standard: der Pfad der
                      Lieferung)
  --lang <lang>       en, de, fr, es oder it: die Sprache der Ausgaben von import (Standard: LC_ALL,
                      LC_MESSAGES oder LANG, sonst Englisch)
  -h, --help          zeigt diese Hilfe

Beispiel: partsmith reference import ./vcdb-2026-01.zip --workspace acme --source "Auto Care VCdb 2026-01"`,
    fr: `Utilisation :
  partsmith reference import <folder|zip> --workspace <slug> [--make-current] [--source <text>]
  partsmith reference import <folder|zip> --shared [--source <text>]
  partsmith reference list [--workspace <slug> | --shared]
  partsmith reference use <release id|demo> --workspace <slug>
  (chacune accepte aussi --lang <en|de|fr|es|it>)

Charge des données de référence Auto Care sous licence (VCdb, PCdb) depuis une livraison ASCII — un
dossier ou un zip de tables séparées par des barres verticales avec une ligne d’en-tête, noms avec
ou sans préfixe YYYYMMDD_ — dans la base de données de cette installation (l’intégrée, ou
DATABASE_URL), comme nouvelle version qui conserve sa source, sa date de version et son SHA-256.
Une version appartient à l’espace de travail dans lequel elle est importée (chaque client apporte
sa propre licence Auto Care) ; --shared la publie pour tous les espaces de travail
(administrateurs de la plateforme : le jeu de démo, ou des données sous licence pour tous). Chaque
conversion est liée à la version avec laquelle elle a été exécutée : sa revue et chacun de ses
exports utilisent cette version, quoi qu’on importe ensuite.

  import   Charge en flux chaque table utilisée par le moteur dans la base, en une seule
           transaction. La même livraison (même SHA-256) est importée une fois par espace de
           travail ; l’importer à nouveau ne fait rien. Une livraison avec une ligne mal formée ou
           une colonne manquante est refusée en entier (code 1) et la tentative est listée comme
           échouée. Un espace de travail encore sur le jeu de démo utilise son premier import pour
           les nouvelles conversions ; sinon, la version qu’il utilise reste, sauf --make-current.
  list     Les versions, les plus récentes d’abord : celles d’un espace de travail et les versions
           partagées (--workspace ; * marque celle qu’utilisent ses nouvelles conversions), les
           versions partagées (--shared), ou toutes les versions.
  use      Fait d’une version (ou du jeu de démo fourni) celle qu’utilisent les nouvelles
           conversions d’un espace de travail. Les conversions antérieures gardent la leur ; on en
           relance une sur une autre version depuis sa page (ou POST {rerunPath}), après
           avoir vu ce que cela changerait.

Options :
  --workspace <slug>  l’espace de travail auquel la version appartient / pour lequel elle est
                      choisie
  --shared            une version pour tous les espaces de travail (sans --workspace)
  --make-current      import : fait de la nouvelle version la version courante de l’espace de
                      travail
  --source <text>     ce qu’est la version, par ex. "Auto Care VCdb 2026-01" (par défaut : le
                      chemin de la livraison)
  --lang <lang>       en, de, fr, es ou it : la langue de ce qu’affiche import (par défaut :
                      LC_ALL, LC_MESSAGES ou LANG, sinon l’anglais)
  -h, --help          affiche cette aide

Exemple : partsmith reference import ./vcdb-2026-01.zip --workspace acme --source "Auto Care VCdb 2026-01"`,
    es: `Uso:
  partsmith reference import <folder|zip> --workspace <slug> [--make-current] [--source <text>]
  partsmith reference import <folder|zip> --shared [--source <text>]
  partsmith reference list [--workspace <slug> | --shared]
  partsmith reference use <release id|demo> --workspace <slug>
  (todos admiten también --lang <en|de|fr|es|it>)

Carga datos de referencia de Auto Care con licencia (VCdb, PCdb) desde una entrega ASCII — una
carpeta o un zip de tablas separadas por barras verticales con una fila de encabezado, nombres con
o sin el prefijo YYYYMMDD_ — en la base de datos de esta instalación (la integrada, o
DATABASE_URL) como una nueva versión que conserva su origen, su fecha de versión y su SHA-256. Una
versión pertenece al espacio de trabajo en el que se importa (cada cliente aporta su propia
licencia de Auto Care); --shared la publica para todos los espacios de trabajo (administradores de
la plataforma: el conjunto de demostración, o datos con licencia para todos). Cada conversión queda
vinculada a la versión con la que se ejecutó: su revisión y cada exportación suya usan esa
versión, se importe lo que se importe después.

  import   Carga en una sola transacción cada tabla que usa el motor. La misma entrega (mismo
           SHA-256) se importa una vez por espacio de trabajo; importarla de nuevo no hace nada.
           Una entrega con una fila mal formada o una columna que falta se rechaza entera (código
           1) y el intento figura como fallido. Un espacio de trabajo que sigue con el conjunto de
           demostración pasa a usar su primera importación para las conversiones nuevas; si no, la
           versión que usa se mantiene, salvo con --make-current.
  list     Versiones, de la más reciente a la más antigua: las propias de un espacio de trabajo y
           las compartidas (--workspace; * marca la que usan sus conversiones nuevas), las
           compartidas (--shared) o todas las versiones.
  use      Hace que una versión (o el conjunto de demostración incluido) sea la que usan las
           conversiones nuevas de un espacio de trabajo. Las conversiones anteriores conservan la
           suya; para volver a ejecutar una con otra versión, hágalo desde su página (o con POST
           {rerunPath}), después de ver qué cambiaría.

Opciones:
  --workspace <slug>  el espacio de trabajo al que pertenece la versión / para el que se elige
  --shared            una versión para todos los espacios de trabajo (sin --workspace)
  --make-current      import: hace de la nueva versión la actual del espacio de trabajo
  --source <text>     qué es la versión, p. ej. "Auto Care VCdb 2026-01" (predeterminado: la ruta
                      de la entrega)
  --lang <lang>       en, de, fr, es o it: el idioma de lo que dice import (predeterminado:
                      LC_ALL, LC_MESSAGES o LANG; si no, inglés)
  -h, --help          muestra esta ayuda

Ejemplo: partsmith reference import ./vcdb-2026-01.zip --workspace acme --source "Auto Care VCdb 2026-01"`,
    it: `Uso:
  partsmith reference import <folder|zip> --workspace <slug> [--make-current] [--source <text>]
  partsmith reference import <folder|zip> --shared [--source <text>]
  partsmith reference list [--workspace <slug> | --shared]
  partsmith reference use <release id|demo> --workspace <slug>
  (ciascuno accetta anche --lang <en|de|fr|es|it>)

Carica dati di riferimento Auto Care con licenza (VCdb, PCdb) da una fornitura ASCII — una
cartella o uno zip di tabelle separate da barre verticali con una riga di intestazione, nomi con o
senza prefisso YYYYMMDD_ — nel database di questa installazione (quello integrato, o DATABASE_URL)
come nuova versione che conserva la sua origine, la data di versione e lo SHA-256. Una versione
appartiene all’area di lavoro in cui viene importata (ogni cliente porta la propria licenza Auto
Care); --shared la pubblica per tutte le aree di lavoro (amministratori della piattaforma: il set
demo, o dati con licenza per tutti). Ogni conversione resta legata alla versione con cui è stata
eseguita: la sua revisione e ogni sua esportazione usano quella versione, qualunque cosa venga
importata dopo.

  import   Carica in streaming nel database, in un’unica transazione, ogni tabella usata dal
           motore. La stessa fornitura (stesso SHA-256) viene importata una volta per area di
           lavoro; importarla di nuovo non fa nulla. Una fornitura con una riga malformata o una
           colonna mancante viene rifiutata per intero (codice 1) e il tentativo risulta fallito.
           Un’area di lavoro ancora sul set demo usa la sua prima importazione per le nuove
           conversioni; altrimenti la versione che usa resta, salvo con --make-current.
  list     Le versioni, dalla più recente: quelle proprie di un’area di lavoro e quelle condivise
           (--workspace; * indica quella usata dalle sue nuove conversioni), quelle condivise
           (--shared) o tutte le versioni.
  use      Rende una versione (o il set demo incluso) quella usata dalle nuove conversioni di
           un’area di lavoro. Le conversioni precedenti mantengono la loro; per rieseguirne una su
           un’altra versione usate la sua pagina (o POST {rerunPath}), dopo aver visto
           che cosa cambierebbe.

Opzioni:
  --workspace <slug>  l’area di lavoro a cui appartiene la versione / per cui viene scelta
  --shared            una versione per tutte le aree di lavoro (senza --workspace)
  --make-current      import: rende la nuova versione quella corrente dell’area di lavoro
  --source <text>     che cos’è la versione, ad es. "Auto Care VCdb 2026-01" (predefinito: il
                      percorso della fornitura)
  --lang <lang>       en, de, fr, es o it: la lingua di ciò che dice import (predefinito: LC_ALL,
                      LC_MESSAGES o LANG, altrimenti inglese)
  -h, --help          mostra questo aiuto

Esempio: partsmith reference import ./vcdb-2026-01.zip --workspace acme --source "Auto Care VCdb 2026-01"`,
  },
  'cli.help.api-keys': {
    en: `Usage:
  partsmith api-keys create <workspace-slug> --name <name> --scopes <a,b> --owner <email>
  partsmith api-keys list <workspace-slug> [--owner <email>]
  partsmith api-keys revoke <workspace-slug> <key-prefix> [--owner <email>]
  (each also takes --lang <en|de|fr|es|it>)

Workspace API keys for REST API v1 (docs/api.md). A key acts as the owner who created it: that
account's role and status apply to every request. The secret is printed once, by create; only its
hash is kept. Each change is made as an owner and written to the workspace's audit log.

Options:
  --name <name>     what the key is for, e.g. "PIM connector"
  --scopes <list>   comma-separated: {scopes}
  --owner <email>   an active owner of the workspace to act as (list and revoke: default the
                    workspace's creator)
  --lang <lang>     en, de, fr, es or it: the language of refusals and result lines (default:
                    LC_ALL, LC_MESSAGES or LANG, else English)
  -h, --help        show this help`,
    de: `Aufruf:
  partsmith api-keys create <workspace-slug> --name <name> --scopes <a,b> --owner <email>
  partsmith api-keys list <workspace-slug> [--owner <email>]
  partsmith api-keys revoke <workspace-slug> <key-prefix> [--owner <email>]
  (alle nehmen auch --lang <en|de|fr|es|it>)

API-Schlüssel von Arbeitsbereichen für die REST API v1 (docs/api.md). Ein Schlüssel handelt als
der Eigentümer, der ihn angelegt hat: Rolle und Status dieses Kontos gelten für jede Anfrage. Das
Geheimnis wird einmal ausgegeben, von create; nur sein Hash wird aufbewahrt. Jede Änderung erfolgt
als Eigentümer und wird im Audit-Log des Arbeitsbereichs festgehalten.

Optionen:
  --name <name>     wofür der Schlüssel ist, z. B. "PIM connector"
  --scopes <list>   durch Kommas getrennt:
                    {scopes}
  --owner <email>   ein aktiver Eigentümer des Arbeitsbereichs, als der gehandelt wird (list und
                    revoke: Standard ist der Ersteller des Arbeitsbereichs)
  --lang <lang>     en, de, fr, es oder it: die Sprache von Ablehnungen und Ergebniszeilen
                    (Standard: LC_ALL, LC_MESSAGES oder LANG, sonst Englisch)
  -h, --help        zeigt diese Hilfe`,
    fr: `Utilisation :
  partsmith api-keys create <workspace-slug> --name <name> --scopes <a,b> --owner <email>
  partsmith api-keys list <workspace-slug> [--owner <email>]
  partsmith api-keys revoke <workspace-slug> <key-prefix> [--owner <email>]
  (chacune accepte aussi --lang <en|de|fr|es|it>)

Clés d’API des espaces de travail pour l’API REST v1 (docs/api.md). Une clé agit au nom du
propriétaire qui l’a créée : le rôle et le statut de ce compte s’appliquent à chaque requête. Le
secret est affiché une seule fois, par create ; seule son empreinte est conservée. Chaque
changement est fait en tant que propriétaire et inscrit au journal d’audit de l’espace de travail.

Options :
  --name <name>     à quoi sert la clé, par ex. "PIM connector"
  --scopes <list>   séparés par des virgules :
                    {scopes}
  --owner <email>   un propriétaire actif de l’espace de travail au nom duquel agir (list et
                    revoke : par défaut, le créateur de l’espace de travail)
  --lang <lang>     en, de, fr, es ou it : la langue des refus et des lignes de résultat (par
                    défaut : LC_ALL, LC_MESSAGES ou LANG, sinon l’anglais)
  -h, --help        affiche cette aide`,
    es: `Uso:
  partsmith api-keys create <workspace-slug> --name <name> --scopes <a,b> --owner <email>
  partsmith api-keys list <workspace-slug> [--owner <email>]
  partsmith api-keys revoke <workspace-slug> <key-prefix> [--owner <email>]
  (todos admiten también --lang <en|de|fr|es|it>)

Claves de API de los espacios de trabajo para la API REST v1 (docs/api.md). Una clave actúa como
el propietario que la creó: el rol y el estado de esa cuenta se aplican a cada solicitud. El
secreto se muestra una sola vez, al ejecutar create; solo se guarda su hash. Cada cambio se hace
como propietario y se anota en el registro de auditoría del espacio de trabajo.

Opciones:
  --name <name>     para qué es la clave, p. ej. "PIM connector"
  --scopes <list>   separados por comas:
                    {scopes}
  --owner <email>   un propietario activo del espacio de trabajo en cuyo nombre se actúa (list y
                    revoke: de forma predeterminada, quien creó el espacio de trabajo)
  --lang <lang>     en, de, fr, es o it: el idioma de los rechazos y de las líneas de resultado
                    (predeterminado: LC_ALL, LC_MESSAGES o LANG; si no, inglés)
  -h, --help        muestra esta ayuda`,
    it: `Uso:
  partsmith api-keys create <workspace-slug> --name <name> --scopes <a,b> --owner <email>
  partsmith api-keys list <workspace-slug> [--owner <email>]
  partsmith api-keys revoke <workspace-slug> <key-prefix> [--owner <email>]
  (ciascuno accetta anche --lang <en|de|fr|es|it>)

Chiavi API delle aree di lavoro per la REST API v1 (docs/api.md). Una chiave agisce come il
proprietario che l’ha creata: ruolo e stato di quell’account valgono per ogni richiesta. Il
segreto viene mostrato una sola volta, da create; se ne conserva solo l’hash. Ogni modifica è
fatta come proprietario e scritta nel registro di audit dell’area di lavoro.

Opzioni:
  --name <name>     a che cosa serve la chiave, ad es. "PIM connector"
  --scopes <list>   separati da virgole:
                    {scopes}
  --owner <email>   un proprietario attivo dell’area di lavoro per conto del quale agire (list e
                    revoke: predefinito chi ha creato l’area di lavoro)
  --lang <lang>     en, de, fr, es o it: la lingua dei rifiuti e delle righe di esito
                    (predefinito: LC_ALL, LC_MESSAGES o LANG, altrimenti inglese)
  -h, --help        mostra questo aiuto`,
  },
  'cli.help.validate.checks': {
    en: `Checks:`,
    de: `Prüfungen:`,
    fr: `Contrôles :`,
    es: `Comprobaciones:`,
    it: `Controlli:`,
  },
} satisfies TextTable;
