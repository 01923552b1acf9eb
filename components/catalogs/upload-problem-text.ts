import type { UploadProblem } from './upload-types';

import type { useTranslations } from 'next-intl';

/** The `catalogs.upload.problems` translator (its keys checked by tsc). */
type Translate = ReturnType<typeof useTranslations<'catalogs.upload.problems'>>;

/** What the user reads about a refused file: what happened (naming it), what to do, and the engine's own words when it has any. */
export interface ProblemText {
  headline: string;
  advice: string;
  detail: string | null;
}

/** Engine findings grouped by what the user can do about them. */
function adviceGroup(findingCode: string | undefined): 'wrongType' | 'workbook' | 'encoding' | 'noHeader' | 'generic' {
  if (!findingCode) return 'generic';
  if (/^INPUT_(UNSUPPORTED|LEGACY_XLS|BINARY)/.test(findingCode)) return 'wrongType';
  if (/^(XLSX|ZIP)_/.test(findingCode)) return 'workbook';
  if (/^(ENCODING|NUL_BYTES)/.test(findingCode)) return 'encoding';
  if (/^(INPUT_EMPTY|HEADER_)/.test(findingCode)) return 'noHeader';
  return 'generic';
}

/**
 * Localised words for a refusal (`t` is the `catalogs.upload.problems` translator). The engine's
 * findings are English sentences that already say what to do; they are shown as detail under a
 * translated headline and advice.
 */
export function uploadProblemText(t: Translate, problem: UploadProblem, file: string, formatLimit: (bytes: number) => string): ProblemText {
  switch (problem.code) {
    case 'too_large':
      return {
        headline: problem.limitBytes !== undefined ? t('tooLarge', { file, limit: formatLimit(problem.limitBytes) }) : t('tooLargeNoLimit', { file }),
        advice: t('tooLargeAdvice'),
        detail: null,
      };
    case 'quota_exceeded':
      return { headline: t('quota', { file }), advice: t('quotaAdvice'), detail: problem.finding?.message ?? problem.message };
    case 'invalid':
      return problem.finding
        ? { headline: t('unreadable', { file }), advice: t(`advice.${adviceGroup(problem.finding.code)}`), detail: `${problem.finding.code}: ${problem.finding.message}` }
        : { headline: t('invalid', { file }), advice: t('advice.generic'), detail: problem.message };
    case 'not_allowed':
      return { headline: t('notAllowed', { file }), advice: t('notAllowedAdvice'), detail: null };
    case 'not_found':
      return { headline: t('notFound', { file }), advice: t('notFoundAdvice'), detail: null };
    case 'unauthenticated':
      return { headline: t('signedOut', { file }), advice: t('signedOutAdvice'), detail: null };
    case 'network':
      return { headline: t('network', { file }), advice: t('retryAdvice'), detail: null };
    case 'unexpected':
      return { headline: t('failed', { file }), advice: t('retryAdvice'), detail: t('unexpected', { status: problem.status }) };
    default:
      return { headline: t('failed', { file }), advice: t('retryAdvice'), detail: problem.message };
  }
}
