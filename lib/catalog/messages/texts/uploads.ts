import type { TextTable } from '../text-table';

/**
 * Why an upload was refused by its size (lib/jobs/upload-refusals.ts): the rule, what the file did,
 * what to do. `limit`, `used`, `quota` and `size` are sizes in bytes (`byteCount`), written per
 * reader by the one byte formatter ("10 MB", "10 Mo"); `bytes` is the exact count a request
 * declared, a number (`{bytes, number}`), since one byte more is the point. The words follow the
 * upload page's own (catalogs.upload.problems) and the settings' (quota, retention). The `upload.*`
 * texts are the web upload route's own refusals (app/api/uploads).
 */
export const UPLOAD_TEXTS = {
  UPLOAD_TOO_LARGE: {
    en: "{file} is larger than this workspace's limit of {limit} per file. Split the catalog, or ask an owner to raise the limit in Settings.",
    de: '{file} ist größer als das Limit dieses Arbeitsbereichs von {limit} pro Datei. Teilen Sie den Katalog auf, oder bitten Sie einen Inhaber, das Limit in den Einstellungen zu erhöhen.',
    fr: '{file} dépasse la limite de cet espace de travail, {limit} par fichier. Divisez le catalogue, ou demandez à un propriétaire de relever la limite dans les Paramètres.',
    es: '{file} supera el límite de este espacio de trabajo, {limit} por archivo. Divida el catálogo, o pida a un propietario que aumente el límite en Configuración.',
    it: '{file} supera il limite di quest’area di lavoro, {limit} per file. Dividete il catalogo, oppure chiedete a un proprietario di aumentare il limite nelle Impostazioni.',
  },
  'UPLOAD_QUOTA_EXCEEDED.noRoom': {
    en: 'This workspace keeps {used} of uploads (uploads in progress included) and may keep {quota}; there is no room left for {file}. Nothing was stored. Ask an owner to raise the quota or shorten the retention period.',
    de: 'Dieser Arbeitsbereich bewahrt {used} an Uploads auf (laufende Uploads eingeschlossen) und darf {quota} aufbewahren; für {file} ist kein Platz mehr. Es wurde nichts gespeichert. Bitten Sie einen Inhaber, das Kontingent zu erhöhen oder die Aufbewahrungsdauer zu verkürzen.',
    fr: 'Cet espace de travail conserve {used} d’imports (imports en cours compris) et peut en conserver {quota} ; il n’y a plus de place pour {file}. Rien n’a été enregistré. Demandez à un propriétaire de relever le quota ou de raccourcir la durée de conservation.',
    es: 'Este espacio de trabajo conserva {used} de subidas (incluidas las que están en curso) y puede conservar {quota}; no queda espacio para {file}. No se ha guardado nada. Pida a un propietario que aumente la cuota o acorte el periodo de conservación.',
    it: 'Quest’area di lavoro conserva {used} di caricamenti (compresi quelli in corso) e può conservarne {quota}; non c’è più spazio per {file}. Non è stato salvato nulla. Chiedete a un proprietario di aumentare la quota o di accorciare il periodo di conservazione.',
  },
  'UPLOAD_QUOTA_EXCEEDED.doesNotFit': {
    en: 'This workspace keeps {used} of uploads (uploads in progress included) and may keep {quota}; {file} ({size}) does not fit. Nothing was stored. Ask an owner to raise the quota or shorten the retention period.',
    de: 'Dieser Arbeitsbereich bewahrt {used} an Uploads auf (laufende Uploads eingeschlossen) und darf {quota} aufbewahren; {file} ({size}) passt nicht mehr hinein. Es wurde nichts gespeichert. Bitten Sie einen Inhaber, das Kontingent zu erhöhen oder die Aufbewahrungsdauer zu verkürzen.',
    fr: 'Cet espace de travail conserve {used} d’imports (imports en cours compris) et peut en conserver {quota} ; {file} ({size}) n’y tient pas. Rien n’a été enregistré. Demandez à un propriétaire de relever le quota ou de raccourcir la durée de conservation.',
    es: 'Este espacio de trabajo conserva {used} de subidas (incluidas las que están en curso) y puede conservar {quota}; {file} ({size}) no cabe. No se ha guardado nada. Pida a un propietario que aumente la cuota o acorte el periodo de conservación.',
    it: 'Quest’area di lavoro conserva {used} di caricamenti (compresi quelli in corso) e può conservarne {quota}; {file} ({size}) non ci sta. Non è stato salvato nulla. Chiedete a un proprietario di aumentare la quota o di accorciare il periodo di conservazione.',
  },
  UPLOAD_SIZE_MISMATCH: {
    en: '{file} sent more than the {bytes, number} bytes its request declared (Content-Length), so it was cut off and nothing was stored. Send the file again, unchanged.',
    de: '{file} hat mehr als die {bytes, number} Byte gesendet, die seine Anfrage angekündigt hat (Content-Length); die Übertragung wurde abgebrochen und nichts gespeichert. Senden Sie die Datei unverändert erneut.',
    fr: '{file} a envoyé plus que les {bytes, number} octets annoncés par sa requête (Content-Length) ; l’envoi a été interrompu et rien n’a été enregistré. Envoyez à nouveau le fichier, sans le modifier.',
    es: '{file} envió más de los {bytes, number} bytes que declaraba su solicitud (Content-Length), así que se cortó y no se guardó nada. Envíe el archivo de nuevo, sin cambios.',
    it: '{file} ha inviato più dei {bytes, number} byte dichiarati dalla sua richiesta (Content-Length), quindi è stato interrotto e non è stato salvato nulla. Inviate di nuovo il file, senza modifiche.',
  },
  'upload.crossOrigin': {
    en: 'Uploads are accepted from Partsmith’s own pages only.',
    de: 'Uploads werden nur von den Seiten von Partsmith selbst angenommen.',
    fr: 'Les imports ne sont acceptés que depuis les pages de Partsmith.',
    es: 'Solo se aceptan subidas desde las propias páginas de Partsmith.',
    it: 'I caricamenti sono accettati solo dalle pagine di Partsmith.',
  },
  'upload.signIn': {
    en: 'Sign in to upload catalogs.',
    de: 'Melden Sie sich an, um Kataloge hochzuladen.',
    fr: 'Connectez-vous pour importer des catalogues.',
    es: 'Inicie sesión para subir catálogos.',
    it: 'Accedete per caricare cataloghi.',
  },
  'upload.whichWorkspace': {
    en: 'Say which workspace the file is for: ?workspace=<workspace id>.',
    de: 'Geben Sie an, für welchen Arbeitsbereich die Datei ist: ?workspace=<workspace id>.',
    fr: 'Indiquez à quel espace de travail le fichier est destiné : ?workspace=<workspace id>.',
    es: 'Indique a qué espacio de trabajo va el archivo: ?workspace=<workspace id>.',
    it: 'Indicate a quale area di lavoro è destinato il file: ?workspace=<workspace id>.',
  },
  'upload.noBody': {
    en: 'The request has no file in its body.',
    de: 'Die Anfrage enthält keine Datei.',
    fr: 'La requête ne contient aucun fichier.',
    es: 'La solicitud no contiene ningún archivo.',
    it: 'La richiesta non contiene alcun file.',
  },
  'upload.notStored': {
    en: 'The upload could not be stored. Try again in a moment.',
    de: 'Der Upload konnte nicht gespeichert werden. Versuchen Sie es gleich noch einmal.',
    fr: 'L’import n’a pas pu être enregistré. Réessayez dans un instant.',
    es: 'No se pudo guardar la subida. Vuelva a intentarlo en un momento.',
    it: 'Non è stato possibile salvare il caricamento. Riprovate tra un momento.',
  },
} as const satisfies TextTable;
