/**
 * Finding codes of the engine that have no text in lib/catalog/messages/texts yet: they show their
 * stored English message in every language. Issue 16 point 1: this list only shrinks — take a code off
 * when its area says it with say(); the catalogue test fails on a code neither here nor in the catalogue.
 */
export const UNTRANSLATED_CODES: ReadonlySet<string> = new Set([
  // A verification problem whose words are the reading error's own text (evidence/verify-files.ts).
  'FILE_UNREADABLE',
]);
