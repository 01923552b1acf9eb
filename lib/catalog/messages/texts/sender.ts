import type { TextTable } from '../text-table';

/**
 * What is wrong with one field of a sender identity (lib/catalog/convert/sender.ts), the `{issue}`
 * of SENDER_INVALID ("Sender phone must have at least 5 digits."): a predicate that follows the
 * field's name. The English is the schema's own message, word for word. `max` is a number;
 * `languages`, `placeholders` and `keys` are lists as written; `placeholder` is as the title has it.
 */
export const SENDER_TEXTS = {
  'sender.issue.empty': {
    en: 'must not be empty',
    de: 'darf nicht leer sein',
    fr: 'ne doit pas être vide',
    es: 'no debe estar vacío',
    it: 'non deve essere vuoto',
  },
  'sender.issue.tooLong': {
    en: 'must be at most {max} characters',
    de: 'darf höchstens {max, number} Zeichen lang sein',
    fr: 'doit compter au plus {max, number} caractères',
    es: 'debe tener como máximo {max, number} caracteres',
    it: 'deve avere al massimo {max, number} caratteri',
  },
  'sender.issue.tooManyBrands': {
    en: 'may list at most {max} brands',
    de: 'darf höchstens {max, number} Marken aufführen',
    fr: 'peut lister au plus {max, number} marques',
    es: 'puede incluir como máximo {max, number} marcas',
    it: 'può elencare al massimo {max, number} marchi',
  },
  'sender.issue.controlCharacters': {
    en: 'must not contain control characters (tabs, line breaks)',
    de: 'darf keine Steuerzeichen (Tabulatoren, Zeilenumbrüche) enthalten',
    fr: 'ne doit pas contenir de caractères de contrôle (tabulations, sauts de ligne)',
    es: 'no debe contener caracteres de control (tabuladores, saltos de línea)',
    it: 'non deve contenere caratteri di controllo (tabulazioni, a capo)',
  },
  'sender.issue.phone': {
    en: 'must be a phone number: digits with spaces, +, -, ., / or parentheses, e.g. +1 555 555 0100',
    de: 'muss eine Telefonnummer sein: Ziffern mit Leerzeichen, +, -, ., / oder Klammern, z. B. +49 30 1234 567',
    fr: 'doit être un numéro de téléphone : des chiffres avec des espaces, +, -, ., / ou des parenthèses, par exemple +33 1 23 45 67 89',
    es: 'debe ser un número de teléfono: dígitos con espacios, +, -, ., / o paréntesis, p. ej. +34 912 345 678',
    it: 'deve essere un numero di telefono: cifre con spazi, +, -, ., / o parentesi, ad es. +39 02 1234 5678',
  },
  'sender.issue.phoneDigits': {
    en: 'must have at least 5 digits',
    de: 'muss mindestens 5 Ziffern haben',
    fr: 'doit comporter au moins 5 chiffres',
    es: 'debe tener al menos 5 dígitos',
    it: 'deve avere almeno 5 cifre',
  },
  'sender.issue.email': {
    en: 'must be an e-mail address such as data@example.com',
    de: 'muss eine E-Mail-Adresse sein, etwa data@example.com',
    fr: 'doit être une adresse e-mail, par exemple data@example.com',
    es: 'debe ser una dirección de correo electrónico, como data@example.com',
    it: 'deve essere un indirizzo e-mail, ad esempio data@example.com',
  },
  'sender.issue.brandTwice': {
    en: 'lists a brand code twice',
    de: 'führt einen Markencode zweimal auf',
    fr: 'liste deux fois le même code de marque',
    es: 'incluye un código de marca dos veces',
    it: 'elenca due volte lo stesso codice marchio',
  },
  'sender.issue.placeholder': {
    en: 'has {placeholder}, which is not a placeholder; use {placeholders}',
    de: 'enthält {placeholder}, das kein Platzhalter ist; verwenden Sie {placeholders}',
    fr: 'contient {placeholder}, qui n’est pas un espace réservé ; utilisez {placeholders}',
    es: 'contiene {placeholder}, que no es un marcador de posición; use {placeholders}',
    it: 'contiene {placeholder}, che non è un segnaposto; usate {placeholders}',
  },
  'sender.issue.language': {
    en: 'must be one of {languages}',
    de: 'muss einer dieser Werte sein: {languages}',
    fr: 'doit valoir l’un de {languages}',
    es: 'debe ser uno de {languages}',
    it: 'deve essere uno tra {languages}',
  },
} satisfies TextTable;
