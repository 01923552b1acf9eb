/**
 * Message keys are checked by tsc (i18n/messages.d.ts). A key computed at run time — a stage name or
 * a code the server sent — can only be checked at run time: `knownKey(t, key)` asks the translator
 * whether its namespace has that text, and tells tsc the key may then be passed to `t`.
 */
export function knownKey<K extends string>(t: { has(key: string): boolean; (key: K): string }, key: string | null | undefined): key is K {
  return typeof key === 'string' && t.has(key);
}
