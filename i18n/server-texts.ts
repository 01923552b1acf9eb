import { getTranslations } from 'next-intl/server';

/**
 * Named messages of one namespace, translated on the server and handed to a client component as
 * props: public pages then ship without next-intl's client runtime (cookie banner, error boundaries).
 */
export async function serverTexts<const K extends readonly string[]>(namespace: string, keys: K): Promise<Record<K[number], string>> {
  const t = await getTranslations(namespace);
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K[number], string>;
}
