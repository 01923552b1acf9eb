/**
 * The signed-in product's screens keep their texts in one file per area and locale,
 * `messages/areas/<area>/<locale>.json`, whose content is that area's namespace (decision 0003).
 * Separate files let the screens be written and translated side by side without editing one
 * shared file; the unit test in tests/unit/i18n checks parity for each of them.
 */
export const MESSAGE_AREAS = ['workspace', 'catalogs', 'review', 'exports', 'batch', 'insights', 'settings'] as const;

export type MessageArea = (typeof MESSAGE_AREAS)[number];
