import { IntlMessageFormat } from 'intl-messageformat';

/**
 * Argument names an ICU message uses (plain, number, date, time, plural, select), nested ones
 * included — read from the parsed message, so a select's branch text is never taken for an argument.
 */
export function argumentsOf(text: string, locale = 'en'): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]): void => {
    for (const el of elements as { type: number; value?: string; options?: Record<string, { value: unknown[] }> }[]) {
      if (el.type >= 1 && el.type <= 6 && typeof el.value === 'string') names.add(el.value);
      for (const option of Object.values(el.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }).getAst() as unknown[]);
  return [...names].sort();
}
