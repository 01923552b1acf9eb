import type app from '../messages/en.json';
import type site from '../messages/site/en.json';
import type batch from '../messages/areas/batch/en.json';
import type catalogs from '../messages/areas/catalogs/en.json';
import type errors from '../messages/areas/errors/en.json';
import type exports from '../messages/areas/exports/en.json';
import type inquiries from '../messages/areas/inquiries/en.json';
import type insights from '../messages/areas/insights/en.json';
import type monitoring from '../messages/areas/monitoring/en.json';
import type review from '../messages/areas/review/en.json';
import type settings from '../messages/areas/settings/en.json';
import type workspace from '../messages/areas/workspace/en.json';
import type { MessageArea } from './message-areas';
import type { routing } from './routing';

/**
 * The messages as i18n/request.ts composes them: the shell's file, the site's file, and one
 * namespace per area (MESSAGE_AREAS). English is the reference the other four locales match
 * (tests/unit/i18n checks parity), so its shape types every `t('…')` key: tsc refuses a key that
 * does not exist.
 */
type AreaMessages = {
  batch: typeof batch;
  catalogs: typeof catalogs;
  errors: typeof errors;
  exports: typeof exports;
  inquiries: typeof inquiries;
  insights: typeof insights;
  monitoring: typeof monitoring;
  review: typeof review;
  settings: typeof settings;
  workspace: typeof workspace;
};

// An area added to MESSAGE_AREAS without a line above fails here.
type NoneMissing<T extends never> = T;
export type MissingAreas = NoneMissing<Exclude<MessageArea, keyof AreaMessages>>;

export type AppMessages = typeof app & typeof site & AreaMessages;

declare module 'next-intl' {
  interface AppConfig {
    // The five locales of i18n/routing: a page narrows its `params.locale` with `pageLocale`.
    Locale: (typeof routing.locales)[number];
    Messages: AppMessages;
  }
}
