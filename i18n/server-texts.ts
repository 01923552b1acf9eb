import { getTranslations } from 'next-intl/server';

/**
 * Named messages of one namespace, translated on the server and handed to a client component as
 * props: public pages then ship without next-intl's client runtime (the error boundaries).
 */
export async function serverTexts<const K extends readonly string[]>(namespace: string, keys: K): Promise<Record<K[number], string>> {
  // Namespace and keys are the caller's literals; messages typed by i18n/messages.d.ts cannot follow a
  // namespace chosen at run time, so this one translator takes plain strings.
  const t = (await getTranslations()) as unknown as (key: string) => string;
  return Object.fromEntries(keys.map((key) => [key, t(`${namespace}.${key}`)])) as Record<K[number], string>;
}
