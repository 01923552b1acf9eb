/**
 * `use-intl/format-message` as the production build bundles it (next.config.ts aliases the module to
 * this one): use-intl's own formatMessage, with one shortcut. next-intl keeps the compiled message
 * formats (IntlMessageFormat objects) and Intl formatters in caches that live for one request, and on
 * every call with values rebuilds the formats object and serialises it, with the text, into a JSON key
 * for that cache: the sixth of the page render's time that went to use-intl (issue 15.7). Here a
 * message with values and no custom formats (all of ours) is compiled once per process per text,
 * language and time zone, with Intl formatters shared by language and options: they hold the message
 * files' texts and Intl objects, never anyone's data (the values go in when formatting, every call).
 * Anything else — custom formats, no values, a text that does not compile — goes to use-intl's code.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { isValidElement } from 'react';
import type useIntlFormatMessage from 'use-intl/format-message';
// The package's own module, by path (the alias takes its name): its types are the package's.
// @ts-expect-error -- a .js file without declarations beside it; typed as `Original` below
import installed from '../node_modules/use-intl/dist/esm/production/format-message/index.js';

type Original = typeof useIntlFormatMessage;
const original = installed as Original;

/** More compiled texts than the five languages' catalogues hold: past it, a text takes use-intl's way. */
const MAX_KEPT = 20_000;

/** Intl constructors shared by language and options (what use-intl's per-request formatters memoise). */
function sharedConstructor<A extends unknown[], T>(make: (...args: A) => T): (...args: A) => T {
  const kept = new Map<string, T>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    let made = kept.get(key);
    if (made === undefined) {
      made = make(...args);
      if (kept.size < MAX_KEPT) kept.set(key, made);
    }
    return made;
  };
}

const sharedFormatters = {
  getNumberFormat: sharedConstructor((locales?: string | string[], options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, options)),
  getDateTimeFormat: sharedConstructor((locales?: string | string[], options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locales, options)),
  getPluralRules: sharedConstructor((locales?: string | string[], options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locales, options)),
};

/**
 * IntlMessageFormat's date and time styles with the time zone in each, as use-intl's
 * convertFormatsToIntlMessageFormat makes them when there are no custom formats.
 */
function formatsIn(timeZone: string | undefined) {
  const zoned = (styles: Record<string, Intl.DateTimeFormatOptions>) =>
    Object.fromEntries(Object.entries(styles).map(([name, style]) => [name, timeZone ? { timeZone, ...style } : { ...style }]));
  return { date: zoned(IntlMessageFormat.formats.date), time: zoned(IntlMessageFormat.formats.time), number: {} };
}

const compiled = new Map<string, IntlMessageFormat>();

function compiledFormat(message: string, locale: string, timeZone: string | undefined): IntlMessageFormat {
  const key = `${locale}\u0000${timeZone ?? ''}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, locale, formatsIn(timeZone), {
      formatters: {
        ...sharedFormatters,
        // As use-intl does (formatjs/formatjs#4279): a date in a message takes the configured zone.
        getDateTimeFormat: (locales?: string | string[], options?: Intl.DateTimeFormatOptions) =>
          sharedFormatters.getDateTimeFormat(locales, { ...options, timeZone: options?.timeZone ?? timeZone }),
      },
    });
    if (compiled.size < MAX_KEPT) compiled.set(key, format);
  }
  return format;
}

const formatMessage = ((...args: Parameters<Original>) => {
  const [, message, values, options] = args;
  if (typeof message !== 'string' || !values || options.formats || options.globalFormats) return original(...args);
  let format: IntlMessageFormat;
  try {
    format = compiledFormat(message, options.locale, options.timeZone);
  } catch {
    return original(...args); // use-intl reports a text that does not compile its own way
  }
  const formatted: unknown = format.format(values as Parameters<IntlMessageFormat['format']>[0]);
  // As use-intl returns it: strings, React elements and arrays of them as they are, anything else as a string.
  return isValidElement(formatted) || Array.isArray(formatted) || typeof formatted === 'string' ? formatted : String(formatted);
}) as Original;
formatMessage.raw = original.raw;

export default formatMessage;
