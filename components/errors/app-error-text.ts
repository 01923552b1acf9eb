import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it from '@/messages/it.json';

const ERRORS = { en: en.errors, de: de.errors, fr: fr.errors, es: es.errors, it: it.errors };

/** The Application Error texts in the locale of the failed page (English when unknown). */
export function appErrorText(locale: string) {
  const key = (locale in ERRORS ? locale : 'en') as keyof typeof ERRORS;
  return { locale: key, ...ERRORS[key] };
}
