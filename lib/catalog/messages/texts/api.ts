import type { TextTable } from '../catalogue';

/**
 * The REST API's own refusals (lib/api: the key, the allowance, the inputs, records it cannot see),
 * said in the caller's Accept-Language; the error's `code` is the same in every language. `what` is
 * the kind of record (job, export, upload, batch, workspace, savedMapping, learnedTerm, record);
 * `name` a file name; `issues` zod's description of what is wrong (English, field paths as sent);
 * `scope` a key scope as written; `limit`, `seconds` and `kb` numbers.
 */
export const API_TEXTS = {
  'api.notFound': {
    en: "No such {what, select, job {job} export {export} upload {upload} batch {batch} workspace {workspace} savedMapping {saved mapping} learnedTerm {learned term} other {record}} in this API key's workspace.",
    de: '{what, select, job {Diesen Auftrag} export {Diesen Export} upload {Diesen Upload} batch {Diesen Stapel} workspace {Diesen Arbeitsbereich} savedMapping {Diese gespeicherte Zuordnung} learnedTerm {Diesen gelernten Begriff} other {Diesen Datensatz}} gibt es im Arbeitsbereich dieses API-Schlüssels nicht.',
    fr: '{what, select, job {Cette tâche n’existe pas} export {Cet export n’existe pas} upload {Ce téléversement n’existe pas} batch {Ce lot n’existe pas} workspace {Cet espace de travail n’existe pas} savedMapping {Cette correspondance enregistrée n’existe pas} learnedTerm {Ce terme appris n’existe pas} other {Cet enregistrement n’existe pas}} dans l’espace de travail de cette clé d’API.',
    es: '{what, select, job {Esta tarea no existe} export {Esta exportación no existe} upload {Esta carga no existe} batch {Este lote no existe} workspace {Este espacio de trabajo no existe} savedMapping {Esta asignación guardada no existe} learnedTerm {Este término aprendido no existe} other {Este registro no existe}} en el espacio de trabajo de esta clave de API.',
    it: '{what, select, job {Questo lavoro non esiste} export {Questa esportazione non esiste} upload {Questo caricamento non esiste} batch {Questo lotto non esiste} workspace {Quest’area di lavoro non esiste} savedMapping {Questa associazione salvata non esiste} learnedTerm {Questo termine appreso non esiste} other {Questo record non esiste}} nell’area di lavoro di questa chiave API.',
  },
  'api.notFound.file': {
    en: 'No such file "{name}" in this export in this API key\'s workspace.',
    de: 'Die Datei „{name}“ gibt es in diesem Export im Arbeitsbereich dieses API-Schlüssels nicht.',
    fr: 'Le fichier « {name} » n’existe pas dans cet export de l’espace de travail de cette clé d’API.',
    es: 'El archivo «{name}» no existe en esta exportación del espacio de trabajo de esta clave de API.',
    it: 'Il file «{name}» non esiste in questa esportazione dell’area di lavoro di questa chiave API.',
  },
  'api.missingKey': {
    en: 'Send a workspace API key: "Authorization: Bearer psk_…". Sign-in sessions are not accepted by the API.',
    de: 'Senden Sie einen API-Schlüssel des Arbeitsbereichs: „Authorization: Bearer psk_…“. Anmeldesitzungen nimmt die API nicht an.',
    fr: 'Envoyez une clé d’API de l’espace de travail : « Authorization: Bearer psk_… ». L’API n’accepte pas les sessions de connexion.',
    es: 'Envíe una clave de API del espacio de trabajo: «Authorization: Bearer psk_…». La API no acepta sesiones iniciadas.',
    it: 'Inviate una chiave API dell’area di lavoro: «Authorization: Bearer psk_…». L’API non accetta le sessioni di accesso.',
  },
  'api.invalidKey': {
    en: "This API key is not valid: unknown, revoked, or its owner's account is not active.",
    de: 'Dieser API-Schlüssel ist nicht gültig: unbekannt, widerrufen, oder das Konto seines Inhabers ist nicht aktiv.',
    fr: 'Cette clé d’API n’est pas valide : inconnue, révoquée, ou le compte de son propriétaire n’est pas actif.',
    es: 'Esta clave de API no es válida: desconocida, revocada o la cuenta de su propietario no está activa.',
    it: 'Questa chiave API non è valida: sconosciuta, revocata, oppure l’account del suo proprietario non è attivo.',
  },
  'api.insufficientScope': {
    en: 'This API key does not have the scope {scope}; an owner can create a key that has it.',
    de: 'Dieser API-Schlüssel hat den Bereich {scope} nicht; ein Inhaber kann einen Schlüssel erstellen, der ihn hat.',
    fr: 'Cette clé d’API n’a pas la portée {scope} ; un propriétaire peut créer une clé qui l’a.',
    es: 'Esta clave de API no tiene el ámbito {scope}; un propietario puede crear una clave que lo tenga.',
    it: 'Questa chiave API non ha l’ambito {scope}; un proprietario può creare una chiave che lo abbia.',
  },
  'api.rateLimited': {
    en: 'This API key made more than {limit} such requests in a minute; try again in {seconds} s.',
    de: 'Dieser API-Schlüssel hat mehr als {limit, number} solcher Anfragen in einer Minute gestellt; versuchen Sie es in {seconds, number} s erneut.',
    fr: 'Cette clé d’API a envoyé plus de {limit, number} requêtes de ce type en une minute ; réessayez dans {seconds, number} s.',
    es: 'Esta clave de API ha enviado más de {limit, number} solicitudes de este tipo en un minuto; vuelva a intentarlo en {seconds, number} s.',
    it: 'Questa chiave API ha inviato più di {limit, number} richieste di questo tipo in un minuto; riprovate tra {seconds, number} s.',
  },
  'api.internalError': {
    en: 'Something went wrong on our side; try again. If it keeps happening, tell us.',
    de: 'Bei uns ist etwas schiefgegangen; versuchen Sie es erneut. Wenn es wieder passiert, sagen Sie uns Bescheid.',
    fr: 'Un problème est survenu de notre côté ; réessayez. Si cela se reproduit, prévenez-nous.',
    es: 'Algo ha fallado por nuestra parte; vuelva a intentarlo. Si sigue ocurriendo, avísenos.',
    it: 'Qualcosa è andato storto da parte nostra; riprovate. Se continua a succedere, avvisateci.',
  },
  'api.ownerGone': {
    en: 'The owner who created this API key is no longer a member of its workspace; an owner can create a new key.',
    de: 'Der Inhaber, der diesen API-Schlüssel erstellt hat, ist nicht mehr Mitglied seines Arbeitsbereichs; ein Inhaber kann einen neuen Schlüssel erstellen.',
    fr: 'Le propriétaire qui a créé cette clé d’API n’est plus membre de son espace de travail ; un propriétaire peut créer une nouvelle clé.',
    es: 'El propietario que creó esta clave de API ya no es miembro de su espacio de trabajo; un propietario puede crear una clave nueva.',
    it: 'Il proprietario che ha creato questa chiave API non è più membro della sua area di lavoro; un proprietario può creare una nuova chiave.',
  },
  'api.keyRole': {
    en: '{reason} API keys act with the role of the owner who created them.',
    de: '{reason} API-Schlüssel handeln mit der Rolle des Inhabers, der sie erstellt hat.',
    fr: '{reason} Les clés d’API agissent avec le rôle du propriétaire qui les a créées.',
    es: '{reason} Las claves de API actúan con el rol del propietario que las creó.',
    it: '{reason} Le chiavi API agiscono con il ruolo del proprietario che le ha create.',
  },
  'api.invalidQuery': {
    en: 'The query is not valid: {issues}.',
    de: 'Die Abfrageparameter sind nicht gültig: {issues}.',
    fr: 'Les paramètres de la requête ne sont pas valides : {issues}.',
    es: 'Los parámetros de la consulta no son válidos: {issues}.',
    it: 'I parametri della richiesta non sono validi: {issues}.',
  },
  'api.bodyNotJson': {
    en: 'The body is not valid JSON; send a JSON object with Content-Type: application/json.',
    de: 'Der Inhalt der Anfrage ist kein gültiges JSON; senden Sie ein JSON-Objekt mit Content-Type: application/json.',
    fr: 'Le corps de la requête n’est pas du JSON valide ; envoyez un objet JSON avec Content-Type: application/json.',
    es: 'El cuerpo de la solicitud no es JSON válido; envíe un objeto JSON con Content-Type: application/json.',
    it: 'Il corpo della richiesta non è JSON valido; inviate un oggetto JSON con Content-Type: application/json.',
  },
  'api.invalidBody': {
    en: 'The body is not valid: {issues}.',
    de: 'Der Inhalt der Anfrage ist nicht gültig: {issues}.',
    fr: 'Le corps de la requête n’est pas valide : {issues}.',
    es: 'El cuerpo de la solicitud no es válido: {issues}.',
    it: 'Il corpo della richiesta non è valido: {issues}.',
  },
  'api.bodyTooLarge': {
    en: 'The body is larger than {kb} KB.',
    de: 'Der Inhalt der Anfrage ist größer als {kb, number} KB.',
    fr: 'Le corps de la requête dépasse {kb, number} Ko.',
    es: 'El cuerpo de la solicitud supera los {kb, number} KB.',
    it: 'Il corpo della richiesta supera {kb, number} KB.',
  },
  'api.badCursor': {
    en: 'The cursor is not one this list gave out.',
    de: 'Dieser Cursor stammt nicht aus dieser Liste.',
    fr: 'Ce curseur n’a pas été fourni par cette liste.',
    es: 'Este cursor no lo ha proporcionado esta lista.',
    it: 'Questo cursore non è stato fornito da questo elenco.',
  },
  'api.noFileBytes': {
    en: "Send the file's bytes as the request body.",
    de: 'Senden Sie die Bytes der Datei als Inhalt der Anfrage.',
    fr: 'Envoyez les octets du fichier comme corps de la requête.',
    es: 'Envíe los bytes del archivo como cuerpo de la solicitud.',
    it: 'Inviate i byte del file come corpo della richiesta.',
  },
  'api.misconfigured': {
    en: 'The server is not configured correctly; try again later.',
    de: 'Der Server ist nicht richtig eingerichtet; versuchen Sie es später erneut.',
    fr: 'Le serveur n’est pas correctement configuré ; réessayez plus tard.',
    es: 'El servidor no está configurado correctamente; vuelva a intentarlo más tarde.',
    it: 'Il server non è configurato correttamente; riprovate più tardi.',
  },
} satisfies TextTable;
