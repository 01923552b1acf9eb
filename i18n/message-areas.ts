/**
 * The signed-in product's screens keep their texts in one file per area and locale,
 * `messages/areas/<area>/<locale>.json`, whose content is that area's namespace (decision 0003).
 * Separate files let the screens be written and translated side by side without editing one
 * shared file; the unit test in tests/unit/i18n checks parity for each of them. `errors` is an area
 * too, though every page uses it: the Application Error screen (app/global-error.tsx) runs without
 * the provider and imports its texts itself (English in every page's JavaScript, the other four
 * languages when it shows), so they live in a file that holds only them.
 */
export const MESSAGE_AREAS = ['workspace', 'catalogs', 'review', 'exports', 'batch', 'insights', 'settings', 'inquiries', 'monitoring', 'errors'] as const;

export type MessageArea = (typeof MESSAGE_AREAS)[number];
