import type { TextTable } from '../text-table';

/**
 * The refusals of the account, workspace and API-key services the administration commands call
 * (lib/auth/user-admin.ts, lib/auth/workspace-admin.ts, lib/api/key-admin.ts). The English text is
 * the service's `message` word for word (scripts and logs match on it), so each service renders its
 * English from here. E-mail addresses, slugs, account statuses and key prefixes stay as typed or
 * stored; `reason` is a refusal only its source can word (the database's, for logs), passed on in English.
 */
export const ACCOUNTS_ADMIN_TEXTS = {
  'accounts.admin.passwordRefused': {
    en: 'Password refused: {problem}.',
    de: 'Passwort abgelehnt: {problem}.',
    fr: 'Mot de passe refusé : {problem}.',
    es: 'Contraseña rechazada: {problem}.',
    it: 'Password rifiutata: {problem}.',
  },
  'accounts.password.passwordTooShort': {
    en: 'the password is shorter than {min} characters',
    de: 'das Passwort ist kürzer als {min} Zeichen',
    fr: 'le mot de passe compte moins de {min} caractères',
    es: 'la contraseña tiene menos de {min} caracteres',
    it: 'la password ha meno di {min} caratteri',
  },
  'accounts.password.passwordTooLong': {
    en: 'the password is longer than {max} characters',
    de: 'das Passwort ist länger als {max} Zeichen',
    fr: 'le mot de passe compte plus de {max} caractères',
    es: 'la contraseña tiene más de {max} caracteres',
    it: 'la password ha più di {max} caratteri',
  },
  'accounts.password.passwordBlank': {
    en: 'the password is only spaces',
    de: 'das Passwort besteht nur aus Leerzeichen',
    fr: 'le mot de passe ne contient que des espaces',
    es: 'la contraseña solo contiene espacios',
    it: 'la password contiene solo spazi',
  },
  'accounts.password.passwordRepetitive': {
    en: 'the password repeats one character or a short pattern',
    de: 'das Passwort wiederholt ein Zeichen oder ein kurzes Muster',
    fr: 'le mot de passe répète un caractère ou un motif court',
    es: 'la contraseña repite un carácter o un patrón corto',
    it: 'la password ripete un carattere o uno schema breve',
  },
  'accounts.password.passwordSequence': {
    en: 'the password is a straight sequence of letters, digits or keys',
    de: 'das Passwort ist eine einfache Folge von Buchstaben, Ziffern oder Tasten',
    fr: 'le mot de passe est une simple suite de lettres, de chiffres ou de touches',
    es: 'la contraseña es una secuencia simple de letras, dígitos o teclas',
    it: 'la password è una semplice sequenza di lettere, cifre o tasti',
  },
  'accounts.password.passwordLikeEmail': {
    en: 'the password is the e-mail address or its name part',
    de: 'das Passwort ist die E-Mail-Adresse oder deren Namensteil',
    fr: 'le mot de passe est l’adresse e-mail ou sa partie nom',
    es: 'la contraseña es la dirección de correo o la parte del nombre',
    it: 'la password è l’indirizzo e-mail o la sua parte del nome',
  },
  'accounts.password.passwordCommon': {
    en: 'the password is one of the most common passwords',
    de: 'das Passwort gehört zu den verbreitetsten Passwörtern',
    fr: 'le mot de passe fait partie des mots de passe les plus courants',
    es: 'la contraseña es una de las más comunes',
    it: 'la password è tra le più comuni',
  },
  'accounts.admin.accountExists': {
    en: 'An account for {email} already exists.',
    de: 'Ein Konto für {email} existiert bereits.',
    fr: 'Un compte pour {email} existe déjà.',
    es: 'Ya existe una cuenta para {email}.',
    it: 'Esiste già un account per {email}.',
  },
  'accounts.admin.accountNotCreated': {
    en: 'the account row was not created',
    de: 'die Kontozeile wurde nicht angelegt',
    fr: 'la ligne du compte n’a pas été créée',
    es: 'no se ha creado la fila de la cuenta',
    it: 'la riga dell’account non è stata creata',
  },
  'accounts.admin.noAccount': {
    en: 'No account for {email}.',
    de: 'Kein Konto für {email}.',
    fr: 'Aucun compte pour {email}.',
    es: 'No hay ninguna cuenta para {email}.',
    it: 'Nessun account per {email}.',
  },
  'accounts.admin.refusedAsWorded': {
    en: '{reason}',
    de: 'Abgelehnt: {reason}',
    fr: 'Refusé : {reason}',
    es: 'Rechazado: {reason}',
    it: 'Rifiutato: {reason}',
  },
  'accounts.admin.notActive': {
    en: '{email} is {status}; approve the account first (partsmith users approve {email}).',
    de: '{email} ist {status}; geben Sie das Konto zuerst frei (partsmith users approve {email}).',
    fr: '{email} est {status} ; approuvez d’abord le compte (partsmith users approve {email}).',
    es: '{email} está en estado {status}; apruebe primero la cuenta (partsmith users approve {email}).',
    it: '{email} è {status}; approvate prima l’account (partsmith users approve {email}).',
  },
  'accounts.admin.slugTaken': {
    en: 'The slug "{slug}" is taken.',
    de: 'Der Slug „{slug}“ ist bereits vergeben.',
    fr: 'Le slug « {slug} » est déjà pris.',
    es: 'El slug «{slug}» ya está en uso.',
    it: 'Lo slug «{slug}» è già in uso.',
  },
  'accounts.admin.noWorkspace': {
    en: 'No workspace "{slug}".',
    de: 'Kein Arbeitsbereich „{slug}“.',
    fr: 'Aucun espace de travail « {slug} ».',
    es: 'No existe el espacio de trabajo «{slug}».',
    it: 'Nessuno spazio di lavoro «{slug}».',
  },
  'accounts.admin.noCreator': {
    en: 'Workspace "{slug}" has no creator to act for.',
    de: 'Der Arbeitsbereich „{slug}“ hat keinen Ersteller, in dessen Namen gehandelt werden kann.',
    fr: 'L’espace de travail « {slug} » n’a pas de créateur au nom duquel agir.',
    es: 'El espacio de trabajo «{slug}» no tiene un creador en cuyo nombre actuar.',
    it: 'Lo spazio di lavoro «{slug}» non ha un creatore per conto del quale agire.',
  },
  'accounts.keys.noCreator': {
    en: 'Workspace "{slug}" has no creator to act for; name an owner with --owner.',
    de: 'Der Arbeitsbereich „{slug}“ hat keinen Ersteller, in dessen Namen gehandelt werden kann; nennen Sie mit --owner einen Eigentümer.',
    fr: 'L’espace de travail « {slug} » n’a pas de créateur au nom duquel agir ; indiquez un propriétaire avec --owner.',
    es: 'El espacio de trabajo «{slug}» no tiene un creador en cuyo nombre actuar; indique un propietario con --owner.',
    it: 'Lo spazio di lavoro «{slug}» non ha un creatore per conto del quale agire; indicate un proprietario con --owner.',
  },
  'accounts.keys.ownerNotActive': {
    en: '{email} is {status}; only an active owner can manage API keys.',
    de: '{email} ist {status}; nur ein aktiver Eigentümer kann API-Schlüssel verwalten.',
    fr: '{email} est {status} ; seul un propriétaire actif peut gérer les clés d’API.',
    es: '{email} está en estado {status}; solo un propietario activo puede gestionar las claves de API.',
    it: '{email} è {status}; solo un proprietario attivo può gestire le chiavi API.',
  },
  'accounts.keys.notMember': {
    en: '{email} is not a member of "{slug}".',
    de: '{email} ist kein Mitglied von „{slug}“.',
    fr: '{email} n’est pas membre de « {slug} ».',
    es: '{email} no es miembro de «{slug}».',
    it: '{email} non è membro di «{slug}».',
  },
  'accounts.keys.noKey': {
    en: 'No API key psk_{prefix}_… in "{slug}" (only owners see keys).',
    de: 'Kein API-Schlüssel psk_{prefix}_… in „{slug}“ (nur Eigentümer sehen Schlüssel).',
    fr: 'Aucune clé d’API psk_{prefix}_… dans « {slug} » (seuls les propriétaires voient les clés).',
    es: 'No hay ninguna clave de API psk_{prefix}_… en «{slug}» (solo los propietarios ven las claves).',
    it: 'Nessuna chiave API psk_{prefix}_… in «{slug}» (solo i proprietari vedono le chiavi).',
  },
} satisfies TextTable;
