import type { TextTable } from '../text-table';

/**
 * Why a job (convert, export, re-run preview) failed or refused (lib/jobs): the error stored on the
 * conversion or export request, shown on its page and mailed to the workspace. File names, release
 * ids and hashes are strings; counts `{n, number}`; `what` and `detail` are the system's own words
 * about a crash (English, passed as they are: the other languages say whose words they are);
 * `reason` is a text of its own (a release that cannot be loaded: `reference.release.*`);
 * `next` is `job.willRetry` or `job.triedMost`.
 */
export const JOB_TEXTS = {
  JOB_CRASHED: {
    en: 'The job stopped unexpectedly ({what}). {next}',
    de: 'Der Auftrag wurde unerwartet abgebrochen (Meldung des Systems: {what}). {next}',
    fr: 'La tâche s’est arrêtée de manière inattendue (message du système : {what}). {next}',
    es: 'La tarea se detuvo de forma inesperada (mensaje del sistema: {what}). {next}',
    it: 'Il lavoro si è interrotto inaspettatamente (messaggio del sistema: {what}). {next}',
  },
  'job.willRetry': {
    en: 'It will be retried shortly.',
    de: 'Er wird in Kürze erneut versucht.',
    fr: 'Elle sera relancée sous peu.',
    es: 'Se volverá a intentar en breve.',
    it: 'Verrà ritentato a breve.',
  },
  'job.triedMost': {
    en: 'It was tried the most times allowed; run it again, and tell your administrator if it fails again.',
    de: 'Er wurde so oft versucht wie erlaubt; starten Sie ihn erneut und informieren Sie Ihre Administration, wenn er wieder fehlschlägt.',
    fr: 'Elle a été tentée le nombre maximal de fois ; relancez-la, et prévenez votre administrateur si elle échoue encore.',
    es: 'Se intentó el número máximo de veces permitido; vuelva a ejecutarla y avise a su administrador si falla de nuevo.',
    it: 'È stato tentato il numero massimo di volte consentito; avviatelo di nuovo e avvisate il vostro amministratore se fallisce ancora.',
  },
  JOB_FAILED: {
    en: 'The job did not finish after its retries. Run it again.',
    de: 'Der Auftrag wurde auch nach den Wiederholungen nicht fertig. Starten Sie ihn erneut.',
    fr: 'La tâche ne s’est pas terminée malgré ses nouvelles tentatives. Relancez-la.',
    es: 'La tarea no terminó tras sus reintentos. Vuelva a ejecutarla.',
    it: 'Il lavoro non è terminato nemmeno dopo i tentativi ripetuti. Avviatelo di nuovo.',
  },
  'job.failedWithDetail': {
    en: 'The job did not finish after its retries ({detail}). Run it again.',
    de: 'Der Auftrag wurde auch nach den Wiederholungen nicht fertig (Meldung des Systems: {detail}). Starten Sie ihn erneut.',
    fr: 'La tâche ne s’est pas terminée malgré ses nouvelles tentatives (message du système : {detail}). Relancez-la.',
    es: 'La tarea no terminó tras sus reintentos (mensaje del sistema: {detail}). Vuelva a ejecutarla.',
    it: 'Il lavoro non è terminato nemmeno dopo i tentativi ripetuti (messaggio del sistema: {detail}). Avviatelo di nuovo.',
  },
  UPLOAD_PURGED: {
    en: 'The uploaded file was deleted after the retention period. Upload it again to convert it.',
    de: 'Die hochgeladene Datei wurde nach Ablauf der Aufbewahrungsfrist gelöscht. Laden Sie sie erneut hoch, um sie zu konvertieren.',
    fr: 'Le fichier téléversé a été supprimé à la fin de la durée de conservation. Téléversez-le à nouveau pour le convertir.',
    es: 'El archivo subido se eliminó al terminar el periodo de conservación. Súbalo de nuevo para convertirlo.',
    it: 'Il file caricato è stato eliminato alla fine del periodo di conservazione. Caricatelo di nuovo per convertirlo.',
  },
  'job.uploadPurged.export': {
    en: 'The uploaded {file} was deleted after the retention period, so the export cannot be rebuilt with the review decisions. Upload the file again, convert it and review it.',
    de: 'Die hochgeladene Datei {file} wurde nach Ablauf der Aufbewahrungsfrist gelöscht, daher kann der Export nicht mit den Prüfentscheidungen neu erstellt werden. Laden Sie die Datei erneut hoch, konvertieren und prüfen Sie sie.',
    fr: 'Le fichier téléversé {file} a été supprimé à la fin de la durée de conservation : l’export ne peut donc pas être reconstruit avec les décisions de revue. Téléversez à nouveau le fichier, convertissez-le et révisez-le.',
    es: 'El archivo subido {file} se eliminó al terminar el periodo de conservación, así que la exportación no puede reconstruirse con las decisiones de revisión. Suba el archivo de nuevo, conviértalo y revíselo.',
    it: 'Il file caricato {file} è stato eliminato alla fine del periodo di conservazione, quindi l’esportazione non può essere ricostruita con le decisioni di revisione. Caricate di nuovo il file, convertitelo e rivedetelo.',
  },
  'job.uploadPurged.rerun': {
    en: 'The uploaded {file} was deleted after the retention period, so it cannot be converted again. Upload it again and convert it.',
    de: 'Die hochgeladene Datei {file} wurde nach Ablauf der Aufbewahrungsfrist gelöscht und kann daher nicht erneut konvertiert werden. Laden Sie sie erneut hoch und konvertieren Sie sie.',
    fr: 'Le fichier téléversé {file} a été supprimé à la fin de la durée de conservation : il ne peut donc pas être converti à nouveau. Téléversez-le à nouveau et convertissez-le.',
    es: 'El archivo subido {file} se eliminó al terminar el periodo de conservación, así que no puede convertirse de nuevo. Súbalo de nuevo y conviértalo.',
    it: 'Il file caricato {file} è stato eliminato alla fine del periodo di conservazione, quindi non può essere convertito di nuovo. Caricatelo di nuovo e convertitelo.',
  },
  UPLOAD_MISSING: {
    en: 'The stored copy of {file} is missing. Upload the file again.',
    de: 'Die gespeicherte Kopie von {file} fehlt. Laden Sie die Datei erneut hoch.',
    fr: 'La copie enregistrée de {file} est introuvable. Téléversez à nouveau le fichier.',
    es: 'Falta la copia guardada de {file}. Suba el archivo de nuevo.',
    it: 'Manca la copia salvata di {file}. Caricate di nuovo il file.',
  },
  'job.uploadMissing.rerun': {
    en: 'The stored copy of {file} or of its ACES file is missing. Upload the file again.',
    de: 'Die gespeicherte Kopie von {file} oder ihrer ACES-Datei fehlt. Laden Sie die Datei erneut hoch.',
    fr: 'La copie enregistrée de {file} ou de son fichier ACES est introuvable. Téléversez à nouveau le fichier.',
    es: 'Falta la copia guardada de {file} o de su archivo ACES. Suba el archivo de nuevo.',
    it: 'Manca la copia salvata di {file} o del suo file ACES. Caricate di nuovo il file.',
  },
  CONVERSION_NOT_FINISHED: {
    en: 'The conversion has not finished, so there is nothing to export yet.',
    de: 'Die Konvertierung ist noch nicht abgeschlossen, daher gibt es noch nichts zu exportieren.',
    fr: 'La conversion n’est pas terminée : il n’y a donc encore rien à exporter.',
    es: 'La conversión no ha terminado, así que todavía no hay nada que exportar.',
    it: 'La conversione non è terminata, quindi non c’è ancora nulla da esportare.',
  },
  'job.conversionNotFinished.rerun': {
    en: 'Only a finished conversion can be compared with a re-run.',
    de: 'Nur eine abgeschlossene Konvertierung kann mit einem erneuten Lauf verglichen werden.',
    fr: 'Seule une conversion terminée peut être comparée à une nouvelle exécution.',
    es: 'Solo una conversión terminada puede compararse con una nueva ejecución.',
    it: 'Solo una conversione terminata può essere confrontata con una nuova esecuzione.',
  },
  ACES_VERSION_UNSUPPORTED: {
    en: 'ACES {version} cannot be written yet (available: {available}). Request the export again with one of those versions.',
    de: 'ACES {version} kann noch nicht geschrieben werden (verfügbar: {available}). Fordern Sie den Export mit einer dieser Versionen erneut an.',
    fr: 'ACES {version} ne peut pas encore être écrit (disponibles : {available}). Demandez à nouveau l’export avec l’une de ces versions.',
    es: 'ACES {version} todavía no se puede escribir (disponibles: {available}). Solicite de nuevo la exportación con una de esas versiones.',
    it: 'ACES {version} non può ancora essere scritto (disponibili: {available}). Richiedete di nuovo l’esportazione con una di queste versioni.',
  },
  REFERENCE_PIN_UNAVAILABLE: {
    en: 'The reference release this conversion is pinned to cannot be loaded: {reason}',
    de: 'Die Referenzversion, an die diese Konvertierung gebunden ist, kann nicht geladen werden: {reason}',
    fr: 'La version de référence à laquelle cette conversion est liée ne peut pas être chargée : {reason}',
    es: 'No se puede cargar la versión de referencia a la que está fijada esta conversión: {reason}',
    it: 'Non è possibile caricare la versione di riferimento a cui è vincolata questa conversione: {reason}',
  },
  'job.referencePin.demoChanged': {
    en: 'This conversion ran against the demo reference set with SHA-256 {pinned}, but this installation now ships a different demo set ({bundled}). Its deliverables cannot be rebuilt as they were: re-run the conversion against a current release.',
    de: 'Diese Konvertierung lief gegen den Demo-Referenzdatensatz mit SHA-256 {pinned}, diese Installation liefert jetzt aber einen anderen Demo-Datensatz ({bundled}). Ihre Ergebnisdateien können nicht wie damals neu erstellt werden: Führen Sie die Konvertierung gegen eine aktuelle Version erneut aus.',
    fr: 'Cette conversion a été exécutée avec le jeu de référence de démonstration de SHA-256 {pinned}, mais cette installation fournit désormais un autre jeu de démonstration ({bundled}). Ses livrables ne peuvent pas être reconstruits à l’identique : relancez la conversion avec une version actuelle.',
    es: 'Esta conversión se ejecutó con el conjunto de referencia de demostración con SHA-256 {pinned}, pero esta instalación incluye ahora otro conjunto de demostración ({bundled}). Sus entregables no pueden reconstruirse tal como eran: vuelva a ejecutar la conversión con una versión actual.',
    it: 'Questa conversione è stata eseguita con il set di riferimento dimostrativo con SHA-256 {pinned}, ma questa installazione fornisce ora un set dimostrativo diverso ({bundled}). I suoi file prodotti non possono essere ricostruiti com’erano: rieseguite la conversione con una versione attuale.',
  },
  'job.referencePin.hashChanged': {
    en: 'Reference release {release} no longer has the SHA-256 this conversion was pinned to ({pinned}).',
    de: 'Die Referenzversion {release} hat nicht mehr den SHA-256, an den diese Konvertierung gebunden war ({pinned}).',
    fr: 'La version de référence {release} n’a plus le SHA-256 auquel cette conversion était liée ({pinned}).',
    es: 'La versión de referencia {release} ya no tiene el SHA-256 al que estaba fijada esta conversión ({pinned}).',
    it: 'La versione di riferimento {release} non ha più lo SHA-256 a cui era vincolata questa conversione ({pinned}).',
  },
  BATCH_EMPTY: {
    en: 'The batch has no files to export.',
    de: 'Der Stapel enthält keine Dateien zum Exportieren.',
    fr: 'Le lot ne contient aucun fichier à exporter.',
    es: 'El lote no tiene archivos que exportar.',
    it: 'Il lotto non contiene file da esportare.',
  },
  BATCH_NOT_READY: {
    en: '{unfinished, number} of {total, number} files have not converted yet ({files}). Export once every file has finished.',
    de: '{unfinished, number} von {total, number} Dateien sind noch nicht konvertiert ({files}). Exportieren Sie, sobald jede Datei fertig ist.',
    fr: '{unfinished, number} fichiers sur {total, number} ne sont pas encore convertis ({files}). Exportez une fois que chaque fichier est terminé.',
    es: '{unfinished, number} de {total, number} archivos aún no se han convertido ({files}). Exporte cuando todos los archivos hayan terminado.',
    it: '{unfinished, number} file su {total, number} non sono ancora convertiti ({files}). Esportate quando ogni file è terminato.',
  },
  COMBINE_FAILED: {
    en: 'The files could not be combined into one ACES and PIES document: {why}',
    de: 'Die Dateien konnten nicht zu einem ACES- und PIES-Dokument zusammengeführt werden: {why}',
    fr: 'Les fichiers n’ont pas pu être combinés en un seul document ACES et PIES : {why}',
    es: 'No se pudieron combinar los archivos en un único documento ACES y PIES: {why}',
    it: 'Non è stato possibile combinare i file in un unico documento ACES e PIES: {why}',
  },
  'job.inFile': {
    en: '{file}: {reason}',
    de: '{file}: {reason}',
    fr: '{file} : {reason}',
    es: '{file}: {reason}',
    it: '{file}: {reason}',
  },
} as const satisfies TextTable;
