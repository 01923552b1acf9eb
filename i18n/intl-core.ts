/**
 * `use-intl/core` as the production build bundles it (next.config.ts aliases the module to this one):
 * the same exports, with `_createIntlFormatters` answering one set of Intl formatters for the
 * process. next-intl makes a new set for every request (its request config), so each page view built
 * again every Intl.DateTimeFormat and NumberFormat it formats with — 0.2 ms a date format, several a
 * dashboard view (issue 15.7). The set is memoised by language and options (use-intl's own memoiser,
 * over a cache that now lives as long as the process): Intl objects made from the code's own
 * options, never anyone's data (the values go in when formatting, every call).
 */
// The package's own module, by path (the alias takes its name): its types are the package's.
// @ts-expect-error -- a .js file without declarations beside it; typed as `Core` below
import * as installed from '../node_modules/use-intl/dist/esm/production/core.js';
import type * as UseIntlCore from 'use-intl/core';

type Core = typeof UseIntlCore;
const core = installed as Core;

// @ts-expect-error -- as above
export * from '../node_modules/use-intl/dist/esm/production/core.js';

const shared = core._createIntlFormatters(core._createCache());

/** The process's formatters, whatever cache a caller made for its own request. */
export const _createIntlFormatters: Core['_createIntlFormatters'] = () => shared;
