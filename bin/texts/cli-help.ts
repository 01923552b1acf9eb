import type { TextTable } from '@/lib/catalog/messages';

/**
 * The `--help` texts of `partsmith` (bin/partsmith.ts) and of each command (bin/commands/*.ts), in
 * the language of the command line (its --lang, else LC_ALL, LC_MESSAGES, LANG). Options, commands,
 * placeholders, file names, examples, codes and exit codes stay as typed; option descriptions are
 * aligned per language. What has braces (convert's sender.json example and title placeholders,
 * reference's rerun path) is a parameter the command passes (`helpParams`), since an ICU text
 * cannot hold a literal brace unquoted. `cli.help.top` frames the command list (`commands`, one
 * line per command with its `cli.help.summary.<name>`). The installation's own commands (users,
 * workspaces, reference, api-keys) have their help in cli-help-admin.ts.
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
  'cli.help.validate.checks': {
    en: `Checks:`,
    de: `Prüfungen:`,
    fr: `Contrôles :`,
    es: `Comprobaciones:`,
    it: `Controlli:`,
  },
} satisfies TextTable;
