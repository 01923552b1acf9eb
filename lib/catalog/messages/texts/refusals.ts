import type { TextTable } from '../text-table';

/**
 * Why the data layer (lib/data, lib/jobs) says no: the `said` of a `Refusal`, rendered by each
 * reader's surface (REST API, CLI, server actions) in its language; the English is the sentence the
 * data layer has always returned. `issue` is zod's description of what is wrong — a library's
 * English, announced as such; `reason` (refusal.asWorded) is Postgres's own message, likewise.
 * Roles and actions are the workspace's (WORKSPACE_ROLES, WorkspaceAction).
 */
const ROLE_EN = '{role, select, owner {owner} operator {operator} reviewer {reviewer} viewer {viewer} other {{role}}}';
const ROLE_DE = '{role, select, owner {Eigentümer} operator {Bearbeiter} reviewer {Prüfer} viewer {Betrachter} other {{role}}}';
const ROLE_FR = '{role, select, owner {propriétaire} operator {opérateur} reviewer {relecteur} viewer {lecteur} other {{role}}}';
const ROLE_ES = '{role, select, owner {propietario} operator {operador} reviewer {revisor} viewer {lector} other {{role}}}';
const ROLE_IT = '{role, select, owner {proprietario} operator {operatore} reviewer {revisore} viewer {lettore} other {{role}}}';

