// The error texts only (an area file of their own): every page's JavaScript carries this module.
import de from '@/messages/areas/errors/de.json';
import en from '@/messages/areas/errors/en.json';
import es from '@/messages/areas/errors/es.json';
import fr from '@/messages/areas/errors/fr.json';
import it from '@/messages/areas/errors/it.json';

const ERRORS = { en, de, fr, es, it };

/** The Application Error texts in the locale of the failed page (English when unknown). */
export function appErrorText(locale: string) {
  const key = (locale in ERRORS ? locale : 'en') as keyof typeof ERRORS;
  return { locale: key, ...ERRORS[key] };
}
