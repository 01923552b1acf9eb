import type { TextTable } from '@/lib/catalog/messages';

/**
 * The `--help` texts of the commands that look after an installation rather than files: users,
 * workspaces, reference and api-keys (bin/commands/*.ts). Same rules as cli-help.ts: options,
 * placeholders, examples and codes stay as typed; descriptions aligned per language.
 */
export const CLI_HELP_ADMIN_TEXTS = {
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
} satisfies TextTable;