export const REFUSAL_TEXTS = {
  'refusal.asWorded': {
    en: '{code, select, other {{reason}}}',
    de: '{code, select, not_allowed {Das ist Ihnen nicht erlaubt} not_found {Das gibt es nicht, oder es liegt in keinem Ihrer Arbeitsbereiche} conflict {Das widerspricht dem aktuellen Stand} other {Ein Wert ist nicht gültig}} (Meldung der Datenbank: {reason})',
    fr: '{code, select, not_allowed {Vous n’y êtes pas autorisé} not_found {Cet élément n’existe pas ou n’est dans aucun de vos espaces de travail} conflict {Cela contredit l’état actuel} other {Une valeur n’est pas valide}} (message de la base de données : {reason})',
    es: '{code, select, not_allowed {No tiene permiso para hacerlo} not_found {Esto no existe o no está en ninguno de sus espacios de trabajo} conflict {Esto contradice el estado actual} other {Un valor no es válido}} (mensaje de la base de datos: {reason})',
    it: '{code, select, not_allowed {Non avete il permesso di farlo} not_found {Questo elemento non esiste o non è in nessuna delle vostre aree di lavoro} conflict {Questo contraddice lo stato attuale} other {Un valore non è valido}} (messaggio del database: {reason})',
  },
  'refusal.inField': {
    en: '{field}: {reason}',
    de: '{field}: {reason}',
    fr: '{field} : {reason}',
    es: '{field}: {reason}',
    it: '{field}: {reason}',
  },
  'refusal.notFound': {
    en: 'No such {what, select, mapping {mapping} conversion {conversion} apiKey {API key} member {member} workspace {workspace} batch {batch} exportRequest {export request} export {export} learnedTerm {learned term} other {record}}, or it is not in a workspace you belong to.',
    de: '{what, select, mapping {Diese Zuordnung} conversion {Diese Konvertierung} apiKey {Diesen API-Schlüssel} member {Dieses Mitglied} workspace {Diesen Arbeitsbereich} batch {Diesen Stapel} exportRequest {Diesen Exportauftrag} export {Diesen Export} learnedTerm {Diesen gelernten Begriff} other {Diesen Datensatz}} gibt es nicht oder nicht in einem Arbeitsbereich, dem Sie angehören.',
    fr: '{what, select, mapping {Cette correspondance} conversion {Cette conversion} apiKey {Cette clé d’API} member {Ce membre} workspace {Cet espace de travail} batch {Ce lot} exportRequest {Cette demande d’export} export {Cet export} learnedTerm {Ce terme appris} other {Cet enregistrement}} n’existe pas, ou n’est pas dans un espace de travail dont vous êtes membre.',
    es: '{what, select, mapping {Esta asignación} conversion {Esta conversión} apiKey {Esta clave de API} member {Este miembro} workspace {Este espacio de trabajo} batch {Este lote} exportRequest {Esta solicitud de exportación} export {Esta exportación} learnedTerm {Este término aprendido} other {Este registro}} no existe o no está en un espacio de trabajo al que usted pertenezca.',
    it: '{what, select, mapping {Questa associazione} conversion {Questa conversione} apiKey {Questa chiave API} member {Questo membro} workspace {Quest’area di lavoro} batch {Questo lotto} exportRequest {Questa richiesta di esportazione} export {Questa esportazione} learnedTerm {Questo termine appreso} other {Questo record}} non esiste, oppure non è in un’area di lavoro di cui fate parte.',
  },
  'refusal.notAMember': {
    en: 'No such workspace, or you are not a member of it.',
    de: 'Diesen Arbeitsbereich gibt es nicht, oder Sie sind nicht Mitglied darin.',
    fr: 'Cet espace de travail n’existe pas, ou vous n’en êtes pas membre.',
    es: 'Este espacio de trabajo no existe o usted no es miembro de él.',
    it: 'Quest’area di lavoro non esiste, oppure non ne siete membri.',
  },
  'refusal.noSuchWorkspace': {
    en: 'No such workspace.',
    de: 'Diesen Arbeitsbereich gibt es nicht.',
    fr: 'Cet espace de travail n’existe pas.',
    es: 'Este espacio de trabajo no existe.',
    it: 'Quest’area di lavoro non esiste.',
  },
  'refusal.roleForbids': {
    en: `Only {action, select, read {members can see this workspace} upload {owners and operators can upload catalogs} convert {owners and operators can start conversions} export {owners and operators can make exports} review {owners and reviewers can decide review rows} other {owners can change settings and API keys}}; your role here is ${ROLE_EN}.`,
    de: `{action, select, read {Nur Mitglieder können diesen Arbeitsbereich sehen} upload {Nur Eigentümer und Bearbeiter können Kataloge hochladen} convert {Nur Eigentümer und Bearbeiter können Konvertierungen starten} export {Nur Eigentümer und Bearbeiter können Exporte erstellen} review {Nur Eigentümer und Prüfer können Prüfzeilen entscheiden} other {Nur Eigentümer können Einstellungen und API-Schlüssel ändern}}; Ihre Rolle hier ist ${ROLE_DE}.`,
    fr: `{action, select, read {Seuls les membres peuvent voir cet espace de travail} upload {Seuls les propriétaires et les opérateurs peuvent téléverser des catalogues} convert {Seuls les propriétaires et les opérateurs peuvent lancer des conversions} export {Seuls les propriétaires et les opérateurs peuvent faire des exports} review {Seuls les propriétaires et les relecteurs peuvent décider des lignes à revoir} other {Seuls les propriétaires peuvent modifier les paramètres et les clés d’API}} ; votre rôle ici est ${ROLE_FR}.`,
    es: `{action, select, read {Solo los miembros pueden ver este espacio de trabajo} upload {Solo los propietarios y los operadores pueden cargar catálogos} convert {Solo los propietarios y los operadores pueden iniciar conversiones} export {Solo los propietarios y los operadores pueden hacer exportaciones} review {Solo los propietarios y los revisores pueden decidir las filas en revisión} other {Solo los propietarios pueden cambiar la configuración y las claves de API}}; su rol aquí es ${ROLE_ES}.`,
    it: `{action, select, read {Solo i membri possono vedere quest’area di lavoro} upload {Solo proprietari e operatori possono caricare cataloghi} convert {Solo proprietari e operatori possono avviare conversioni} export {Solo proprietari e operatori possono creare esportazioni} review {Solo proprietari e revisori possono decidere le righe in revisione} other {Solo i proprietari possono modificare impostazioni e chiavi API}}; il vostro ruolo qui è ${ROLE_IT}.`,
  },
  'refusal.noSuchRole': {
    en: 'No such role: {role}.',
    de: 'Diese Rolle gibt es nicht: {role}.',
    fr: 'Ce rôle n’existe pas : {role}.',
    es: 'Este rol no existe: {role}.',
    it: 'Questo ruolo non esiste: {role}.',
  },
  'refusal.lastOwner': {
    en: 'A workspace needs at least one active owner: make another member an owner first.',
    de: 'Ein Arbeitsbereich braucht mindestens einen aktiven Eigentümer: Machen Sie zuerst ein anderes Mitglied zum Eigentümer.',
    fr: 'Un espace de travail a besoin d’au moins un propriétaire actif : faites d’abord d’un autre membre un propriétaire.',
    es: 'Un espacio de trabajo necesita al menos un propietario activo: primero haga propietario a otro miembro.',
    it: 'Un’area di lavoro ha bisogno di almeno un proprietario attivo: rendete prima proprietario un altro membro.',
  },
  'refusal.noAccount': {
    en: 'No active Partsmith account uses {email}.',
    de: 'Kein aktives Partsmith-Konto verwendet {email}.',
    fr: 'Aucun compte Partsmith actif n’utilise {email}.',
    es: 'Ninguna cuenta activa de Partsmith usa {email}.',
    it: 'Nessun account Partsmith attivo usa {email}.',
  },
  'refusal.alreadyMember': {
    en: '{email} is already a member of this workspace.',
    de: '{email} ist bereits Mitglied dieses Arbeitsbereichs.',
    fr: '{email} est déjà membre de cet espace de travail.',
    es: '{email} ya es miembro de este espacio de trabajo.',
    it: '{email} è già membro di quest’area di lavoro.',
  },
  'refusal.workspaceName': {
    en: 'A workspace name has 1 to 100 characters.',
    de: 'Der Name eines Arbeitsbereichs hat 1 bis 100 Zeichen.',
    fr: 'Le nom d’un espace de travail compte de 1 à 100 caractères.',
    es: 'El nombre de un espacio de trabajo tiene de 1 a 100 caracteres.',
    it: 'Il nome di un’area di lavoro ha da 1 a 100 caratteri.',
  },
  'refusal.mappingName': {
    en: 'A mapping name has 1 to 100 characters.',
    de: 'Der Name einer Zuordnung hat 1 bis 100 Zeichen.',
    fr: 'Le nom d’une correspondance compte de 1 à 100 caractères.',
    es: 'El nombre de una asignación tiene de 1 a 100 caracteres.',
    it: 'Il nome di un’associazione ha da 1 a 100 caratteri.',
  },
  'refusal.notValid': {
    en: '{what, select, mapping {The mapping is not valid} savedMapping {The mapping is not a valid saved mapping} decisions {Decisions are not valid} override {The override is not valid} valueDecision {The value decision is not valid} key {The key is not valid} learnedTerm {The learned term is not valid} change {The change is not valid} other {The input is not valid}}: {issue}.',
    de: '{what, select, mapping {Die Zuordnung ist nicht gültig} savedMapping {Die Zuordnung ist keine gültige gespeicherte Zuordnung} decisions {Die Entscheidungen sind nicht gültig} override {Die Übersteuerung ist nicht gültig} valueDecision {Die Entscheidung über den Wert ist nicht gültig} key {Der Schlüssel ist nicht gültig} learnedTerm {Der gelernte Begriff ist nicht gültig} change {Die Änderung ist nicht gültig} other {Die Eingabe ist nicht gültig}} (Meldung der Eingabeprüfung: {issue}).',
    fr: '{what, select, mapping {La correspondance n’est pas valide} savedMapping {La correspondance n’est pas une correspondance enregistrée valide} decisions {Les décisions ne sont pas valides} override {Le remplacement n’est pas valide} valueDecision {La décision sur la valeur n’est pas valide} key {La clé n’est pas valide} learnedTerm {Le terme appris n’est pas valide} change {La modification n’est pas valide} other {La saisie n’est pas valide}} (message du contrôle de saisie : {issue}).',
    es: '{what, select, mapping {La asignación no es válida} savedMapping {La asignación no es una asignación guardada válida} decisions {Las decisiones no son válidas} override {La sustitución no es válida} valueDecision {La decisión sobre el valor no es válida} key {La clave no es válida} learnedTerm {El término aprendido no es válido} change {El cambio no es válido} other {La entrada no es válida}} (mensaje de la validación de entrada: {issue}).',
    it: '{what, select, mapping {L’associazione non è valida} savedMapping {L’associazione non è un’associazione salvata valida} decisions {Le decisioni non sono valide} override {La sostituzione non è valida} valueDecision {La decisione sul valore non è valida} key {La chiave non è valida} learnedTerm {Il termine appreso non è valido} change {La modifica non è valida} other {L’input non è valido}} (messaggio della verifica dell’input: {issue}).',
  },
  'refusal.savedMappingInvalid': {
    en: 'The mapping is not a valid saved mapping.',
    de: 'Die Zuordnung ist keine gültige gespeicherte Zuordnung.',
    fr: 'La correspondance n’est pas une correspondance enregistrée valide.',
    es: 'La asignación no es una asignación guardada válida.',
    it: 'L’associazione non è un’associazione salvata valida.',
  },
  'refusal.decideWhenFinished': {
    en: '{what, select, values {Values} other {Rows}} can be decided once the conversion has finished.',
    de: '{what, select, values {Über Werte} other {Über Zeilen}} kann entschieden werden, sobald die Konvertierung abgeschlossen ist.',
    fr: 'Il est possible de décider {what, select, values {des valeurs} other {des lignes}} une fois la conversion terminée.',
    es: '{what, select, values {Los valores} other {Las filas}} se pueden decidir cuando la conversión haya terminado.',
    it: 'Si può decidere {what, select, values {sui valori} other {sulle righe}} una volta terminata la conversione.',
  },
  'refusal.notInConversionReference': {
    en: "{id} is not a {kind, select, partType {PCdb part type (PartTerminologyID)} make {VCdb make (MakeID)} model {VCdb model (ModelID)} submodel {VCdb submodel (SubmodelID)} position {PCdb position (PositionID)} other {{kind}}} in the conversion's reference release ({source}). Pick one of its entries.",
    de: 'In der Referenzversion der Konvertierung ({source}) ist {id} keine ID für {kind, select, partType {eine PCdb-Teileart (PartTerminologyID)} make {einen VCdb-Hersteller (MakeID)} model {ein VCdb-Modell (ModelID)} submodel {ein VCdb-Untermodell (SubmodelID)} position {eine PCdb-Position (PositionID)} other {{kind}}}. Wählen Sie einen ihrer Einträge.',
    fr: 'Dans la version de référence de la conversion ({source}), {id} n’est pas l’ID d’{kind, select, partType {un type de pièce PCdb (PartTerminologyID)} make {une marque VCdb (MakeID)} model {un modèle VCdb (ModelID)} submodel {un sous-modèle VCdb (SubmodelID)} position {une position PCdb (PositionID)} other {{kind}}}. Choisissez l’une de ses entrées.',
    es: 'En la versión de referencia de la conversión ({source}), {id} no es el ID de {kind, select, partType {un tipo de pieza PCdb (PartTerminologyID)} make {una marca VCdb (MakeID)} model {un modelo VCdb (ModelID)} submodel {un submodelo VCdb (SubmodelID)} position {una posición PCdb (PositionID)} other {{kind}}}. Elija una de sus entradas.',
    it: 'Nella versione di riferimento della conversione ({source}), {id} non è l’ID di {kind, select, partType {un tipo di ricambio PCdb (PartTerminologyID)} make {un costruttore VCdb (MakeID)} model {un modello VCdb (ModelID)} submodel {un sottomodello VCdb (SubmodelID)} position {una posizione PCdb (PositionID)} other {{kind}}}. Scegliete una delle sue voci.',
  },
  'refusal.valueNotHeld': {
    en: 'No held row of this conversion holds that value.',
    de: 'Keine zurückgehaltene Zeile dieser Konvertierung enthält diesen Wert.',
    fr: 'Aucune ligne retenue de cette conversion ne contient cette valeur.',
    es: 'Ninguna fila retenida de esta conversión contiene ese valor.',
    it: 'Nessuna riga trattenuta di questa conversione contiene quel valore.',
  },
  'refusal.valueNoLongerPending': {
    en: 'No pending row holds that value any more.',
    de: 'Keine offene Zeile enthält diesen Wert noch.',
    fr: 'Plus aucune ligne en attente ne contient cette valeur.',
    es: 'Ya no hay ninguna fila pendiente que contenga ese valor.',
    it: 'Nessuna riga in sospeso contiene più quel valore.',
  },
  'refusal.retryMappingIncomplete': {
    en: 'This conversion stopped because its mapping leaves a field every row needs unmapped; retrying it with the same mapping stops the same way. Map the column on the conversion page (or send a mapping) and run it again.',
    de: 'Diese Konvertierung wurde angehalten, weil ihre Zuordnung ein Feld, das jede Zeile braucht, keiner Spalte zuordnet; ein erneuter Versuch mit derselben Zuordnung hält ebenso an. Ordnen Sie die Spalte auf der Seite der Konvertierung zu (oder senden Sie eine Zuordnung) und starten Sie sie erneut.',
    fr: 'Cette conversion s’est arrêtée parce que sa correspondance laisse sans colonne un champ dont chaque ligne a besoin ; la relancer avec la même correspondance l’arrêtera de la même façon. Associez la colonne sur la page de la conversion (ou envoyez une correspondance) et relancez-la.',
    es: 'Esta conversión se detuvo porque su asignación deja sin columna un campo que necesita cada fila; reintentarla con la misma asignación se detendrá igual. Asigne la columna en la página de la conversión (o envíe una asignación) y vuelva a ejecutarla.',
    it: 'Questa conversione si è fermata perché la sua associazione lascia senza colonna un campo che ogni riga richiede; riprovarla con la stessa associazione si fermerà allo stesso modo. Associate la colonna nella pagina della conversione (o inviate un’associazione) ed eseguitela di nuovo.',
  },
  'refusal.exportWhat': {
    en: 'Export either a conversion or a batch.',
    de: 'Exportieren Sie entweder eine Konvertierung oder einen Stapel.',
    fr: 'Exportez soit une conversion, soit un lot.',
    es: 'Exporte una conversión o un lote, no ambos.',
    it: 'Esportate una conversione oppure un lotto.',
  },
  'refusal.exportExpired': {
    en: 'This export waited too long for confirmation and expired; its files were removed. Export again.',
    de: 'Dieser Export hat zu lange auf die Bestätigung gewartet und ist abgelaufen; seine Dateien wurden entfernt. Exportieren Sie erneut.',
    fr: 'Cet export a attendu trop longtemps sa confirmation et a expiré ; ses fichiers ont été supprimés. Exportez à nouveau.',
    es: 'Esta exportación esperó demasiado la confirmación y caducó; sus archivos se eliminaron. Exporte de nuevo.',
    it: 'Questa esportazione ha atteso troppo a lungo la conferma ed è scaduta; i suoi file sono stati rimossi. Esportate di nuovo.',
  },
  'refusal.exportNotWaiting': {
    en: 'This export is not waiting for confirmation (it is {status}).',
    de: 'Dieser Export wartet nicht auf eine Bestätigung (Status: {status}).',
    fr: 'Cet export n’attend pas de confirmation (état : {status}).',
    es: 'Esta exportación no está esperando confirmación (estado: {status}).',
    it: 'Questa esportazione non è in attesa di conferma (stato: {status}).',
  },
  'refusal.termHasNoKey': {
    en: '"{term}" has no letters or digits a catalog value could be compared by.',
    de: '„{term}“ enthält keine Buchstaben oder Ziffern, nach denen ein Katalogwert verglichen werden könnte.',
    fr: '« {term} » ne contient aucune lettre ni aucun chiffre permettant de comparer une valeur de catalogue.',
    es: '«{term}» no tiene letras ni dígitos con los que comparar un valor del catálogo.',
    it: '«{term}» non ha lettere né cifre con cui confrontare un valore del catalogo.',
  },
  'refusal.releaseNotUsable': {
    en: 'Reference release {release} is not a ready release of this workspace or a shared one. Choose one listed in Settings → Reference data.',
    de: 'Die Referenzversion {release} ist keine fertige Version dieses Arbeitsbereichs und keine gemeinsame. Wählen Sie eine unter Einstellungen → Referenzdaten aufgeführte.',
    fr: 'La version de référence {release} n’est pas une version prête de cet espace de travail ni une version partagée. Choisissez-en une listée dans Paramètres → Données de référence.',
    es: 'La versión de referencia {release} no es una versión lista de este espacio de trabajo ni una compartida. Elija una de las que aparecen en Configuración → Datos de referencia.',
    it: 'La versione di riferimento {release} non è una versione pronta di quest’area di lavoro né una condivisa. Sceglietene una elencata in Impostazioni → Dati di riferimento.',
  },
  'refusal.batchNeedsFile': {
    en: 'A batch needs at least one file.',
    de: 'Ein Stapel braucht mindestens eine Datei.',
    fr: 'Un lot a besoin d’au moins un fichier.',
    es: 'Un lote necesita al menos un archivo.',
    it: 'Un lotto ha bisogno di almeno un file.',
  },
  'refusal.rerunUnfinished': {
    en: 'Only a finished conversion can be re-run against another release.',
    de: 'Nur eine abgeschlossene Konvertierung kann gegen eine andere Version erneut ausgeführt werden.',
    fr: 'Seule une conversion terminée peut être relancée avec une autre version.',
    es: 'Solo una conversión terminada puede volver a ejecutarse con otra versión.',
    it: 'Solo una conversione terminata può essere rieseguita con un’altra versione.',
  },
  'refusal.rerunSameRelease': {
    en: 'The conversion is already pinned to that release.',
    de: 'Die Konvertierung ist bereits an diese Version gebunden.',
    fr: 'La conversion est déjà liée à cette version.',
    es: 'La conversión ya está fijada a esa versión.',
    it: 'La conversione è già legata a quella versione.',
  },
  'refusal.storedCopyMissing': {
    en: 'The stored copy of {file} is missing. Upload the file again.',
    de: 'Die gespeicherte Kopie von {file} fehlt. Laden Sie die Datei erneut hoch.',
    fr: 'La copie enregistrée de {file} est introuvable. Téléversez à nouveau le fichier.',
    es: 'Falta la copia guardada de {file}. Vuelva a cargar el archivo.',
    it: 'La copia salvata di {file} manca. Caricate di nuovo il file.',
  },
  'refusal.mappingUnknownColumn': {
    en: 'mapping: {file} has no column {named}; its columns are {columns}.',
    de: 'Zuordnung: {file} hat keine Spalte {named}; seine Spalten sind {columns}.',
    fr: 'correspondance : {file} n’a pas de colonne {named} ; ses colonnes sont {columns}.',
    es: 'asignación: {file} no tiene la columna {named}; sus columnas son {columns}.',
    it: 'associazione: {file} non ha la colonna {named}; le sue colonne sono {columns}.',
  },
  'refusal.mappingLeavesField': {
    en: 'mapping: with it laid over the detected columns, {field} is not mapped to any column ({why}){more, select, none {} other {; nor are {more}}}. Name the column that holds it, e.g. {example}.',
    de: 'Zuordnung: Über die erkannten Spalten gelegt, ordnet sie {field} keiner Spalte zu ({why}){more, select, none {} other {; ebenso wenig {more}}}. Nennen Sie die Spalte, die es enthält, z. B. {example}.',
    fr: 'correspondance : appliquée aux colonnes détectées, elle n’associe {field} à aucune colonne ({why}){more, select, none {} other {, ni {more}}}. Nommez la colonne qui le contient, par ex. {example}.',
    es: 'asignación: aplicada sobre las columnas detectadas, no asigna {field} a ninguna columna ({why}){more, select, none {} other {; ni tampoco {more}}}. Indique la columna que lo contiene, p. ej. {example}.',
    it: 'associazione: applicata alle colonne rilevate, non associa {field} ad alcuna colonna ({why}){more, select, none {} other {; né {more}}}. Indicate la colonna che lo contiene, ad es. {example}.',
  },
  'refusal.importNeedsActiveAccount': {
    en: 'Only active accounts can import reference data.',
    de: 'Nur aktive Konten können Referenzdaten importieren.',
    fr: 'Seuls les comptes actifs peuvent importer des données de référence.',
    es: 'Solo las cuentas activas pueden importar datos de referencia.',
    it: 'Solo gli account attivi possono importare dati di riferimento.',
  },
  'refusal.sharedReleaseAdminsOnly': {
    en: 'Only platform administrators can publish a shared reference release; import it into your workspace instead.',
    de: 'Nur Plattformadministratoren können eine gemeinsame Referenzversion veröffentlichen; importieren Sie sie stattdessen in Ihren Arbeitsbereich.',
    fr: 'Seuls les administrateurs de la plateforme peuvent publier une version de référence partagée ; importez-la plutôt dans votre espace de travail.',
    es: 'Solo los administradores de la plataforma pueden publicar una versión de referencia compartida; impórtela en su espacio de trabajo.',
    it: 'Solo gli amministratori della piattaforma possono pubblicare una versione di riferimento condivisa; importatela invece nella vostra area di lavoro.',
  },
  'refusal.noSuchReferenceImport': {
    en: 'No such reference import in this workspace.',
    de: 'Diesen Referenzimport gibt es in diesem Arbeitsbereich nicht.',
    fr: 'Cet import de référence n’existe pas dans cet espace de travail.',
    es: 'Esta importación de referencia no existe en este espacio de trabajo.',
    it: 'Questa importazione di riferimento non esiste in quest’area di lavoro.',
  },
  'refusal.partnerData': {
    en: '{reason, select, ai_on_partner_data {Auto Care reference data (VCdb, PAdb, PCdb) may not be given to an AI service.} other {Auto Care reference data goes only to a known, signed-in user.}}',
    de: '{reason, select, ai_on_partner_data {Referenzdaten von Auto Care (VCdb, PAdb, PCdb) dürfen nicht an einen KI-Dienst gehen.} other {Referenzdaten von Auto Care gehen nur an bekannte, angemeldete Benutzer.}}',
    fr: '{reason, select, ai_on_partner_data {Les données de référence d’Auto Care (VCdb, PAdb, PCdb) ne peuvent pas être transmises à un service d’IA.} other {Les données de référence d’Auto Care ne vont qu’à un utilisateur connu et connecté.}}',
    es: '{reason, select, ai_on_partner_data {Los datos de referencia de Auto Care (VCdb, PAdb, PCdb) no pueden entregarse a un servicio de IA.} other {Los datos de referencia de Auto Care solo se entregan a un usuario conocido que haya iniciado sesión.}}',
    it: '{reason, select, ai_on_partner_data {I dati di riferimento di Auto Care (VCdb, PAdb, PCdb) non possono essere passati a un servizio di IA.} other {I dati di riferimento di Auto Care vanno solo a un utente noto e connesso.}}',
  },
} satisfies TextTable;
